import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { bulkWriterOn } from '../../src/db/seed/bulkWriter';
import { seedDemo } from '../../src/demo/demoData';
import { type TestApp, buildTestApp } from '../helpers/testApp';

/**
 * The demo seed on PostgreSQL writes a round's rows with the triggers held off and builds its
 * search rows once (docs/decisions.md, "search_people"): what a client then searches must be what
 * the triggers write, row for row. Only a PostgreSQL server has COPY and session_replication_role.
 */
const onPostgres = process.env.TEST_DB === 'postgresql' ? describe : describe.skip;
const NOW = new Date('2026-11-27T10:00:00Z');
const CREW = 60;

/** The search's three tables as text, each in its key's order. */
async function searchTables(t: TestApp) {
  const { rows } = (await t.database.db.execute(sql`SELECT
    (SELECT string_agg(p::text, '|' ORDER BY user_id) FROM search_people p) AS people,
    (SELECT string_agg(s::text, '|' ORDER BY user_id, scope_id) FROM search_scopes s) AS scopes,
    (SELECT string_agg(c::text, '|' ORDER BY user_id) FROM search_cards c) AS cards,
    (SELECT count(*)::int FROM search_people) AS searchable`)) as unknown as {
    rows: { people: string; scopes: string; cards: string; searchable: number }[];
  };
  return rows[0];
}

onPostgres('the demo seed by COPY', () => {
  let byTriggers: TestApp;
  let byCopy: TestApp;
  beforeAll(async () => {
    [byTriggers, byCopy] = await Promise.all([buildTestApp({}, { now: NOW }), buildTestApp({}, { now: NOW })]);
  });
  afterAll(async () => {
    await Promise.all([byTriggers?.close(), byCopy?.close()]);
  });

  it('leaves the search tables as the triggers leave them, and adds no one on a second run', async () => {
    await seedDemo(byTriggers.database.db, { crew: CREW, clients: 1, today: byTriggers.clock.today() });
    const pool = (byCopy.database.db as unknown as { $client: Pool }).$client;
    const bulk = await bulkWriterOn(pool);
    try {
      expect(bulk.triggersHeld).toBe(true);
      await seedDemo(byCopy.database.db, { crew: CREW, clients: 1, today: byCopy.clock.today(), bulk });
      const again = await seedDemo(byCopy.database.db, { crew: CREW, clients: 1, today: byCopy.clock.today(), bulk });
      expect(again.crewAdded).toBe(0);
    } finally {
      bulk.release();
    }
    const expected = await searchTables(byTriggers);
    // The crew, the client and the worker booked on its job are searchable (the production house is not).
    expect(expected.searchable).toBe(CREW + 2);
    expect(await searchTables(byCopy)).toEqual(expected);
  });
});
