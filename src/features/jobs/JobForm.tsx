import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Form as AntForm, Button, Col, Input, Row, Typography } from 'antd';
import { FieldArray, useFormikContext } from 'formik';
import { useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiFailure } from '../../api/client';
import { DateField } from '../../components/form/DateField';
import { FormField, ListError } from '../../components/form/FormField';
import { NationRegionField } from '../../components/form/NationRegionField';
import { SchemaForm } from '../../components/form/SchemaForm';
import { TextField, numberAsText } from '../../components/form/TextField';
import type { Job } from '@shared/contracts/jobs';
import { todayInRome } from '@shared/validation/dates';
import {
  JOB_TERMS_DEFAULTS,
  type JobRequest,
  MAX_JOB_NATIONS,
  isEndNotBeforeStart,
  isJobDateAllowed,
  jobSchema,
} from '@shared/validation/jobs';
import { type Language, languageFromAcceptHeader } from '@shared/validation/language';
import { formatMoneyFigure } from '@shared/validation/money';

/** What the form holds: the wire's fields, with "not chosen yet" as null. */
interface JobValues {
  nome: string;
  descrizione: string;
  indirizzo: string;
  email: string;
  dataInizio: string | null;
  dataFine: string | null;
  listaNazioni: { id_Nazione: number | null; id_Regione: number | null }[];
  /** The terms as typed (product.md §4.20): money in euro in the page's language, hours and percent whole. */
  tariffaGiornaliera: string;
  oreGiornaliere: string;
  maggiorazioneStraordinario: string;
  rimborsoKm: string;
}

const emptyPlace = (): JobValues['listaNazioni'][number] => ({ id_Nazione: null, id_Regione: null });

/** The terms as the form shows them: the job's, or the defaults for a new job. */
function termsOf(terms: Pick<Job, keyof typeof JOB_TERMS_DEFAULTS>, language: Language) {
  return {
    tariffaGiornaliera: formatMoneyFigure(language, terms.tariffaGiornaliera),
    oreGiornaliere: numberAsText(terms.oreGiornaliere),
    maggiorazioneStraordinario: numberAsText(terms.maggiorazioneStraordinario),
    rimborsoKm: formatMoneyFigure(language, terms.rimborsoKm),
  };
}

function initialValuesOf(job: Job | undefined, defaultEmail: string, language: Language): JobValues {
  if (!job) {
    return {
      nome: '',
      descrizione: '',
      indirizzo: '',
      email: defaultEmail,
      dataInizio: null,
      dataFine: null,
      listaNazioni: [emptyPlace()],
      ...termsOf(JOB_TERMS_DEFAULTS, language),
    };
  }
  return {
    nome: job.nome,
    descrizione: job.descrizione,
    indirizzo: job.indirizzo,
    email: job.email,
    dataInizio: job.dataInizio,
    dataFine: job.dataFine,
    listaNazioni: job.listaNazioni.length > 0 ? job.listaNazioni.map((place) => ({ ...place })) : [emptyPlace()],
    ...termsOf(job, language),
  };
}

/** The job's terms (product.md §4.20): day rate, ordinary hours, overtime uplift, allowance per km. */
function JobTerms() {
  const intl = useIntl();
  const titleId = useId();
  const label = (id: string) => intl.formatMessage({ id: `jobs.form.terms.${id}` });
  return (
    <section aria-labelledby={titleId}>
      <Typography.Title level={3} id={titleId}>
        <FormattedMessage id="jobs.form.terms" />
      </Typography.Title>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <TextField
            name="tariffaGiornaliera"
            label={label('tariffaGiornaliera')}
            inputMode="decimal"
            prefix="€"
            autoComplete="off"
          />
        </Col>
        <Col xs={24} sm={12}>
          <TextField name="oreGiornaliere" label={label('oreGiornaliere')} inputMode="numeric" autoComplete="off" />
        </Col>
        <Col xs={24} sm={12}>
          <TextField
            name="maggiorazioneStraordinario"
            label={label('maggiorazioneStraordinario')}
            inputMode="numeric"
            suffix="%"
            autoComplete="off"
          />
        </Col>
        <Col xs={24} sm={12}>
          <TextField name="rimborsoKm" label={label('rimborsoKm')} inputMode="decimal" prefix="€" autoComplete="off" />
        </Col>
      </Row>
    </section>
  );
}

/** The job's dates: none before today (a running job keeps its saved ones), the end not before the start. */
function JobDates({ job }: { job: Job | undefined }) {
  const intl = useIntl();
  const { values } = useFormikContext<JobValues>();
  const today = todayInRome();
  // product.md §2.9's order of day and month, as the lists show the dates.
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <DateField
          name="dataInizio"
          label={intl.formatMessage({ id: 'jobs.form.dataInizio' })}
          disabledDate={(day) => !isJobDateAllowed(day, today, job?.dataInizio)}
        />
      </Col>
      <Col xs={24} sm={12}>
        <DateField
          name="dataFine"
          label={intl.formatMessage({ id: 'jobs.form.dataFine' })}
          disabledDate={(day) =>
            !isJobDateAllowed(day, today, job?.dataFine) || !isEndNotBeforeStart(values.dataInizio, day)
          }
        />
      </Col>
    </Row>
  );
}

/** Up to three nations, each with its region where the nation has them; the first is required. */
function JobPlaces() {
  const intl = useIntl();
  const titleId = useId();
  const { values } = useFormikContext<JobValues>();
  const places = values.listaNazioni;
  return (
    // With a second place every row keeps a column for its remove button, so the rows' fields line up.
    <section aria-labelledby={titleId} className={places.length > 1 ? 'job-places-removable' : undefined}>
      <Typography.Title level={3} id={titleId}>
        <FormattedMessage id="jobs.form.places" />
      </Typography.Title>
      <FieldArray name="listaNazioni">
        {({ push, remove }) => (
          <>
            {places.map((_place, index) => (
              // Places have no id of their own: the server keeps them by position.
              <div
                key={index}
                className="job-nation"
                role="group"
                aria-label={intl.formatMessage({ id: 'jobs.form.place' }, { number: index + 1 })}
              >
                <NationRegionField
                  name={`listaNazioni.${index}`}
                  nationLabel={intl.formatMessage({ id: 'jobs.form.nation' }, { number: index + 1 })}
                  regionLabel={intl.formatMessage({ id: 'jobs.form.region' }, { number: index + 1 })}
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
            <ListError name="listaNazioni" />
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
}

/**
 * The job form (product.md §2.5) under the shared rule that CreaJob and AggiornaJob check; what
 * is submitted is the rule's cast (trimmed, ids as numbers), what the server would make of it.
 */
export function JobForm({ job, defaultEmail, pending, failure, onSubmit }: JobFormProps) {
  const intl = useIntl();
  const language = languageFromAcceptHeader(intl.locale);
  const schema = useMemo(
    () => jobSchema(todayInRome, job ? { dataInizio: job.dataInizio, dataFine: job.dataFine } : null, language),
    [job, language],
  );
  const initialValues = useMemo(() => initialValuesOf(job, defaultEmail, language), [job, defaultEmail, language]);
  const label = (id: string) => intl.formatMessage({ id: `jobs.form.${id}` });
  return (
    <SchemaForm<JobValues>
      initialValues={initialValues}
      schema={schema}
      pending={pending}
      failure={failure}
      onSubmit={(values) => onSubmit(values as JobRequest)}
      submitLabel={<FormattedMessage id="jobs.form.save" />}
    >
      {() => (
        <>
          <TextField name="nome" label={label('nome')} maxLength={200} />
          <FormField name="descrizione" label={label('descrizione')}>
            {(field) => <Input.TextArea {...field} autoSize={{ minRows: 3, maxRows: 10 }} maxLength={4000} />}
          </FormField>
          <JobDates job={job} />
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <TextField name="indirizzo" label={label('indirizzo')} autoComplete="street-address" maxLength={300} />
            </Col>
            <Col xs={24} sm={12}>
              <TextField
                name="email"
                label={label('email')}
                extra={label('email.extra')}
                type="email"
                autoComplete="email"
              />
            </Col>
          </Row>
          <JobPlaces />
          <JobTerms />
        </>
      )}
    </SchemaForm>
  );
}
