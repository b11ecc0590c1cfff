import { type SQL, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { profiles } from './schema';

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
export const fullName = (names: { nome: string; cognome: string }) => [names.nome, names.cognome].filter(Boolean).join(' ');

/**
 * The name a greeting uses (the home page, the subscription emails): the profile's first name once
 * the data tab holds it, else the username (issue 13).
 */
export async function greetingNameOf(db: Database, user: { id: number; username: string }): Promise<string> {
  const [profile] = await db.select({ nome: profiles.nome }).from(profiles).where(eq(profiles.userId, user.id));
  return profile?.nome?.trim() || user.username;
}
