import './locale';
import * as yup from 'yup';
import { emailRule } from './accounts';
import { type Today, isValidIsoDate, todayInRome } from './dates';
import { dateField, distinctBy, integer, list, nationRegionPair, text } from './fields';

/**
 * The job form's rules (product.md §2.3, §2.5), shared by the SPA's Formik form and the
 * server's CreaJob and AggiornaJob. Field names are the wire's; messages are ids of locales/*.json.
 */

/** Up to three nation/region pairs per job (product.md §2.9). */
export const MAX_JOB_NATIONS = 3;
/** The one message of product.md §2.5 for a missing first nation, or Italy without its region. */
export const JOB_NATION_REGION_MESSAGE = 'validation.job.nationRegion.required';
/** Largest page of RecuperaIngaggi; the SPA asks for this many (product.md §2.9). */
export const MAX_ENGAGEMENTS_PER_PAGE = 1000;

/** The dates a job was saved with: an edit may keep them even once they are in the past. */
export interface SavedJobDates {
  dataInizio: string;
  dataFine: string;
}

/**
 * A job's date may not be before today, unless it is the date the job already has: a running job
 * (started yesterday) stays editable, but no date can be moved into the past.
 */
export function isJobDateAllowed(
  value: string | null | undefined,
  today: string,
  saved: string | null | undefined,
): boolean {
  return value == null || !isValidIsoDate(value) || value >= today || value === saved;
}

/** End not before start; either date missing or malformed is left to its own rule. */
export function isEndNotBeforeStart(start: string | null | undefined, end: string | null | undefined): boolean {
  return start == null || end == null || !isValidIsoDate(start) || !isValidIsoDate(end) || end >= start;
}

const jobNationSchema = nationRegionPair({ nation: JOB_NATION_REGION_MESSAGE, region: JOB_NATION_REGION_MESSAGE });

/**
 * `today: null` leaves "not before today" to the caller: the server's AggiornaJob checks it with
 * isJobDateAllowed once it has read the saved dates.
 */
function jobFields(today: Today | null, saved: SavedJobDates | null) {
  const notPast = (field: keyof SavedJobDates) => (value: string | null | undefined) =>
    today === null || isJobDateAllowed(value, today(), saved?.[field]);
  return {
    nome: text(200).required('validation.job.nome.required'),
    descrizione: text(4000).required('validation.job.descrizione.required'),
    indirizzo: text(300).required('validation.job.indirizzo.required'),
    email: emailRule,
    dataInizio: dateField()
      .required('validation.date.required')
      .test('not-past', 'validation.date.past', notPast('dataInizio')),
    dataFine: dateField()
      .required('validation.date.required')
      .test('not-past', 'validation.date.past', notPast('dataFine'))
      .test('after-start', 'validation.date.endBeforeStart', function afterStart(value) {
        return isEndNotBeforeStart(this.parent.dataInizio, value);
      }),
    listaNazioni: yup
      .array(jobNationSchema)
      .typeError(list().typeError)
      .default([])
      .min(1, JOB_NATION_REGION_MESSAGE)
      .max(MAX_JOB_NATIONS, 'validation.job.nations.max')
      .test(
        'distinct',
        'validation.job.nations.duplicate',
        distinctBy((pair) => `${pair.id_Nazione}/${pair.id_Regione ?? ''}`),
      ),
  };
}

const jobId = () => integer().min(1, 'validation.lookup.invalid').required('validation.lookup.invalid');

/**
 * The job form, and the body of POST /api/Jobs/CreaJob (its id_Job, 0 for a new job, is ignored).
 * When editing, pass the job's saved dates so they may stay as they are.
 */
export function jobSchema(today: Today = todayInRome, saved: SavedJobDates | null = null) {
  return yup.object(jobFields(today, saved));
}
export type JobRequest = yup.InferType<ReturnType<typeof jobSchema>>;

/** PUT /api/Jobs/AggiornaJob: the form's fields and the job's id; the past-date rule is the service's. */
export const aggiornaJobSchema = yup.object({ id_Job: jobId(), ...jobFields(null, null) });
export type AggiornaJobRequest = yup.InferType<typeof aggiornaJobSchema>;

/** DELETE /api/Jobs/CancellaJob/{id}. */
export const jobIdParamsSchema = yup.object({ id: jobId() });

/** GET /api/Jobs/RecuperaIngaggi/Inviati and /Accettati: one job's engagements, a page at a time (pages from 1). */
export const jobEngagementsQuerySchema = yup.object({
  job: jobId(),
  page: integer().min(1, 'validation.page.invalid').default(1),
  per_page: integer()
    .min(1, 'validation.page.size')
    .max(MAX_ENGAGEMENTS_PER_PAGE, 'validation.page.size')
    .default(MAX_ENGAGEMENTS_PER_PAGE),
});
export type JobEngagementsQuery = yup.InferType<typeof jobEngagementsQuerySchema>;
