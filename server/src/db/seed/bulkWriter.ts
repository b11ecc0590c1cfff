import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Pool } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { BulkWriter } from './crew';

/** A COPY field in text format: \\N for null, backslash, tab and line breaks escaped. */
const copyField = (value: string | number | boolean | null) =>
  value === null
    ? '\\N'
    : String(value).replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');

/**
 * Two of the pool's connections, held for the seed (crew.ts' BulkWriter): one loads the rows with
 * the triggers held off, the other builds the search's rows of the round before meanwhile, with
 * them on (search_scopes and the cards follow search_people by its triggers), so the database's two
 * cores share the work. The triggers held off follow changes for the search, which refreshSearch
 * builds instead, and for people signed in (their data versions, live notices), which new accounts
 * are not.
 */
export async function bulkWriterOn(pool: Pool): Promise<BulkWriter & { triggersHeld: boolean; release(): void }> {
  const loader = await pool.connect();
  const refresher = await pool.connect();
  const triggersHeld = await loader.query('SET session_replication_role = replica').then(
    () => true,
    () => false,
  );
  /** People whose search rows this writer built, and how many had been loaded at its last ANALYZE. */
  let built = 0;
  let analyzedAt = 0;
  return {
    triggersHeld,
    async copy(table, columns, rows) {
      if (rows.length === 0) return;
      const target = loader.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
      await pipeline(Readable.from(rows.map((row) => `${row.map(copyField).join('\t')}\n`)), target);
    },
    async reserveIds(table, count) {
      const { rows } = await loader.query<{ id: number }>(
        `SELECT nextval(pg_get_serial_sequence($1, 'id'))::int AS id FROM generate_series(1, $2::int)`,
        [table, count],
      );
      return rows.map((row) => row.id);
    },
    async refreshSearch(userIds) {
      if (!triggersHeld || userIds.length === 0) return;
      // The refresh's joins are planned from the tables' statistics, which a database whose
      // autovacuum is off (this workplace's) never gathers by itself: without them the planner
      // scanned whole tables at every round.
      if (built + userIds.length >= analyzedAt * 2) {
        await refresher.query('ANALYZE');
        analyzedAt = built + userIds.length;
      }
      await refresher.query('SELECT troupe_search_refresh($1::int[])', [userIds]);
      built += userIds.length;
    },
    release: () => {
      loader.release();
      refresher.release();
    },
  };
}
