import { index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';

/**
 * Lookup tables, each name in Italian and English. Ids are written in the seed (db/seed/lookups.ts)
 * rather than generated, so they are the same on every installation and the SPA, the tests and
 * other tables can rely on them (Italy is 21).
 */

export const nations = pgTable('nations', {
  id: integer('id').primaryKey(),
  /** ISO 3166-1 alpha-2, for billing addresses and flags. */
  isoCode: varchar('iso_code', { length: 2 }).notNull().unique(),
  nameIt: varchar('name_it', { length: 100 }).notNull(),
  nameEn: varchar('name_en', { length: 100 }).notNull(),
});

export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey(),
    nationId: integer('nation_id')
      .notNull()
      .references(() => nations.id),
    nameIt: varchar('name_it', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
  },
  (table) => [index('regions_nation_idx').on(table.nationId)],
);

export const languages = pgTable('languages', {
  id: integer('id').primaryKey(),
  nameIt: varchar('name_it', { length: 100 }).notNull(),
  nameEn: varchar('name_en', { length: 100 }).notNull(),
});

/** CEFR levels A2 to C2. */
export const languageLevels = pgTable('language_levels', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  nameIt: varchar('name_it', { length: 100 }).notNull(),
  nameEn: varchar('name_en', { length: 100 }).notNull(),
});

/** Ambiti: Cinema, Pubblicità, Televisione, Teatro. */
export const scopes = pgTable('scopes', {
  id: integer('id').primaryKey(),
  nameIt: varchar('name_it', { length: 100 }).notNull(),
  nameEn: varchar('name_en', { length: 100 }).notNull(),
});

/** Dipartimenti (reparti) of a scope. */
export const departments = pgTable(
  'departments',
  {
    id: integer('id').primaryKey(),
    scopeId: integer('scope_id')
      .notNull()
      .references(() => scopes.id),
    nameIt: varchar('name_it', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
  },
  (table) => [index('departments_scope_idx').on(table.scopeId)],
);

/** Ruoli (trades) of a department. */
export const roles = pgTable(
  'roles',
  {
    id: integer('id').primaryKey(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    nameIt: varchar('name_it', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
  },
  (table) => [index('roles_department_idx').on(table.departmentId)],
);

/** Clothes sizes (XS..XXXL) and trousers sizes (Italian numbering) in one list, told apart by kind. */
export const sizes = pgTable('sizes', {
  id: integer('id').primaryKey(),
  kind: varchar('kind', { length: 10 }).$type<'vestiti' | 'pantaloni'>().notNull(),
  /** Size labels read the same in both languages. */
  label: varchar('label', { length: 10 }).notNull(),
  position: smallint('position').notNull(),
});

/** 1 = married (the status that asks for the spouse's fiscal code). */
export const maritalStatuses = pgTable('marital_statuses', {
  id: integer('id').primaryKey(),
  nameIt: varchar('name_it', { length: 100 }).notNull(),
  nameEn: varchar('name_en', { length: 100 }).notNull(),
  position: smallint('position').notNull(),
});

export const residencePermitReasons = pgTable('residence_permit_reasons', {
  id: integer('id').primaryKey(),
  nameIt: varchar('name_it', { length: 150 }).notNull(),
  nameEn: varchar('name_en', { length: 150 }).notNull(),
});
