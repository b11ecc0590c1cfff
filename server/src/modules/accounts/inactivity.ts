import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema';
import { scheduleTask } from '../../tasks/schedule';
import { type RemovalDeps, removeAccount } from './removal';
import type { AccountEmails } from './securityEmails';

/** No access for this many months earns the question (product.md §3.3). */
export const INACTIVE_AFTER_MONTHS = 6;
/** Days the question waits for an answer (a sign-in) before the account is deleted. */
export const ANSWER_WITHIN_DAYS = 7;
/** How often main.ts runs the sweep. */
export const INACTIVITY_INTERVAL_MS = 60 * 60 * 1000;
/** Accounts asked in one transaction. */
const BATCH = 50;

export interface InactivityDeps extends RemovalDeps {
  db: DatabaseHandle['db'];
  emails: Pick<AccountEmails, 'accountDeleted' | 'stillThere'>;
}

export interface InactivityReport {
  /** Accounts asked whether they are still wanted. */
  asked: number;
  /** Accounts deleted: asked more than ANSWER_WITHIN_DAYS ago, without an access since. */
  deleted: number;
}

/** The same instant `months` calendar months earlier; the 31st becomes the month's last day when it has fewer. */
export function monthsBefore(instant: Date, months: number): Date {
  const shifted = new Date(instant);
  shifted.setUTCDate(1);
  shifted.setUTCMonth(shifted.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0)).getUTCDate();
  shifted.setUTCDate(Math.min(instant.getUTCDate(), lastDay));
  return shifted;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The inactivity rule (product.md §3.3): an account with no access for six months is emailed a
 * question in its language; an access (a sign-in, any signed-in request) answers it; seven days
 * without one delete the account with the deletion its owner could ask for (removal.ts). Only the
 * sweep writes `inactivityNoticeAt`, and an access only moves `lastAccessAt` past it, so a
 * question is pending while the notice is later than the last access.
 *
 * Idempotent: each account is asked once per stretch of inactivity (the email is queued in the
 * transaction that records the question) and deleted once; rows are taken with FOR UPDATE SKIP
 * LOCKED, and the delete checks the rule again, so an access meanwhile keeps the account.
 */
export async function runInactivitySweep(deps: InactivityDeps): Promise<InactivityReport> {
  const { db, clock } = deps;
  const report: InactivityReport = { asked: 0, deleted: 0 };
  const now = clock.now();

  const notAskedSinceLastAccess = or(
    isNull(users.inactivityNoticeAt),
    lt(users.inactivityNoticeAt, users.lastAccessAt),
  );
  const deadline = new Date(now.getTime() + ANSWER_WITHIN_DAYS * DAY_MS);
  for (;;) {
    const asked = await deps.outbox.commitAndTell(async (tx) => {
      const due = await tx
        .select()
        .from(users)
        .where(and(lte(users.lastAccessAt, monthsBefore(now, INACTIVE_AFTER_MONTHS)), notAskedSinceLastAccess))
        .orderBy(users.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const user of due) await tx.update(users).set({ inactivityNoticeAt: now }).where(eq(users.id, user.id));
      return { value: due.length, email: due.map((user) => deps.emails.stillThere(user, user.lastAccessAt, deadline)) };
    });
    report.asked += asked;
    if (asked < BATCH) break;
  }

  // Asked at least ANSWER_WITHIN_DAYS ago, and no access since the question.
  const unanswered = and(
    lte(users.inactivityNoticeAt, new Date(now.getTime() - ANSWER_WITHIN_DAYS * DAY_MS)),
    lt(users.lastAccessAt, users.inactivityNoticeAt),
  );
  const expired = await db.select({ id: users.id }).from(users).where(unanswered).orderBy(users.id);
  for (const { id } of expired) {
    if (await removeAccount(deps, id, 'inactivity', unanswered)) report.deleted += 1;
  }
  return report;
}

/** Runs the sweep every `intervalMs` under its lock (tasks/schedule.ts); answers the function that stops it. */
export function scheduleInactivitySweep(
  database: Pick<DatabaseHandle, 'exclusively'>,
  deps: InactivityDeps,
  log: FastifyBaseLogger,
  intervalMs = INACTIVITY_INTERVAL_MS,
): () => Promise<void> {
  return scheduleTask(database, log, {
    name: 'inactivity',
    intervalMs,
    run: async () => {
      const report = await runInactivitySweep(deps);
      if (report.asked || report.deleted) log.info({ report }, 'inactivity sweep');
    },
  });
}
