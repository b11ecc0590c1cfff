import { Alert, Col, Modal, Row, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiAlert } from '../../components/ApiAlert';
import { dateInputFormats, formatIsoDate } from '../../components/DateText';
import { DateField } from '../../components/form/DateField';
import { SchemaForm } from '../../components/form/SchemaForm';
import { SelectField } from '../../components/form/SelectField';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { isFromToday, todayInRome } from '@shared/validation/dates';
import { type EngagementRequest, engagementRequestSchema, isInsideJob } from '@shared/validation/enlistments';
import { isEndNotBeforeStart } from '@shared/validation/jobs';
import { engagementDialogOpened, engagementRequestSubmitted } from './searchSlice';
import { selectSearchState } from './selectors';

interface RequestValues {
  userId: number;
  id_Ingaggio: number;
  id_Job: number | null;
  dataInizio: string | null;
  dataFine: string | null;
}

interface EngagementRequestDialogProps {
  userId: number;
  personName: string;
  open: boolean;
  onClose(): void;
}

/**
 * Sends an engagement request (product.md §2.5): one of the client's jobs and both dates, inside
 * the job's, from today; the dates come prefilled from the search.
 */
export function EngagementRequestDialog({ userId, personName, open, onClose }: EngagementRequestDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { jobs, jobsLoad, request, criteria } = useAppSelector(selectSearchState);
  const [jobId, setJobId] = useState<number | null>(null);
  const job = jobs.find((entry) => entry.id_Job === jobId) ?? null;
  const schema = useMemo(
    () => engagementRequestSchema(todayInRome, job && { dataInizio: job.dataInizio, dataFine: job.dataFine }),
    [job],
  );
  useEffect(() => {
    if (open) dispatch(engagementDialogOpened());
  }, [dispatch, open]);
  useEffect(() => {
    if (request.status === 'succeeded') onClose();
  }, [request.status, onClose]);

  const today = todayInRome();
  const formats = dateInputFormats(intl.locale);
  // With the schema's own day tests below (from today, the end not before the start): days outside the chosen job.
  const outsideJob = (day: string) => job !== null && !isInsideJob({ dataInizio: day, dataFine: day }, job);
  const initialValues: RequestValues = {
    userId,
    id_Ingaggio: 0,
    id_Job: null,
    dataInizio: criteria?.dataInizio ?? null,
    dataFine: criteria?.dataFine ?? null,
  };
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      title={intl.formatMessage({ id: 'search.request.title' }, { name: personName })}
    >
      {jobsLoad.status === 'pending' && <Spin />}
      <ApiAlert failure={jobsLoad.failure} />
      {jobsLoad.status === 'succeeded' && jobs.length === 0 && (
        <Alert type="info" showIcon title={intl.formatMessage({ id: 'search.request.noJobs' })} />
      )}
      {jobsLoad.status === 'succeeded' && jobs.length > 0 && (
        <SchemaForm<RequestValues>
          initialValues={initialValues}
          schema={schema}
          pending={request.status === 'pending'}
          failure={request.failure}
          submitLabel={intl.formatMessage({ id: 'search.request.submit' })}
          onSubmit={(values) => {
            const cast = values as EngagementRequest;
            dispatch(
              engagementRequestSubmitted({ request: { ...cast, nome: job?.nome ?? null }, jobName: job?.nome ?? '' }),
            );
          }}
        >
          {({ values }) => (
            <>
              <SelectField
                name="id_Job"
                label={intl.formatMessage({ id: 'search.request.job' })}
                placeholder={intl.formatMessage({ id: 'search.request.job.placeholder' })}
                options={jobs.map((entry) => ({
                  value: entry.id_Job,
                  label: `${entry.nome} (${formatIsoDate(intl.locale, entry.dataInizio)} – ${formatIsoDate(intl.locale, entry.dataFine)})`,
                }))}
                onPicked={(value) => setJobId(typeof value === 'number' ? value : null)}
              />
              <Row gutter={16}>
                <Col xs={24} sm={12}>
                  <DateField
                    name="dataInizio"
                    label={intl.formatMessage({ id: 'search.request.dataInizio' })}
                    formats={formats}
                    disabledDate={(day) => !isFromToday(day, today) || outsideJob(day)}
                  />
                </Col>
                <Col xs={24} sm={12}>
                  <DateField
                    name="dataFine"
                    label={intl.formatMessage({ id: 'search.request.dataFine' })}
                    formats={formats}
                    disabledDate={(day) =>
                      !isFromToday(day, today) || !isEndNotBeforeStart(values.dataInizio, day) || outsideJob(day)
                    }
                  />
                </Col>
              </Row>
            </>
          )}
        </SchemaForm>
      )}
    </Modal>
  );
}
