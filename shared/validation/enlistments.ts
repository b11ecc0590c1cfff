import './locale';
import * as yup from 'yup';
import { emailRule } from './accounts';
import { type Today, isValidIsoDate, todayInRome } from './dates';
import { ANSWER_STATES } from './engagementStates';
import { dateField, fromToday, integer, optionalText } from './fields';
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
  });
}
export type EngagementRequest = yup.InferType<ReturnType<typeof engagementRequestSchema>>;

/**
 * PUT /api/Ingaggi/AggiornaRichiestaIngaggio: 2 accept, 3 reject (the worker), 4 withdraw (the
 * client). An accept may carry the dates the worker read: a request whose dates changed since is
 * refused, so nobody is bound to days they never saw. A client that sends none (an older one) is
 * answered as before.
 */
export const engagementAnswerSchema = yup.object({
  id_Ingaggio: id('validation.lookup.invalid'),
  statoIngaggio: integer()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .required('validation.engagement.state.invalid')
    .oneOf([...ANSWER_STATES], 'validation.engagement.state.invalid'),
  dataInizio: dateField().meta({ jsonSchema: { description: 'The first day the worker read (with an accept)' } }),
  dataFine: dateField().meta({ jsonSchema: { description: 'The last day the worker read (with an accept)' } }),
});
export type EngagementAnswer = yup.InferType<typeof engagementAnswerSchema>;

/** POST /api/Ingaggi/InviaMailIngaggioAccettato and its dialog: where to send an accepted engagement's summary. */
export const summaryEmailSchema = yup.object({
  email: emailRule,
  idIngaggio: id('validation.lookup.invalid'),
});
export type SummaryEmailRequest = yup.InferType<typeof summaryEmailSchema>;

/** GET /api/Calendario/{secret}.ics: the secret part of the feed's address; an unknown one answers 404. */
export const calendarFeedParamsSchema = yup.object({
  secret: yup
    .string()
    .required('validation.lookup.invalid')
    .meta({ jsonSchema: { description: 'The secret of the address GET /api/Calendario answers' } }),
});
