import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import journal from '../../src/db/migrations/meta/_journal.json';

/**
 * Migration 0018 keeps fuel in cents (docs/decisions.md, "Money and numbers"): the whole euro stored
 * before it become that many hundreds of cents, and the bound follows them.
 */
const MIGRATIONS = path.join(__dirname, '../../src/db/migrations');
const TAG = '0018_fuel_cost_cents';

async function migrate(client: PGlite, tags: string[]) {
  for (const tag of tags) {
    for (const statement of readFileSync(path.join(MIGRATIONS, `${tag}.sql`), 'utf8').split('--> statement-breakpoint'))
      await client.exec(statement);
  }
}

it('turns the euro already stored into cents, and bounds the cents at 10,000 euro', async () => {
  const client = new PGlite({ extensions: { btree_gist, unaccent } });
  try {
    const tags = journal.entries.map((entry) => entry.tag);
    await migrate(client, tags.slice(0, tags.indexOf(TAG)));
    // The rows alone: the engagement they name is not what this migration is about.
    await client.exec(`
      set session_replication_role = replica;
      insert into car_sheets (engagement_id, day, routes, km, model, plate, fuel_cost, created_at, updated_at)
      values (1, '2026-05-01', 'Roma', 10, 'Panda', 'AB123CD', 45, now(), now()),
             (1, '2026-05-02', 'Roma', 10, 'Panda', 'AB123CD', 10000, now(), now()),
             (1, '2026-05-03', 'Roma', 10, 'Panda', 'AB123CD', 0, now(), now());
      set session_replication_role = origin;`);
    await migrate(client, [TAG]);
    const rows = await client.query<{ fuel_cost_cents: number }>('select fuel_cost_cents from car_sheets order by day');
    expect(rows.rows.map((row) => row.fuel_cost_cents)).toEqual([4500, 1000000, 0]);
    await expect(
      client.exec("update car_sheets set fuel_cost_cents = 1000001 where day = '2026-05-01'"),
    ).rejects.toThrow(/car_sheets_fuel_cost_cents_check/);
  } finally {
    await client.close();
  }
});
