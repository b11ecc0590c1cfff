import type { EngagementEvent } from '@shared/validation/reviewStates';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/client';
import { engagementEvents } from '../../db/schema';

/** One step of an engagement's history (product.md §4.20, §4.21). */
export interface EngagementStep {
  engagementId: number;
  evento: EngagementEvent;
  /** Who took it; null for the scheduler. */
  userId: number | null;
  dettagli?: Record<string, unknown>;
}

/**
 * The one way this module writes an engagement's history: every step of the negotiation (sent,
 * seen, countered, accepted, rejected, withdrawn, expired, dates and rate changed, message) goes
 * through `record`, in the transaction of the change it tells of, at the clock's time. What should
 * follow each step for the people involved (the notifications) hooks here.
 */
export function createEngagementHistory(deps: { clock: Clock }) {
  return {
    async record(tx: Queryable, step: EngagementStep): Promise<void> {
      await tx.insert(engagementEvents).values({
        engagementId: step.engagementId,
        evento: step.evento,
        userId: step.userId,
        il: deps.clock.now(),
        dettagli: step.dettagli ?? {},
      });
    },
  };
}
export type EngagementHistory = ReturnType<typeof createEngagementHistory>;
