/**
 * The client's review of sent time reports and car sheets, and an engagement's history
 * (product.md §4.20), without yup, so the store, the badges and the server read the same rule.
 */

/** What a review decides of the days it names. */
export const REVIEW_OUTCOMES = ['approvato', 'respinto'] as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

/**
 * A record's state (stato): 'da_inviare' editable and never sent, 'inviato' sent and waiting for the
 * client, 'approvato' final for both sides, 'respinto' back with the worker, editable, with a note.
 */
export const RECORD_STATES = ['da_inviare', 'inviato', 'approvato', 'respinto'] as const;
export type RecordState = (typeof RECORD_STATES)[number];

/** A record's state from its sent time and its review (a rejected record is unsent again). */
export function recordStateOf(record: { sent: boolean; review: ReviewOutcome | null }): RecordState {
  if (record.review === 'approvato') return 'approvato';
  if (record.sent) return 'inviato';
  return record.review === 'respinto' ? 'respinto' : 'da_inviare';
}

/** What an engagement's history records (engagement_events.evento). */
export const ENGAGEMENT_EVENTS = {
  /** The client set the engagement's day rate, sending or changing the request: { tariffaGiornaliera }. */
  rateSet: 'tariffa',
  /** The client reviewed sent days: { tipo: 'timesheet' | 'carsheet', esito, giorni, nota }. */
  reviewed: 'revisione',
  /**
   * The client changed the terms of the engagement's job: { tariffaGiornaliera, oreGiornaliere,
   * maggiorazioneStraordinario, rimborsoKm, prima: the same four before }.
   */
  jobTermsSet: 'condizioni',
} as const;
