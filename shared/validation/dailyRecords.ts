import './locale';
import * as yup from 'yup';
import { type Today, isValidIsoDate } from './dates';
import { dateField, idParam, integer, untilToday, wholeNumber } from './fields';
import { idempotencyKeyRule } from './idempotency';
import { IDEMPOTENCY_KEY_HEADER } from './tiers';

/**
 * What time reports and car sheets share (product.md §2.3, §2.5, §2.7, §3.9): one record per
 * engagement and day, a day not after today and inside the engagement's dates, and the send call.
 * Messages are ids of locales/*.json.
 */

/** The catalogue's refusal of a day after today (product.md §2.8). */
export const FUTURE_DAY_MESSAGE = 'validation.sheets.day.future';

/** The engagement's days, where the form knows them (the server checks them after reading it). */
export interface EngagementDays {
  dataInizio: string;
  dataFine: string;
}

/** A day inside an engagement's dates; a missing or malformed day is left to its own rule. */
export function isInsideEngagement(day: string | null | undefined, engagement: EngagementDays): boolean {
  return day == null || !isValidIsoDate(day) || (day >= engagement.dataInizio && day <= engagement.dataFine);
}

/** A record's day: required, a real date, not after today, and inside the engagement when it is known. */
export function recordDay(today: Today, engagement: EngagementDays | null) {
  return dateField()
    .required('validation.date.required')
    .test('not-future', FUTURE_DAY_MESSAGE, untilToday(today))
    .test(
      'inside-engagement',
      'validation.sheets.day.outsideEngagement',
      (value) => engagement === null || isInsideEngagement(value, engagement),
    );
}

/** The engagement a record belongs to. */
export const engagementId = () =>
  integer()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .min(1, 'validation.lookup.invalid')
    .required('validation.sheets.engagement.required');

/**
 * A whole number from min to max, required; typed text is read as wholeNumber reads it. A decimal
 * is refused with `notWhole` (the range's words when it already says "whole numbers").
 */
export const boundedInteger = (
  min: number,
  max: number,
  messages: { required: string; range: string; notWhole?: string },
) =>
  wholeNumber(messages.notWhole ?? messages.range)
    .min(min, messages.range)
    .max(max, messages.range)
    .required(messages.required);

/** POST /api/Ingaggi/InviaMailTimeReport and POST /api/SchedeAuto/InviaMailSchedeAutoReport. */
export const sendRecordsSchema = yup.object({ idIngaggio: engagementId() });
export type SendRecordsRequest = yup.InferType<typeof sendRecordsSchema>;

/** GET /api/Ingaggi/RecuperaDatiTimeReport/{idIngaggio} and its PDF. */
export const engagementParamsSchema = yup.object({ idIngaggio: idParam() });
/** GET /api/SchedeAuto/RecuperaSchedeAuto/{id}: product.md §2.7 names the engagement's id `id` there. */
export const carSheetsParamsSchema = yup.object({ id: idParam() });

/**
 * A day's write may carry an Idempotency-Key (the offline queue sends one per change, the same at
 * every attempt, product.md §4.19): the same write arriving twice answers the record it made.
 */
export const sheetWriteHeadersSchema = yup.object({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeyRule.optional().meta({
    jsonSchema: { description: 'One key per change, the same at every attempt: a repeat answers the record it made' },
  }),
});
