/**
 * Engagement states and who may move them (product.md §2.4, §4.21), without yup, so
 * the store, the screens and the server's service read the same rule.
 */
export const ENGAGEMENT_STATE = { sent: 1, accepted: 2, rejected: 3, withdrawn: 4, countered: 5, expired: 6 } as const;
export type EngagementState = (typeof ENGAGEMENT_STATE)[keyof typeof ENGAGEMENT_STATE];
export const ENGAGEMENT_STATES: readonly EngagementState[] = [1, 2, 3, 4, 5, 6];

/**
 * The states of a request still waiting for someone (the worker for 1, the client for 5): they hold
 * a place in the worker's queue for their days (posizione), expire at rispondiEntro, and are
 * released when the worker is booked on those days (product.md §4.21).
 */
export const OPEN_STATES: readonly EngagementState[] = [ENGAGEMENT_STATE.sent, ENGAGEMENT_STATE.countered];

/**
 * The worker answers a request (or counters it); the client (the job's owner) accepts a counter or
 * withdraws; the scheduler expires what nobody answered in time.
 */
export type EngagementActor = 'worker' | 'client' | 'scheduler';

const TRANSITIONS: Record<EngagementActor, Partial<Record<EngagementState, readonly EngagementState[]>>> = {
  worker: {
    [ENGAGEMENT_STATE.accepted]: [ENGAGEMENT_STATE.sent],
    [ENGAGEMENT_STATE.rejected]: [ENGAGEMENT_STATE.sent, ENGAGEMENT_STATE.accepted],
    [ENGAGEMENT_STATE.countered]: [ENGAGEMENT_STATE.sent],
  },
  client: {
    [ENGAGEMENT_STATE.accepted]: [ENGAGEMENT_STATE.countered],
    [ENGAGEMENT_STATE.withdrawn]: [ENGAGEMENT_STATE.sent, ENGAGEMENT_STATE.accepted, ENGAGEMENT_STATE.countered],
  },
  scheduler: { [ENGAGEMENT_STATE.expired]: OPEN_STATES },
};

/**
 * The worker accepts (1 → 2), rejects (1 or 2 → 3) or counters (1 → 5); the client accepts the
 * counter (5 → 2) or withdraws (1, 2 or 5 → 4); the scheduler expires (1 or 5 → 6); nothing else.
 */
export function mayChangeState(actor: EngagementActor, from: EngagementState, to: EngagementState): boolean {
  return TRANSITIONS[actor][to]?.includes(from) ?? false;
}

/** The states a client or a worker may ask for in AggiornaRichiestaIngaggio. */
export const ANSWER_STATES: readonly EngagementState[] = [
  ENGAGEMENT_STATE.accepted,
  ENGAGEMENT_STATE.rejected,
  ENGAGEMENT_STATE.withdrawn,
  ENGAGEMENT_STATE.countered,
];
