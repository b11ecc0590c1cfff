import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { scheduleStatistics } from '../../src/tasks/statistics';

const log = { error: jest.fn(), debug: jest.fn() } as unknown as FastifyBaseLogger;

/** The planner's idea of how many rows a table holds. */
async function estimatedRows(database: DatabaseHandle, table: string): Promise<number> {
  const result = (await database.db.execute(
    sql`select reltuples from pg_class where relname = ${table}`,
  )) as unknown as { rows: { reltuples: number }[] };
  return Number(result.rows[0].reltuples);
}

describe('the planner statistics of the embedded database', () => {
  it('are refreshed at start, so a grown table is planned with its real size', async () => {
    // Always PGlite: this task exists for it alone.
    const database = await openDatabase({});
    try {
      await database.db.execute(sql`create table statistics_probe (id integer)`);
      await database.db.execute(sql`insert into statistics_probe select generate_series(1, 5000)`);
      expect(await estimatedRows(database, 'statistics_probe')).toBeLessThan(1);
      const stop = scheduleStatistics({ database, log });
      await stop();
      expect(await estimatedRows(database, 'statistics_probe')).toBe(5000);
      expect(log.error).not.toHaveBeenCalled();
    } finally {
      await database.close();
    }
  });

  it('leave a PostgreSQL server to its autovacuum', async () => {
    const execute = jest.fn();
    const stop = scheduleStatistics({
      database: { kind: 'postgresql', db: { execute }, close: async () => {} } as unknown as DatabaseHandle,
      log,
    });
    await stop();
    expect(execute).not.toHaveBeenCalled();
  });
});
