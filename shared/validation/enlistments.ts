import './locale';
import * as yup from 'yup';
import { emailRule } from './accounts';
import { type Today, isValidIsoDate, isoDate, todayInRome } from './dates';
import { ANSWER_STATES, ENGAGEMENT_STATE } from './engagementStates';
import { dateField, emptyToNull, fromToday, idParam, integer, optionalText } from './fields';
import { isEndNotBeforeStart, requestRate } from './jobs';

/**
 * The engagement calls' rules (product.md §2.3, §2.5, §2.7): the request a client sends,
 * the answer that moves its state, and the summary email. Messages are ids of locales/*.json.
 */

/** The dates of the job an engagement belongs to. */
export interface JobDates {
  dataInizio: string;
  dataFine: string;
}

/** An engagement's days lie inside its job's days; malformed dates are left to their own rules. */
export function isInsideJob(dates: { dataInizio?: string | null; dataFine?: string | null }, job: JobDates): boolean {
  const { dataInizio, dataFine } = dates;
  if (dataInizio == null || dataFine == null || !isValidIsoDate(dataInizio) || !isValidIsoDate(dataFine)) return true;
  return dataInizio >= job.dataInizio && dataFine <= job.dataFine;
}

/**
 * No day of the engagement is one the worker marked unavailable or an accepted engagement of theirs
 * takes (`busyDays`, 'YYYY-MM-DD'); malformed or missing dates are left to their own rules.
 */
export function isFreeSpan(
  dates: { dataInizio?: string | null; dataFine?: string | null },
  busyDays: Iterable<string>,
): boolean {
  const { dataInizio, dataFine } = dates;
  if (dataInizio == null || dataFine == null || !isValidIsoDate(dataInizio) || !isValidIsoDate(dataFine)) return true;
  for (const day of busyDays) if (dataInizio <= day && day <= dataFine) return false;
  return true;
}

/** The instant a rule calls "now": the server's injected clock, the browser's own in a form. */
export type Now = () => Date;
const browserNow: Now = () => new Date();

/** An ISO date-time with its offset ('2026-05-15T18:00:00Z', '…+02:00'), as the wire writes instants. */
export const isIsoInstant = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
  !Number.isNaN(Date.parse(value));

/** A request's answer deadline is later than now (product.md §4.21); absent or malformed ones are left to their own rules. */
export const isDeadlineFuture = (deadline: string | null | undefined, now: Date) =>
  deadline == null || !isIsoInstant(deadline) || Date.parse(deadline) > now.getTime();

/** …and not after the request's first day in Rome, so nobody is asked to hold days already begun. */
export const isDeadlineByStart = (deadline: string | null | undefined, startsOn: string | null | undefined) =>
  deadline == null ||
  !isIsoInstant(deadline) ||
  startsOn == null ||
  !isValidIsoDate(startsOn) ||
  isoDate(new Date(deadline)) <= startsOn;

const id = (requiredMessage: string) =>
  integer()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .min(1, 'validation.lookup.invalid')
    .required(requiredMessage);

/**
 * POST /api/Ingaggi/InviaRichiestaIngaggio and the send form. An engagement may start today (a
 * same-day call to replace someone; product.md §3.6), never earlier, and never on a day the worker
 * is unavailable or booked (product.md §3.6). Pass the chosen job's dates and the worker's busy days
 * where they are known (the form); the server checks both after reading them. id_Ingaggio 0
 * sends a new request; the id of a pending one moves its dates. `nome` (the job's name) is
 * answered, not read. tariffaGiornaliera (cents) is the engagement's day rate: the job's when
 * absent from a new request, unchanged when absent from a change (product.md §4.20).
 */
export function engagementRequestSchema(
  today: Today = todayInRome,
  job: JobDates | null = null,
  busyDays: Iterable<string> = [],
  now: Now = browserNow,
) {
  return yup.object({
    userId: id('validation.engagement.worker.required'),
    id_Ingaggio: integer().min(0, 'validation.lookup.invalid').default(0),
    id_Job: id('validation.engagement.job.required'),
    nome: optionalText(200),
    tariffaGiornaliera: requestRate(),
    dataInizio: dateField()
      .required('validation.date.required')
      .test('not-past', 'validation.date.past', fromToday(today)),
    dataFine: dateField()
      .required('validation.date.required')
      .test('after-start', 'validation.date.endBeforeStart', function afterStart(value) {
        return isEndNotBeforeStart(this.parent.dataInizio, value);
      })
      .test('inside-job', 'validation.engagement.dates.outsideJob', function insideJob(value) {
        return job === null || isInsideJob({ dataInizio: this.parent.dataInizio, dataFine: value }, job);
      })
      .test('worker-free', 'validation.engagement.dates.workerBusy', function workerFree(value) {
        return isFreeSpan({ dataInizio: this.parent.dataInizio, dataFine: value }, busyDays);
      }),
    // product.md §4.21: the request expires (statoIngaggio 6) when nobody answered it by then.
    rispondiEntro: yup
      .string()
      .trim()
      .nullable()
      .default(null)
      .transform(emptyToNull)
      .test('instant', 'validation.engagement.answerBy.invalid', (value) => value == null || isIsoInstant(value))
      .test('future', 'validation.engagement.answerBy.past', (value) => isDeadlineFuture(value, now()))
      .test('by-start', 'validation.engagement.answerBy.afterStart', function byStart(value) {
        return isDeadlineByStart(value, this.parent.dataInizio);
      })
      .meta({
        jsonSchema: {
          format: 'date-time',
          description: 'Answer by: an instant in the future, not after the first day',
        },
      }),
  });
}
export type EngagementRequest = yup.InferType<ReturnType<typeof engagementRequestSchema>>;

/** Whether an answer is the worker's counter-proposal (product.md §4.21). */
const countering = (state: unknown) => state === ENGAGEMENT_STATE.countered;

/**
 * PUT /api/Ingaggi/AggiornaRichiestaIngaggio: 2 accept (the worker a request, the client a
 * counter), 3 reject (the worker), 4 withdraw (the client), 5 counter (the worker, product.md
 * §4.21). An accept may carry the dates the worker read: a request whose dates changed since is
 * refused, so nobody is bound to days they never saw. A counter names its own dates (from today,
 * inside the job's: pass `job` where known, the server checks it after reading the job), its day
 * rate (cents) and a note; a reject may give its reason in `nota`.
 */
export function engagementAnswerSchema(today: Today = todayInRome, job: JobDates | null = null) {
  return yup.object({
    id_Ingaggio: id('validation.lookup.invalid'),
    statoIngaggio: integer()
      .transform((value, original) => (original === '' || original === null ? undefined : value))
      .required('validation.engagement.state.invalid')
      .oneOf([...ANSWER_STATES], 'validation.engagement.state.invalid'),
    dataInizio: dateField()
      .when('statoIngaggio', {
        is: countering,
        then: (schema) =>
          schema.required('validation.date.required').test('not-past', 'validation.date.past', fromToday(today)),
      })
      .meta({ jsonSchema: { description: 'The first day the worker read (with an accept), or proposes (a counter)' } }),
    dataFine: dateField()
      .when('statoIngaggio', {
        is: countering,
        then: (schema) =>
          schema
            .required('validation.date.required')
            .test('after-start', 'validation.date.endBeforeStart', function afterStart(value) {
              return isEndNotBeforeStart(this.parent.dataInizio, value);
            })
            .test('inside-job', 'validation.engagement.dates.outsideJob', function insideJob(value) {
              return job === null || isInsideJob({ dataInizio: this.parent.dataInizio, dataFine: value }, job);
            }),
      })
      .meta({ jsonSchema: { description: 'The last day the worker read (with an accept), or proposes (a counter)' } }),
    tariffaGiornaliera: requestRate()
      .when('statoIngaggio', {
        is: countering,
        then: (schema) => schema.required('validation.engagement.counter.rateRequired'),
      })
      .meta({ jsonSchema: { description: 'The day rate the worker proposes, euro cents (a counter)' } }),
    nota: optionalText(COUNTER_NOTE_MAX).meta({
      jsonSchema: { description: "The worker's note to a counter, or the reason of a reject" },
    }),
  });
}
export type EngagementAnswer = yup.InferType<ReturnType<typeof engagementAnswerSchema>>;

/** POST /api/Ingaggi/InviaMailIngaggioAccettato and its dialog: where to send an accepted engagement's summary. */
export const summaryEmailSchema = yup.object({
  email: emailRule,
  idIngaggio: id('validation.lookup.invalid'),
});
export type SummaryEmailRequest = yup.InferType<typeof summaryEmailSchema>;

/** The longest note a counter (or a reject) carries. */
export const COUNTER_NOTE_MAX = 1000;
/** The longest message of an engagement's thread (product.md §4.21). */
export const MESSAGE_MAX = 2000;

/** GET /api/Ingaggi/Messaggi/{idIngaggio} and /Cronologia/{idIngaggio}: the engagement. */
export const engagementIdParamsSchema = yup.object({ idIngaggio: idParam() });

/** POST /api/Ingaggi/Messaggi: a message to the other party of an engagement, 1 to 2,000 characters once trimmed. */
export const engagementMessageSchema = yup.object({
  idIngaggio: id('validation.lookup.invalid'),
  testo: yup
    .string()
    .typeError('validation.engagement.message.required')
    .trim()
    .required('validation.engagement.message.required')
    .max(MESSAGE_MAX, 'validation.engagement.message.tooLong'),
});
export type EngagementMessageRequest = yup.InferType<typeof engagementMessageSchema>;

/** GET /api/Calendario/{secret}.ics: the secret part of the feed's address; an unknown one answers 404. */
export const calendarFeedParamsSchema = yup.object({
  secret: yup
    .string()
    .required('validation.lookup.invalid')
    .meta({ jsonSchema: { description: 'The secret of the address GET /api/Calendario answers' } }),
});
