import { api } from '../../api/client';
import { sheetsApi } from '../../store/sheets/sheetsApi';
import type {
  CalendarFeed,
  EngagementHistoryEntry,
  EngagementMessage,
  EngagementStateAnswer,
  Enlistment,
} from '@shared/contracts/enlistments';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import type { EngagementMessageRequest, SummaryEmailRequest } from '@shared/validation/enlistments';

/**
 * A move on a request, as AggiornaRichiestaIngaggio's statoIngaggio: the worker's answer (accept,
 * reject), or the client's from the job's page: withdrawal, or accepting the worker's counter
 * (product.md §4.21).
 */
export type EnlistmentAnswer = 'accept' | 'reject' | 'withdraw';
const ANSWER_STATES: Record<EnlistmentAnswer, number> = {
  accept: ENGAGEMENT_STATE.accepted,
  reject: ENGAGEMENT_STATE.rejected,
  withdraw: ENGAGEMENT_STATE.withdrawn,
};

/** The days of a request as the worker read them. */
export type ReadDates = Pick<Enlistment, 'dataInizio' | 'dataFine'>;

/** The worker's counter-proposal (product.md §4.21): days, day rate in cents and a note. */
export interface CounterTerms {
  dataInizio: string;
  dataFine: string;
  tariffaGiornaliera: number;
  nota: string | null;
}

/** product.md §2.7, Enlistments (the worker's side), and the private calendar feed's address. */
export const enlistmentsApi = {
  /** Requests sent to the user, still pending (product.md §3.6). */
  sent: () => api.get<Enlistment[]>('/api/Ingaggi/RichiesteIngaggio'),
  /** The user's accepted engagements: the one wrapper of ListaIngaggi, which the day sheets read too. */
  accepted: sheetsApi.acceptedEngagements,
  /**
   * `read`, with an accept: the dates the worker was shown, so the server refuses a request the
   * client changed since (docs/product.md §3.6) instead of binding the worker to days not read.
   */
  answer: (engagementId: number, answer: EnlistmentAnswer, read?: ReadDates) =>
    api.put<EngagementStateAnswer>('/api/Ingaggi/AggiornaRichiestaIngaggio', {
      id_Ingaggio: engagementId,
      statoIngaggio: ANSWER_STATES[answer],
      ...read,
    }),
  /** The worker proposes other terms (statoIngaggio 5); the client may accept them with `answer(id, 'accept')`. */
  counter: (engagementId: number, terms: CounterTerms) =>
    api.put<EngagementStateAnswer>('/api/Ingaggi/AggiornaRichiestaIngaggio', {
      id_Ingaggio: engagementId,
      statoIngaggio: ENGAGEMENT_STATE.countered,
      ...terms,
    }),
  /** An engagement's thread, oldest first (both parties). */
  messages: (engagementId: number) => api.get<EngagementMessage[]>(`/api/Ingaggi/Messaggi/${engagementId}`),
  postMessage: (message: EngagementMessageRequest) => api.post<EngagementMessage>('/api/Ingaggi/Messaggi', message),
  /** An engagement's history, oldest first (both parties). */
  history: (engagementId: number) => api.get<EngagementHistoryEntry[]>(`/api/Ingaggi/Cronologia/${engagementId}`),
  sendSummary: (request: SummaryEmailRequest) => api.post<null>('/api/Ingaggi/InviaMailIngaggioAccettato', request),
  calendarFeed: () => api.get<CalendarFeed>('/api/Calendario'),
  renewCalendarFeed: () => api.post<CalendarFeed>('/api/Calendario/Rinnova'),
};
