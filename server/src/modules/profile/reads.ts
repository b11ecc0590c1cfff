import { and, asc, between, eq } from 'drizzle-orm';
import { daysFrom, endOfNextMonth } from '../../../../src/validation/dates';
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

/** The reads the tab store and the public profile share. */
export function createProfileReads(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  /** The availability window, today to the end of next month; a day not stored is available. */
  async function availabilityWindow(userId: number) {
    const from = clock.today();
    const to = endOfNextMonth(from);
    const stored = await db
      .select()
      .from(availabilityDays)
      .where(and(eq(availabilityDays.userId, userId), between(availabilityDays.day, from, to)));
    const byDay = new Map(stored.map((row) => [row.day, row]));
    // Only an accepted engagement makes a day not modifiable (00-DECISIONS); this part of the
    // product has no engagements, so every day of the window can be changed.
    return daysFrom(from, to).map((giorno) => {
      const row = byDay.get(giorno);
      return { giorno, disponibile: row?.available ?? true, modificabile: true, id_DisponibilitaProfilo: row?.id ?? null };
    });
  }

  async function greenPassOf(userId: number) {
    const [row] = await db.select().from(greenPasses).where(eq(greenPasses.userId, userId));
    return { greenPass: row?.greenPass ?? false, dataScadenzaGreenPass: row?.expiresOn ?? null };
  }

  const workingAreasOf = (userId: number) =>
    db.select().from(workingAreas).where(eq(workingAreas.userId, userId)).orderBy(asc(workingAreas.position));
  const rolesOf = (userId: number) => db.select().from(profileRoles).where(eq(profileRoles.userId, userId)).orderBy(asc(profileRoles.position));
  const languagesOf = (userId: number) =>
    db.select().from(profileLanguages).where(eq(profileLanguages.userId, userId)).orderBy(asc(profileLanguages.position));

  return { availabilityWindow, greenPassOf, workingAreasOf, rolesOf, languagesOf };
}

export type ProfileReads = ReturnType<typeof createProfileReads>;
