import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Form as AntForm, Button, Col, DatePicker, Input, Row, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { FieldArray, Formik, getIn, useFormikContext } from 'formik';
import { type ReactNode, useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiFailure } from '../../api/client';
import { ApiAlert } from '../../components/ApiAlert';
import { dateInputFormats } from '../../components/DateText';
import { FormField, ValueField } from '../../components/form/FormField';
import { NationRegionSelect } from '../../components/NationRegionSelect';
import type { Job } from '../../contracts/jobs';
import { ISO_DATE_PATTERN, todayInRome } from '../../validation/dates';
import { type JobRequest, MAX_JOB_NATIONS, isEndNotBeforeStart, isJobDateAllowed, jobSchema } from '../../validation/jobs';

/** What the form holds: the wire's fields, with "not chosen yet" as null. */
interface JobValues {
  nome: string;
  descrizione: string;
  indirizzo: string;
  email: string;
  dataInizio: string | null;
  dataFine: string | null;
  listaNazioni: { id_Nazione: number | null; id_Regione: number | null }[];
}

const emptyPlace = (): JobValues['listaNazioni'][number] => ({ id_Nazione: null, id_Regione: null });

function initialValuesOf(job: Job | undefined, defaultEmail: string): JobValues {
  if (!job) {
    return { nome: '', descrizione: '', indirizzo: '', email: defaultEmail, dataInizio: null, dataFine: null, listaNazioni: [emptyPlace()] };
  }
  return {
    nome: job.nome,
    descrizione: job.descrizione,
    indirizzo: job.indirizzo,
    email: job.email,
    dataInizio: job.dataInizio,
    dataFine: job.dataFine,
    listaNazioni: job.listaNazioni.length > 0 ? job.listaNazioni.map((place) => ({ ...place })) : [emptyPlace()],
  };
}

const isoOf = (day: Dayjs) => day.format('YYYY-MM-DD');

interface JobDateFieldProps {
  name: 'dataInizio' | 'dataFine';
  label: ReactNode;
  /** The days the shared rule refuses, greyed out in the calendar. */
  refuses: (iso: string) => boolean;
}

/** A job's date in the language's format, held as the wire's 'YYYY-MM-DD'. */
function JobDateField({ name, label, refuses }: JobDateFieldProps) {
  const { locale } = useIntl();
  return (
    <ValueField<string | null> name={name} label={label} required>
      {(field) => (
        <DatePicker
          id={field.id}
          aria-invalid={field['aria-invalid']}
          value={field.value && ISO_DATE_PATTERN.test(field.value) ? dayjs(field.value) : null}
          onChange={(date) => field.onChange(date ? isoOf(date) : null)}
          onBlur={field.onBlur}
          format={dateInputFormats(locale)}
          disabledDate={(day) => refuses(isoOf(day))}
          style={{ width: '100%' }}
        />
      )}
    </ValueField>
  );
}

/** The job's dates: none before today (a running job keeps its saved ones), the end not before the start. */
function JobDates({ job }: { job: Job | undefined }) {
  const intl = useIntl();
  const { values } = useFormikContext<JobValues>();
  const today = todayInRome();
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <JobDateField
          name="dataInizio"
          label={intl.formatMessage({ id: 'jobs.form.dataInizio' })}
          refuses={(iso) => !isJobDateAllowed(iso, today, job?.dataInizio)}
        />
      </Col>
      <Col xs={24} sm={12}>
        <JobDateField
          name="dataFine"
          label={intl.formatMessage({ id: 'jobs.form.dataFine' })}
          refuses={(iso) => !isJobDateAllowed(iso, today, job?.dataFine) || !isEndNotBeforeStart(values.dataInizio, iso)}
        />
      </Col>
    </Row>
  );
}

/** The message of a rule on the whole list (the same place twice), once the form was submitted. */
function PlacesError() {
  const intl = useIntl();
  const { errors, submitCount } = useFormikContext<JobValues>();
  const error: unknown = getIn(errors, 'listaNazioni');
  if (submitCount === 0 || typeof error !== 'string') return null;
  return (
    <AntForm.Item>
      <AntForm.ErrorList errors={[intl.formatMessage({ id: error })]} />
    </AntForm.Item>
  );
}

/** Up to three nations, each with its region where the nation has them; the first is required. */
function JobPlaces() {
  const intl = useIntl();
  const titleId = useId();
  const { values } = useFormikContext<JobValues>();
  const places = values.listaNazioni;
  return (
    <section aria-labelledby={titleId}>
      <Typography.Title level={3} id={titleId}>
        <FormattedMessage id="jobs.form.places" />
      </Typography.Title>
      <FieldArray name="listaNazioni">
        {({ push, remove }) => (
          <>
            {places.map((_place, index) => (
              // Places have no id of their own: the server keeps them by position.
              <div key={index} className="job-nation" role="group" aria-label={intl.formatMessage({ id: 'jobs.form.place' }, { number: index + 1 })}>
                <NationRegionSelect
                  name={`listaNazioni.${index}`}
                  nationLabel={intl.formatMessage({ id: 'jobs.form.nation' }, { number: index + 1 })}
                  regionLabel={intl.formatMessage({ id: 'jobs.form.region' }, { number: index + 1 })}
                  required={index === 0}
                />
                {index > 0 && (
                  <Button
                    type="text"
                    danger
                    className="job-nation-remove"
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={intl.formatMessage({ id: 'jobs.form.place.remove' }, { number: index + 1 })}
                    title={intl.formatMessage({ id: 'jobs.form.place.remove' }, { number: index + 1 })}
                    onClick={() => remove(index)}
                  />
                )}
              </div>
            ))}
            <PlacesError />
            {places.length < MAX_JOB_NATIONS && (
              <AntForm.Item>
                <Button type="dashed" block icon={<PlusOutlined aria-hidden />} onClick={() => push(emptyPlace())}>
                  <FormattedMessage id="jobs.form.place.add" />
                </Button>
              </AntForm.Item>
            )}
          </>
        )}
      </FieldArray>
    </section>
  );
}

interface JobFormProps {
  /** The job edited; undefined for a new one. */
  job: Job | undefined;
  /** A new job's contact email, where its time reports and car sheets go: the user's own to start with. */
  defaultEmail: string;
  pending: boolean;
  failure: ApiFailure | null;
  onSubmit: (job: JobRequest) => void;
  /** Beside Save: the delete button when editing. */
  extraActions?: ReactNode;
}

/**
 * The job form (spec 02 section 5) under the shared rule that CreaJob and AggiornaJob check. What
 * is submitted is the rule's cast (trimmed, ids as numbers), what the server would make of it.
 */
export function JobForm({ job, defaultEmail, pending, failure, onSubmit, extraActions }: JobFormProps) {
  const intl = useIntl();
  const schema = useMemo(() => jobSchema(todayInRome, job ? { dataInizio: job.dataInizio, dataFine: job.dataFine } : null), [job]);
  const initialValues = useMemo(() => initialValuesOf(job, defaultEmail), [job, defaultEmail]);
  const label = (id: string) => intl.formatMessage({ id: `jobs.form.${id}` });
  return (
    <Formik<JobValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={(values) => onSubmit(schema.cast(values, { stripUnknown: true }))}
    >
      {(formik) => (
        <AntForm layout="vertical" disabled={pending} onFinish={() => formik.handleSubmit()} requiredMark="optional" className="job-form">
          <FormField name="nome" label={label('nome')} required>
            {(field) => <Input {...field} maxLength={200} />}
          </FormField>
          <FormField name="descrizione" label={label('descrizione')} required>
            {(field) => <Input.TextArea {...field} autoSize={{ minRows: 3, maxRows: 10 }} maxLength={4000} />}
          </FormField>
          <JobDates job={job} />
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <FormField name="indirizzo" label={label('indirizzo')} required>
                {(field) => <Input {...field} autoComplete="street-address" maxLength={300} />}
              </FormField>
            </Col>
            <Col xs={24} sm={12}>
              <FormField name="email" label={label('email')} required extra={label('email.extra')}>
                {(field) => <Input {...field} type="email" autoComplete="email" />}
              </FormField>
            </Col>
          </Row>
          <JobPlaces />
          <ApiAlert failure={failure} />
          <div className="job-form-actions">
            <Button type="primary" htmlType="submit" size="large" loading={pending}>
              <FormattedMessage id="jobs.form.save" />
            </Button>
            {extraActions}
          </div>
        </AntForm>
      )}
    </Formik>
  );
}
