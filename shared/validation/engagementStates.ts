/**
 * Engagement states and who may move them (product.md §3.6), without yup, so
 * the store, the screens and the server's service read the same rule.
 */
export const ENGAGEMENT_STATE = { sent: 1, accepted: 2, rejected: 3, withdrawn: 4 } as const;
export type EngagementState = (typeof ENGAGEMENT_STATE)[keyof typeof ENGAGEMENT_STATE];
export const ENGAGEMENT_STATES: readonly EngagementState[] = [1, 2, 3, 4];

/** The worker answers a request; the client (the job's owner) withdraws it. */
export type EngagementActor = 'worker' | 'client';

const TRANSITIONS: Record<EngagementActor, Partial<Record<EngagementState, readonly EngagementState[]>>> = {
  worker: {
    [ENGAGEMENT_STATE.accepted]: [ENGAGEMENT_STATE.sent],
    [ENGAGEMENT_STATE.rejected]: [ENGAGEMENT_STATE.sent, ENGAGEMENT_STATE.accepted],
  },
  client: { [ENGAGEMENT_STATE.withdrawn]: [ENGAGEMENT_STATE.sent, ENGAGEMENT_STATE.accepted] },
};

/** The worker accepts (1 → 2) or rejects (1 or 2 → 3); the client withdraws (1 or 2 → 4); nothing else. */
export function mayChangeState(actor: EngagementActor, from: EngagementState, to: EngagementState): boolean {
  return TRANSITIONS[actor][to]?.includes(from) ?? false;
}

/** The states a client or a worker may ask for in AggiornaRichiestaIngaggio. */
export const ANSWER_STATES: readonly EngagementState[] = [
  ENGAGEMENT_STATE.accepted,
  ENGAGEMENT_STATE.rejected,
  ENGAGEMENT_STATE.withdrawn,
];
