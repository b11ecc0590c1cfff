import { type SQL, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from './client';
import { profiles, users } from './schema';

/**
 * How a person is named to others (a worker in a client's lists, a client in a worker's): the
 * company name of a legal entity, else the profile's name and surname, else the username. Takes
 * the tables (or their aliases) the query joins, users inner or left and profiles left.
 */
export function personNames(
  user: { tipologiaUtente: AnyPgColumn; username: AnyPgColumn },
  profile: { nome: AnyPgColumn; cognome: AnyPgColumn; ragioneSociale: AnyPgColumn },
): { nome: SQL<string | null>; cognome: SQL<string> } {
  const company = sql`case when ${user.tipologiaUtente} = 1 then ${profile.ragioneSociale} end`;
  return {
    nome: sql<string | null>`coalesce(${company}, ${profile.nome}, ${user.username})`,
    cognome: sql<string>`case when ${company} is not null then '' else coalesce(${profile.cognome}, '') end`,
  };
}

/** "Nome Cognome", or the one name there is. */
export const fullName = (names: { nome: string; cognome: string }) =>
  [names.nome, names.cognome].filter(Boolean).join(' ');

/**
 * The name a greeting uses (the home page, the subscription emails): the profile's first name once
 * the data tab holds it, else the username. An expression over users left-joined with
 * profiles, so a query that already reads the user (authentication, the renewal sweep) takes it along.
 */
export const greetingName = sql<string>`coalesce(nullif(trim(${profiles.nome}), ''), ${users.username})`;

/** greetingName for one user, where no query reads the user already. */
export async function greetingNameOf(db: Queryable, userId: number): Promise<string> {
  const [row] = await db
    .select({ name: greetingName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row.name;
}
