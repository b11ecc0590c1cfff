import { Alert, Col, Input, Modal, Row, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiAlert } from '../../components/ApiAlert';
import { formatIsoDate } from '../../components/DateText';
import { DateField } from '../../components/form/DateField';
import { ValueField } from '../../components/form/FormField';
import { SchemaForm } from '../../components/form/SchemaForm';
import { SelectField } from '../../components/form/SelectField';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { isFromToday, todayInRome } from '@shared/validation/dates';
import type { ShownDay } from '@shared/contracts/search';
import {
  type EngagementRequest,
  engagementRequestSchema,
  isFreeSpan,
  isInsideJob,
} from '@shared/validation/enlistments';
import { isEndNotBeforeStart } from '@shared/validation/jobs';
import { engagementDialogOpened, engagementRequestSubmitted } from './searchSlice';
import { selectSearchState } from './selectors';

interface RequestValues {
  userId: number;
  id_Ingaggio: number;
  id_Job: number | null;
  dataInizio: string | null;
  dataFine: string | null;
  /** The answer's deadline, an instant (ISO) or none (product.md §4.21). */
  rispondiEntro: string | null;
}

/** The browser's own date-time input speaks local 'YYYY-MM-DDTHH:mm'; the form holds the instant the rule reads. */
const LOCAL_MINUTE = 'YYYY-MM-DDTHH:mm';
const toLocalInput = (instant: string | null) => (instant ? dayjs(instant).format(LOCAL_MINUTE) : '');
const fromLocalInput = (typed: string) => (typed ? dayjs(typed).toISOString() : null);

interface EngagementRequestDialogProps {
  userId: number;
  personName: string;
  /** The person's availability as the crew card read it (today to the end of next month). */
  days: ShownDay[];
  open: boolean;
  onClose(): void;
}

/**
 * Sends an engagement request (product.md §2.2, §2.5): one of the client's jobs and both dates,
 * inside the job's, from today, on none of the days the person is unavailable or booked (greyed in
 * the pickers, and refused by the same rule as the server's). The dates come prefilled from the
 * search where the pickers would offer them; choosing a job drops a prefilled date outside it.
 */
export function EngagementRequestDialog({ userId, personName, days, open, onClose }: EngagementRequestDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { jobs, jobsLoad, request, criteria } = useAppSelector(selectSearchState);
  const [jobId, setJobId] = useState<number | null>(null);
  // Opened again, the form starts with no job: the one chosen last time would still limit its days
  // (adjusted while rendering the change, React's way, not in an effect).
  const [openShown, setOpenShown] = useState(open);
  if (openShown !== open) {
    setOpenShown(open);
    if (open) setJobId(null);
  }
  const job = jobs.find((entry) => entry.id_Job === jobId) ?? null;
  const busyDays = useMemo(() => days.filter((day) => !day.disponibile).map((day) => day.giorno), [days]);
  const schema = useMemo(
    () => engagementRequestSchema(todayInRome, job && { dataInizio: job.dataInizio, dataFine: job.dataFine }, busyDays),
    [job, busyDays],
  );
  useEffect(() => {
    if (open) dispatch(engagementDialogOpened());
  }, [dispatch, open]);
  useEffect(() => {
    if (request.status === 'succeeded') onClose();
  }, [request.status, onClose]);

  const today = todayInRome();
  // The schema's day rules, a day at a time, for the pickers to grey out what they would refuse.
  const outside = (day: string, dates: { dataInizio: string; dataFine: string } | null) =>
    dates !== null && !isInsideJob({ dataInizio: day, dataFine: day }, dates);
  const startRefused = (day: string, chosen = job) =>
    !isFromToday(day, today) || outside(day, chosen) || !isFreeSpan({ dataInizio: day, dataFine: day }, busyDays);
  const endRefused = (day: string, start: string | null, chosen = job) =>
    !isFromToday(day, today) ||
    !isEndNotBeforeStart(start, day) ||
    outside(day, chosen) ||
    !isFreeSpan({ dataInizio: start ?? day, dataFine: day }, busyDays);
  // The search's dates, where the pickers would offer them: a search of another week, or of days
  // the person has since been booked on, prefills nothing.
  const searchStart = criteria?.dataInizio && !startRefused(criteria.dataInizio) ? criteria.dataInizio : null;
  const searchEnd = criteria?.dataFine && !endRefused(criteria.dataFine, searchStart) ? criteria.dataFine : null;
  const initialValues: RequestValues = {
    userId,
    id_Ingaggio: 0,
    id_Job: null,
    dataInizio: searchStart,
    dataFine: searchStart === null ? null : searchEnd,
    rispondiEntro: null,
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
          {({ values, setFieldValue }) => (
            <>
              <SelectField
                name="id_Job"
                label={intl.formatMessage({ id: 'search.request.job' })}
                placeholder={intl.formatMessage({ id: 'search.request.job.placeholder' })}
                options={jobs.map((entry) => ({
                  value: entry.id_Job,
                  label: `${entry.nome} (${formatIsoDate(intl.locale, entry.dataInizio)} – ${formatIsoDate(intl.locale, entry.dataFine)})`,
                }))}
                onPicked={(value) => {
                  const picked = jobs.find((entry) => entry.id_Job === value) ?? null;
                  setJobId(picked?.id_Job ?? null);
                  // A date the chosen job does not hold is dropped rather than kept to be refused.
                  const start =
                    values.dataInizio && !startRefused(values.dataInizio, picked) ? values.dataInizio : null;
                  if (start !== values.dataInizio) void setFieldValue('dataInizio', start);
                  if (values.dataFine && (start === null || endRefused(values.dataFine, start, picked)))
                    void setFieldValue('dataFine', null);
                }}
              />
              <Row gutter={16}>
                <Col xs={24} sm={12}>
                  <DateField
                    name="dataInizio"
                    label={intl.formatMessage({ id: 'search.request.dataInizio' })}
                    disabledDate={(day) => startRefused(day)}
                  />
                </Col>
                <Col xs={24} sm={12}>
                  <DateField
                    name="dataFine"
                    label={intl.formatMessage({ id: 'search.request.dataFine' })}
                    disabledDate={(day) => endRefused(day, values.dataInizio)}
                  />
                </Col>
              </Row>
              <ValueField<string | null>
                name="rispondiEntro"
                label={intl.formatMessage({ id: 'search.request.answerBy' })}
                extra={intl.formatMessage({ id: 'search.request.answerBy.extra' })}
              >
                {({ value, onChange, ...field }) => (
                  <Input
                    {...field}
                    type="datetime-local"
                    value={toLocalInput(value)}
                    onChange={(event) => onChange(fromLocalInput(event.target.value))}
                  />
                )}
              </ValueField>
              {busyDays.length > 0 && (
                <Typography.Paragraph type="secondary">
                  {intl.formatMessage({ id: 'search.request.busyDays' }, { name: personName })}
                </Typography.Paragraph>
              )}
            </>
          )}
        </SchemaForm>
      )}
    </Modal>
  );
}
