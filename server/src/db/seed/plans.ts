import type { Queryable } from '../client';
import { plans } from '../schema';
import { upsertById } from './upsertById';

/**
 * The plans of product.md §3.5, in euro cents. Edit here to change the offer: every start writes
 * these rows over the stored ones, so all servers agree. Ids are the API's id_Abbonamento and never
 * change meaning; a withdrawn plan stays with available false, for those who still hold it.
 */
export const PLAN_SEED: (typeof plans.$inferInsert)[] = [
  {
    id: 1,
    nameIt: 'Advanced mensile',
    nameEn: 'Advanced monthly',
    months: 1,
    priceCents: 990,
    tipologiaAbbonamento: 1,
    available: true,
  },
  {
    id: 2,
    nameIt: 'Advanced annuale',
    nameEn: 'Advanced yearly',
    months: 12,
    priceCents: 9900,
    tipologiaAbbonamento: 1,
    available: true,
  },
  {
    id: 3,
    nameIt: 'Master mensile',
    nameEn: 'Master monthly',
    months: 1,
    priceCents: 1990,
    tipologiaAbbonamento: 2,
    available: true,
  },
  {
    id: 4,
    nameIt: 'Master annuale',
    nameEn: 'Master yearly',
    months: 12,
    priceCents: 19900,
    tipologiaAbbonamento: 2,
    available: true,
  },
];

/** Idempotent: an upsert by id. */
export async function seedPlans(db: Queryable): Promise<void> {
  await upsertById(db, plans, PLAN_SEED);
}
