import './locale';
import * as yup from 'yup';
import { emailRule } from './accounts';
import { type Today, isValidIsoDate, todayInRome } from './dates';
import { cents, dateField, distinctBy, integer, list, nationRegionPair, text, typedEuros, wholeNumber } from './fields';
import type { Language } from './language';

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

/** The terms' bounds (product.md §4.20): money in euro cents, a day of 1 to 24 hours, an uplift of 0 to 200 %. */
export const MAX_DAY_RATE_CENTS = 10_000_000;
export const MAX_KM_ALLOWANCE_CENTS = 10_000;
export const MAX_DAILY_HOURS = 24;
export const MAX_OVERTIME_UPLIFT = 200;
/** The terms a job has when none are sent (a client before the terms, or a form left as it is). */
export const JOB_TERMS_DEFAULTS = {
  tariffaGiornaliera: 0,
  oreGiornaliere: 8,
  maggiorazioneStraordinario: 25,
  rimborsoKm: 0,
} as const;

const TERMS_MESSAGES = {
  rate: 'validation.job.rate.range',
  hours: 'validation.job.dailyHours.range',
  uplift: 'validation.job.overtime.range',
  km: 'validation.job.kmAllowance.range',
} as const;

/**
 * An amount of the terms: integer cents on the wire; in a form (`language` given) the euro a person
 * types, read in the page's language and cast to the same cents.
 */
export function termsMoney(maxCents: number, range: string, language: Language | null, fallback: number) {
  const wire = cents(maxCents, range).default(fallback);
  if (language === null) return wire;
  // The form's cast is the same number of cents (the fallback when left empty).
  return typedEuros(maxCents, { required: range, range }, language)
    .notRequired()
    .default(fallback) as unknown as typeof wire;
}

/** The day rate an engagement request may name (product.md §4.20): the job's when absent. */
export const requestRate = () => cents(MAX_DAY_RATE_CENTS, TERMS_MESSAGES.rate).nullable().default(null);

/** A job's terms (product.md §4.20): day rate, ordinary hours, overtime uplift, mileage allowance. */
export function termsFields(language: Language | null) {
  return {
    tariffaGiornaliera: termsMoney(
      MAX_DAY_RATE_CENTS,
      TERMS_MESSAGES.rate,
      language,
      JOB_TERMS_DEFAULTS.tariffaGiornaliera,
    ),
    oreGiornaliere: wholeNumber(TERMS_MESSAGES.hours)
      .min(1, TERMS_MESSAGES.hours)
      .max(MAX_DAILY_HOURS, TERMS_MESSAGES.hours)
      .default(JOB_TERMS_DEFAULTS.oreGiornaliere),
    maggiorazioneStraordinario: wholeNumber(TERMS_MESSAGES.uplift)
      .min(0, TERMS_MESSAGES.uplift)
      .max(MAX_OVERTIME_UPLIFT, TERMS_MESSAGES.uplift)
      .default(JOB_TERMS_DEFAULTS.maggiorazioneStraordinario),
    rimborsoKm: termsMoney(MAX_KM_ALLOWANCE_CENTS, TERMS_MESSAGES.km, language, JOB_TERMS_DEFAULTS.rimborsoKm),
  };
}

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
function jobFields(today: Today | null, saved: SavedJobDates | null, language: Language | null) {
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
    ...termsFields(language),
  };
}

const jobId = () => integer().min(1, 'validation.lookup.invalid').required('validation.lookup.invalid');

/**
 * The job form, and the body of POST /api/Jobs/CreaJob (its id_Job, 0 for a new job, is ignored).
 * When editing, pass the job's saved dates so they may stay as they are; the form passes its
 * language, so the terms' money is read as typed there (the wire carries cents).
 */
export function jobSchema(
  today: Today = todayInRome,
  saved: SavedJobDates | null = null,
  language: Language | null = null,
) {
  return yup.object(jobFields(today, saved, language));
}
export type JobRequest = yup.InferType<ReturnType<typeof jobSchema>>;

/** PUT /api/Jobs/AggiornaJob: the form's fields and the job's id; the past-date rule is the service's. */
export const aggiornaJobSchema = yup.object({ id_Job: jobId(), ...jobFields(null, null, null) });
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
