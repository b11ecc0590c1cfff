import { count, sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { nations, roles } from '../../src/db/schema';

/**
 * PGlite runs on the event loop's thread, and its queued statements used to run
 * one after the other without the loop turning, so under 200 connections new connections were not
 * accepted and requests were not read for seconds. Each statement now begins on a new turn.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(() => database.close());

it('lets the event loop turn between any two queued statements of the embedded database', async () => {
  const events: string[] = [];
  let statementsLeft = 20;
  const turn = () => {
    events.push('turn');
    if (statementsLeft > 0) setImmediate(turn);
  };
  setImmediate(turn);
  await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      database.db.execute(sql`select ${index}::int as n`).then(() => {
        statementsLeft -= 1;
        events.push('statement');
      }),
    ),
  );
  expect(events.filter((event) => event === 'statement')).toHaveLength(20);
  expect(events.join(' ')).not.toContain('statement statement');
});

it('runs a transaction as one turn, its own statements inside it', async () => {
  const [inside, outside] = await Promise.all([
    database.db.transaction(async (tx) =>
      Promise.all([tx.select({ n: count() }).from(nations), tx.select({ n: count() }).from(roles)]),
    ),
    database.db.select({ n: count() }).from(nations),
  ]);
  expect(inside[0]).toEqual(outside);
  expect(inside[1][0].n).toBeGreaterThanOrEqual(0);
});
