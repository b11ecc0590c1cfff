import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import journal from '../../src/db/migrations/meta/_journal.json';
import { scratchDatabase } from '../helpers/scratchDatabase';

/**
 * Servers that start together on a new database (a rolling deploy, WEB_CONCURRENCY workers) each
 * migrate it: one at a time, under an advisory lock, so every one of them starts.
 */
const onPostgres = process.env.TEST_DB === 'postgresql' && process.env.TEST_DATABASE_URL ? it : it.skip;

onPostgres('migrates once when four servers open a new database at the same moment, and all four start', async () => {
  const database = await scratchDatabase(process.env.TEST_DATABASE_URL!, 'migrate_together');
  try {
    const handles = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: database.url })));
    try {
      const applied = (await handles[0].db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      expect(applied.rows[0].n).toBe(journal.entries.length);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  } finally {
    await database.drop();
  }
});
