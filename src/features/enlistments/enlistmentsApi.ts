import { api } from '../../api/client';
import type { CalendarFeed, EngagementStateAnswer, Enlistment } from '@shared/contracts/enlistments';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import type { SummaryEmailRequest } from '@shared/validation/enlistments';

/** The worker's answer to a request, as AggiornaRichiestaIngaggio's statoIngaggio. */
export type EnlistmentAnswer = 'accept' | 'reject';
const ANSWER_STATES: Record<EnlistmentAnswer, number> = { accept: ENGAGEMENT_STATE.accepted, reject: ENGAGEMENT_STATE.rejected };

/** Spec 02 section 7, Enlistments (the worker's side), and the private calendar feed's address. */
export const enlistmentsApi = {
  /** Requests sent to the user, still pending (00-DECISIONS). */
  sent: () => api.get<Enlistment[]>('/api/Ingaggi/RichiesteIngaggio'),
  /** The user's accepted engagements. */
  accepted: () => api.get<Enlistment[]>('/api/Ingaggi/ListaIngaggi'),
  answer: (engagementId: number, answer: EnlistmentAnswer) =>
    api.put<EngagementStateAnswer>('/api/Ingaggi/AggiornaRichiestaIngaggio', { id_Ingaggio: engagementId, statoIngaggio: ANSWER_STATES[answer] }),
  sendSummary: (request: SummaryEmailRequest) => api.post<null>('/api/Ingaggi/InviaMailIngaggioAccettato', request),
  calendarFeed: () => api.get<CalendarFeed>('/api/Calendario'),
  renewCalendarFeed: () => api.post<CalendarFeed>('/api/Calendario/Rinnova'),
};
