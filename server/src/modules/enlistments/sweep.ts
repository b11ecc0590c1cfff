import { and, asc, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import { ENGAGEMENT_EVENTS } from '@shared/validation/reviewStates';
import type { Clock } from '../../clock';
import type { Database, DatabaseHandle } from '../../db/client';
import { isOpen } from '../../db/negotiation';
import { engagements } from '../../db/schema';
import type { MailOutbox } from '../../mail/outbox';
import { scheduleTask } from '../../tasks/schedule';
import { createEngagementHistory } from './history';
import type { Notify } from '../notifications/service';
import { createEngagementNotices } from './notices';
import { createEngagementThread } from './thread';

/** How often main.ts runs the negotiation's sweep: a deadline or a waiting message is late by at most this. */
export const NEGOTIATION_INTERVAL_MS = 60 * 1000;
/** Requests one expiry transaction takes. */
const EXPIRY_BATCH = 50;

export interface NegotiationSweepDeps {
  db: Database;
  clock: Clock;
  outbox: Pick<MailOutbox, 'commitAndTell'>;
  publicUrl: string;
  /** The lapsed requests' clients are notified in the app too (product.md §4.22). */
  notify: Notify;
}

export interface NegotiationReport {
  /** Open requests whose rispondiEntro passed, now expired (6). */
  expired: number;
  /** Thread emails sent once their 10 minutes passed. */
  mailed: number;
}

/**
 * The negotiation's scheduled work (product.md §4.21), reading the injected clock: requests nobody
 * answered in time expire, and messages that waited for a thread's 10 minutes are emailed together.
 * Idempotent; the tests run it with the clock moved.
 */
export function createNegotiationSweep(deps: NegotiationSweepDeps) {
  const { db, clock } = deps;
  const notices = createEngagementNotices({ publicUrl: deps.publicUrl, notify: deps.notify });
  const history = createEngagementHistory({ clock });
  const thread = createEngagementThread({ db, clock, outbox: deps.outbox, notices, history });

  /**
   * Open requests (1 or 5) nobody answered by their rispondiEntro expire (6), each client told by
   * email. Rows are taken with SKIP LOCKED, a batch at a time: an answer in progress wins, and if
   * it leaves the request open the next run looks again. Answers how many expired.
   */
  async function expireOverdue(): Promise<number> {
    let expired = 0;
    for (;;) {
      const batch = await deps.outbox.commitAndTell(async (tx) => {
        const now = clock.now();
        const due = await tx
          .select({ id: engagements.id })
          .from(engagements)
          .where(and(isOpen, lte(engagements.answerBy, now)))
          .orderBy(asc(engagements.id))
          .limit(EXPIRY_BATCH)
          .for('update', { skipLocked: true });
        const ids = due.map((row) => row.id);
        if (ids.length === 0) return { value: 0, email: null };
        await tx
          .update(engagements)
          .set({ state: ENGAGEMENT_STATE.expired, stateChangedBy: null, stateChangedAt: now })
          .where(inArray(engagements.id, ids));
        for (const engagementId of ids)
          await history.record(tx, { engagementId, evento: ENGAGEMENT_EVENTS.expired, userId: null });
        return { value: ids.length, email: await notices.notices(tx, 'expired', ids) };
      });
      expired += batch;
      if (batch < EXPIRY_BATCH) return expired;
    }
  }

  return {
    expireOverdue,
    /** One run: the expiries, then the thread emails whose time came. */
    async run(): Promise<NegotiationReport> {
      const expired = await expireOverdue();
      const mailed = await thread.sendWaiting();
      return { expired, mailed };
    },
  };
}

/** Runs the sweep every `intervalMs` under its lock, one server at a time (tasks/schedule.ts); answers the function that stops it. */
export function scheduleNegotiationSweep(
  database: Pick<DatabaseHandle, 'exclusively'>,
  deps: NegotiationSweepDeps,
  log: FastifyBaseLogger,
  intervalMs = NEGOTIATION_INTERVAL_MS,
): () => Promise<void> {
  const sweep = createNegotiationSweep(deps);
  return scheduleTask(database, log, {
    name: 'negotiation',
    intervalMs,
    run: async () => {
      const report = await sweep.run();
      if (report.expired || report.mailed) log.info({ report }, 'negotiation sweep');
    },
  });
}
