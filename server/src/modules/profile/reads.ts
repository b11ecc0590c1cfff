import { and, asc, between, eq } from 'drizzle-orm';
import { daysFrom, endOfNextMonth } from '@shared/validation/dates';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/client';
import { availabilityDays, greenPasses, profileLanguages, profileRoles, users, workingAreas } from '../../db/schema';
import { NotFound } from '../../http/errors';

/** Holds the user's row until the transaction ends, so two saves or uploads of one user queue up. */
export async function lockUser(tx: Queryable, userId: number) {
  const [user] = await tx.select({ workflow: users.workflow }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new NotFound();
  return user;
}

/** The days from `from` to `to` (both included) that a user's accepted engagements take. */
export type BookedDays = (userId: number, from: string, to: string) => Promise<string[]>;

/** The reads the tab store and the public profile share. */
export function createProfileReads(deps: { db: Database; clock: Clock; bookedDays: BookedDays }) {
  const { db, clock } = deps;

  /** Today to the end of next month: the days a user sets their availability for. */
  function availabilityRange() {
    const from = clock.today();
    return { from, to: endOfNextMonth(from) };
  }

  /**
   * The availability window. A day not stored is available; a day an accepted engagement takes is
   * unavailable and not modifiable (product.md §3.4), whatever was stored for it.
   */
  async function availabilityWindow(userId: number) {
    const { from, to } = availabilityRange();
    const [stored, booked] = await Promise.all([
      db
        .select()
        .from(availabilityDays)
        .where(and(eq(availabilityDays.userId, userId), between(availabilityDays.day, from, to))),
      deps.bookedDays(userId, from, to),
    ]);
    const byDay = new Map(stored.map((row) => [row.day, row]));
    const bookedDays = new Set(booked);
    return daysFrom(from, to).map((giorno) => {
      const row = byDay.get(giorno);
      const isBooked = bookedDays.has(giorno);
      return {
        giorno,
        disponibile: !isBooked && (row?.available ?? true),
        modificabile: !isBooked,
        id_DisponibilitaProfilo: row?.id ?? null,
      };
    });
  }

  /** The window's days an accepted engagement takes. */
  async function bookedInWindow(userId: number): Promise<Set<string>> {
    const { from, to } = availabilityRange();
    return new Set(await deps.bookedDays(userId, from, to));
  }

  async function greenPassOf(userId: number) {
    const [row] = await db.select().from(greenPasses).where(eq(greenPasses.userId, userId));
    return { greenPass: row?.greenPass ?? false, dataScadenzaGreenPass: row?.expiresOn ?? null };
  }

  const workingAreasOf = (userId: number) =>
    db.select().from(workingAreas).where(eq(workingAreas.userId, userId)).orderBy(asc(workingAreas.position));
  const rolesOf = (userId: number) =>
    db.select().from(profileRoles).where(eq(profileRoles.userId, userId)).orderBy(asc(profileRoles.position));
  const languagesOf = (userId: number) =>
    db
      .select()
      .from(profileLanguages)
      .where(eq(profileLanguages.userId, userId))
      .orderBy(asc(profileLanguages.position));

  return { availabilityWindow, bookedInWindow, greenPassOf, workingAreasOf, rolesOf, languagesOf };
}

export type ProfileReads = ReturnType<typeof createProfileReads>;
