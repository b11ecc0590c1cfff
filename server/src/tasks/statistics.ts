import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { scheduleTask } from './schedule';

/** How often the embedded database's planner statistics are refreshed. */
export const STATISTICS_INTERVAL_MS = 60 * 60 * 1000;

/**
 * PGlite runs PostgreSQL in single-user mode, where autovacuum never runs, so the planner's
 * statistics would stay those of the empty tables the migrations made: a grown table is then
 * planned as if it held a row or two (a worker's 500 engagements took a nested loop of 175 ms
 * instead of 20). The embedded server refreshes them itself, at start and every hour; on a
 * PostgreSQL server autovacuum does it, and this does nothing.
 */
export function scheduleStatistics(
  deps: { database: DatabaseHandle; log: FastifyBaseLogger },
  intervalMs = STATISTICS_INTERVAL_MS,
): () => Promise<void> {
  if (deps.database.kind !== 'pglite') return async () => {};
  return scheduleTask(deps.database, deps.log, {
    name: 'statistics',
    intervalMs,
    run: async () => {
      await deps.database.db.execute(sql`analyze`);
    },
  });
}
