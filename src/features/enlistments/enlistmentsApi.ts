import { api } from '../../api/client';
import { sheetsApi } from '../../store/sheets/sheetsApi';
import type { CalendarFeed, EngagementStateAnswer, Enlistment } from '@shared/contracts/enlistments';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import type { SummaryEmailRequest } from '@shared/validation/enlistments';

/**
 * A move on a request, as AggiornaRichiestaIngaggio's statoIngaggio: the worker's answer (accept,
 * reject) or the client's withdrawal, made from the job's page.
 */
export type EnlistmentAnswer = 'accept' | 'reject' | 'withdraw';
const ANSWER_STATES: Record<EnlistmentAnswer, number> = {
  accept: ENGAGEMENT_STATE.accepted,
  reject: ENGAGEMENT_STATE.rejected,
  withdraw: ENGAGEMENT_STATE.withdrawn,
};

/** The days of a request as the worker read them. */
export type ReadDates = Pick<Enlistment, 'dataInizio' | 'dataFine'>;

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
  sendSummary: (request: SummaryEmailRequest) => api.post<null>('/api/Ingaggi/InviaMailIngaggioAccettato', request),
  calendarFeed: () => api.get<CalendarFeed>('/api/Calendario'),
  renewCalendarFeed: () => api.post<CalendarFeed>('/api/Calendario/Rinnova'),
};
