import { boolean, customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';

/** PostgreSQL's set of date ranges ('{[2030-05-11,2030-05-12),[2030-05-20,2030-05-25)}'), which Drizzle has no column for. */
const dateMultirange = customType<{ data: string }>({ dataType: () => 'datemultirange' });

/**
 * What search filters and orders on, one narrow row per searchable person (a complete profile with
 * a name and surname), derived from the profile's tables by the database itself: migration
 * 0012_search_people's triggers rewrite a person's row whenever their profile, account workflow,
 * roles, working areas, spoken languages (since 0021), availability or accepted engagements
 * change, whoever writes them (the profile wizard, the calendar, the engagements, the demo seed's
 * COPY). Never written by the code.
 *
 * Why a table of its own (docs/decisions.md, "The search's plan"): a search reads one narrow row
 * per candidate instead of joining five tables and anti-joining the day rows, the role's three
 * depths and the areas are arrays a GIN index answers "any of the person's" with, and "free on
 * every day of the range" is one overlap test against `busy` instead of probing day rows.
 */
export const searchPeople = pgTable(
  'search_people',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** profiles.nome_folded and cognome_folded (troupe_fold: lower case, no accents). */
    nomeFolded: text('nome_folded').notNull(),
    cognomeFolded: text('cognome_folded').notNull(),
    /** The person's roles, then each one's department and scope, in the profile's order: [1] is the main one. */
    roles: integer('roles').array().notNull(),
    departments: integer('departments').array().notNull(),
    scopes: integer('scopes').array().notNull(),
    /** The working areas' nations, and the regions of those that name one. */
    nations: integer('nations').array().notNull(),
    regions: integer('regions').array().notNull(),
    /**
     * The spoken languages as "this language at this level or above" marks, troupe_language_level's
     * numbers (migration 0021): a person with English at B2 holds English at any level, at A2, B1
     * and B2, so "English at least B1" is one containment test a GIN index answers.
     */
    languages: integer('languages')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Every day the person is not available: the days marked unavailable and the accepted engagements' dates. */
    busy: dateMultirange('busy').notNull(),
  },
  (table) => [
    index('search_people_roles_idx').using('gin', table.roles),
    index('search_people_departments_idx').using('gin', table.departments),
    index('search_people_scopes_idx').using('gin', table.scopes),
    index('search_people_nations_idx').using('gin', table.nations),
    index('search_people_regions_idx').using('gin', table.regions),
    index('search_people_languages_idx').using('gin', table.languages),
    // The name filters' prefix match (LIKE 'bia%' becomes a range of these text_pattern_ops indexes).
    index('search_people_cognome_idx').using(
      'btree',
      table.cognomeFolded.op('text_pattern_ops'),
      table.nomeFolded.op('text_pattern_ops'),
    ),
    index('search_people_nome_idx').using('btree', table.nomeFolded.op('text_pattern_ops')),
  ],
);

/**
 * search_people again, one row per person and scope of their roles: what a search by a scope alone
 * (the broad one: a scope holds about half the crew) reads, with no other filter to narrow it.
 * Migration 0015's triggers on search_people rewrite a person's rows here in the statement that
 * writes their search_people row (the cascade removes them with it); never written by the code.
 *
 * Why (docs/decisions.md, "The search's plan"): its index search_scopes_order_idx (written in the
 * migration: Drizzle has no INCLUDE) holds the scope, the order of a results page and `busy`, so
 * such a search counts its matches by an index-only scan and reads its page in order from the
 * same index, where search_people made it test the scopes array and sort every match.
 */
export const searchScopes = pgTable(
  'search_scopes',
  {
    scopeId: integer('scope_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => searchPeople.userId, { onDelete: 'cascade' }),
    /** The scope of the person's main (first) role: relevance 1 in a search by that scope. */
    main: boolean('main').notNull(),
    nomeFolded: text('nome_folded').notNull(),
    cognomeFolded: text('cognome_folded').notNull(),
    busy: dateMultirange('busy').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.scopeId] })],
);

/**
 * One row per person of search_people: their search result as the API writes it, ready, so a results page
 * reads one row per person instead of eight tables and the server sends the text without building it
 * (docs/decisions.md, "The search's plan"). `it` and `en` are the result's JSON in that language
 * (shared/contracts/search.ts' searchResultUser, keys in its order, lookups named) up to and without
 * what depends on the search: the search appends `listaDisponibilita` and `listaIngaggiInviati` and
 * the closing brace. `booked` is the days the person's accepted engagements take, which the
 * availability tells apart from the days they marked. Written by migration 0027's
 * troupe_search_cards_write: 0017's statement triggers on search_people rewrite a person's card in the
 * statement that writes their search_people row, as search_scopes follows it; the tables only the card
 * shows (physical and professional data, the photo) rewrite the card alone; a lookup's new name
 * rewrites every card. Removed with the search_people row by the foreign key's cascade. Never written
 * by the code.
 */
export const searchCards = pgTable('search_cards', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => searchPeople.userId, { onDelete: 'cascade' }),
  it: text('it').notNull(),
  en: text('en').notNull(),
  booked: dateMultirange('booked')
    .notNull()
    .default(sql`'{}'`),
});
