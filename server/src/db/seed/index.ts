import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { seedLookups } from './lookups';
import { seedPlans } from './plans';

/** Any constant shared by every server: it serialises seeding when several start at once. */
const SEED_LOCK_KEY = 7_405_001;

/**
 * The one seeding entry: writes the reference data every installation needs (lookup tables, then
 * plans) in one transaction, under a lock so servers starting together take turns. Idempotent, so
 * buildApp runs it on every start and `npm run seed` runs it on demand. Demo data joins here, as
 * an option, when there is some.
 */
export async function seedDatabase(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await seedLookups(tx);
    await seedPlans(tx);
  });
}
