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
  // The negotiation's steps (product.md §4.21), each with who took it:
  /** The client sent the request: { dataInizio, dataFine, rispondiEntro }. */
  sent: 'inviata',
  /** The worker first read it. */
  seen: 'vista',
  /** The worker proposed other terms: { dataInizio, dataFine, tariffaGiornaliera, nota }. */
  countered: 'controproposta',
  /** Accepted: by the worker, or by the client accepting the counter ({ dataInizio, dataFine, tariffaGiornaliera }). */
  accepted: 'accettata',
  /** Rejected by the worker ({ motivo: 'rifiutata', nota }) or released when they were booked elsewhere ({ motivo: 'occupato' }). */
  rejected: 'rifiutata',
  /** Withdrawn by the client (or by deleting the job). */
  withdrawn: 'ritirata',
  /** Nobody answered by rispondiEntro (no user). */
  expired: 'scaduta',
  /** The client moved a pending request's dates: { dataInizio, dataFine }. */
  datesChanged: 'date',
  /** A message in the thread: { id } (GET /api/Ingaggi/Messaggi has its text). */
  message: 'messaggio',
  /** A time report or car sheet sent: { tipo }, read from the sends themselves, never stored as an event. */
  sheetSent: 'invio',
} as const;
export type EngagementEvent = (typeof ENGAGEMENT_EVENTS)[keyof typeof ENGAGEMENT_EVENTS];

/** Why a request became rejected (dettagli.motivo): the worker's answer, or the worker booked on its days. */
export const REJECT_REASONS = { answered: 'rifiutata', busy: 'occupato' } as const;
