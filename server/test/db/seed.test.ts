import { count } from 'drizzle-orm';
import { nations, plans, roles } from '../../src/db/schema';
import { seedDatabase } from '../../src/db/seed';
import { PLAN_SEED } from '../../src/db/seed/plans';
import { buildTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const rows = async () => {
  const { db } = t.database;
  const [[nationRows], [roleRows], [planRows]] = await Promise.all([
    db.select({ n: count() }).from(nations),
    db.select({ n: count() }).from(roles),
    db.select({ n: count() }).from(plans),
  ]);
  return { nations: nationRows.n, roles: roleRows.n, plans: planRows.n };
};

describe('seedDatabase', () => {
  it('has written the lookups and the plans when the app is built', async () => {
    const seeded = await rows();
    expect(seeded.nations).toBeGreaterThan(0);
    expect(seeded.roles).toBeGreaterThan(0);
    expect(seeded.plans).toBe(PLAN_SEED.length);
  });

  it('changes nothing when run again, even twice at once', async () => {
    const before = await rows();
    await Promise.all([seedDatabase(t.database.db), seedDatabase(t.database.db)]);
    expect(await rows()).toEqual(before);
  });
});
