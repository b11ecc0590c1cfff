import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import {
  languageLevels,
  languages,
  maritalStatuses,
  nations,
  regions,
  residencePermitReasons,
  roles,
  sizes,
} from './lookups';

/**
 * The profile wizard's data (product.md §1.3), one table per tab so a tab never saved simply has
 * no row. Every table belongs to a user and goes with the account (cascade). Dates are
 * 'YYYY-MM-DD' strings end to end. The user type and the image consent live on `users`, where
 * the login data already reads them.
 */

const owner = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Up to three working areas, roles and languages: the position (0..2) is the cap the database keeps. */
const threePositions = (name: string, column: AnyPgColumn) => check(name, sql`${column} between 0 and 2`);

/** Tab 1. id_Profilo is the user's id. */
export const profiles = pgTable(
  'profiles',
  {
    userId: owner().primaryKey(),
    nome: varchar('nome', { length: 100 }),
    cognome: varchar('cognome', { length: 100 }),
    telefono: varchar('telefono', { length: 20 }),
    /** The contact address shown on the profile; the account's own email stays on users. */
    email: varchar('email', { length: 254 }),
    ragioneSociale: varchar('ragione_sociale', { length: 200 }),
    codiceFiscalePiva: varchar('codice_fiscale_piva', { length: 16 }),
    pec: varchar('pec', { length: 254 }),
    sdi: varchar('sdi', { length: 7 }),
    dataNascita: date('data_nascita', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The names folded for search (lower case, accents removed by unaccent: "Bià" → "bia"), kept by
     * the database itself; troupe_fold is the immutable wrapper the search migration creates.
     * Their text_pattern_ops indexes serve the name filters' prefix match (LIKE 'bia%').
     */
    nomeFolded: text('nome_folded').generatedAlwaysAs(sql`troupe_fold(nome)`),
    cognomeFolded: text('cognome_folded').generatedAlwaysAs(sql`troupe_fold(cognome)`),
  },
  (table) => [
    index('profiles_cognome_folded_idx').using(
      'btree',
      table.cognomeFolded.op('text_pattern_ops'),
      table.nomeFolded.op('text_pattern_ops'),
    ),
    index('profiles_nome_folded_idx').using('btree', table.nomeFolded.op('text_pattern_ops')),
  ],
);

/** Tab 0: only days the user has set are stored; a missing day is available (product.md §3.4). */
export const availabilityDays = pgTable(
  'availability_days',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    day: date('day', { mode: 'string' }).notNull(),
    available: boolean('available').notNull(),
  },
  (table) => [
    uniqueIndex('availability_days_user_day_key').on(table.userId, table.day),
    index('availability_days_day_idx').on(table.day),
    // Search's "available every day of the range" looks only for the days marked unavailable.
    index('availability_days_unavailable_idx')
      .on(table.userId, table.day)
      .where(sql`not ${table.available}`),
  ],
);

export const workingAreas = pgTable(
  'working_areas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    position: smallint('position').notNull(),
    nationId: integer('nation_id')
      .notNull()
      .references(() => nations.id),
    regionId: integer('region_id').references(() => regions.id),
  },
  (table) => [
    uniqueIndex('working_areas_user_position_key').on(table.userId, table.position),
    index('working_areas_nation_region_idx').on(table.nationId, table.regionId),
    threePositions('working_areas_position_check', table.position),
  ],
);

export const greenPasses = pgTable('green_passes', {
  userId: owner().primaryKey(),
  greenPass: boolean('green_pass').notNull(),
  expiresOn: date('expires_on', { mode: 'string' }),
});

/** Tab 2. */
export const personalLegalData = pgTable('personal_legal_data', {
  userId: owner().primaryKey(),
  cittaNascita: varchar('citta_nascita', { length: 100 }),
  provinciaNascita: varchar('provincia_nascita', { length: 2 }),
  cittaResidenza: varchar('citta_residenza', { length: 100 }),
  indirizzoResidenza: varchar('indirizzo_residenza', { length: 200 }),
  provinciaResidenza: varchar('provincia_residenza', { length: 2 }),
  capResidenza: varchar('cap_residenza', { length: 10 }),
  cittaDomicilio: varchar('citta_domicilio', { length: 100 }),
  indirizzoDomicilio: varchar('indirizzo_domicilio', { length: 200 }),
  provinciaDomicilio: varchar('provincia_domicilio', { length: 2 }),
  capDomicilio: varchar('cap_domicilio', { length: 10 }),
});

/** Tab 3. */
export const citizenships = pgTable('citizenships', {
  userId: owner().primaryKey(),
  italian: boolean('italian').notNull(),
  permitReasonId: integer('permit_reason_id').references(() => residencePermitReasons.id),
  permitCode: varchar('permit_code', { length: 50 }),
  permitIdentifier: varchar('permit_identifier', { length: 50 }),
  permitIssuingCity: varchar('permit_issuing_city', { length: 100 }),
  permitExpiresOn: date('permit_expires_on', { mode: 'string' }),
});

/**
 * Tab 4. Weight in kilograms whatever the language the user typed it in; weight_lbs keeps the pounds
 * typed in English, which whole kilograms cannot give back exactly.
 */
export const physicalData = pgTable('physical_data', {
  userId: owner().primaryKey(),
  clothesSizeId: integer('clothes_size_id').references(() => sizes.id),
  trousersSizeId: integer('trousers_size_id').references(() => sizes.id),
  heightCm: integer('height_cm'),
  weightKg: integer('weight_kg'),
  weightLbs: integer('weight_lbs'),
  shoeSize: integer('shoe_size'),
});

/** Tab 5. */
export const familyData = pgTable('family_data', {
  userId: owner().primaryKey(),
  maritalStatusId: integer('marital_status_id')
    .notNull()
    .references(() => maritalStatuses.id),
  spouseFiscalCode: varchar('spouse_fiscal_code', { length: 16 }),
  dependentChildren: integer('dependent_children').notNull(),
  dependentChildrenPercentage: integer('dependent_children_percentage'),
});

export const dependentChildren = pgTable(
  'dependent_children',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    position: smallint('position').notNull(),
    fiscalCode: varchar('fiscal_code', { length: 16 }).notNull(),
  },
  (table) => [uniqueIndex('dependent_children_user_position_key').on(table.userId, table.position)],
);

/** Tab 6. */
export const professionalData = pgTable('professional_data', {
  userId: owner().primaryKey(),
  experience: text('experience').notNull(),
});

/** The scope and department follow from the role, so only the role is stored. */
export const profileRoles = pgTable(
  'profile_roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    position: smallint('position').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (table) => [
    uniqueIndex('profile_roles_user_position_key').on(table.userId, table.position),
    uniqueIndex('profile_roles_user_role_key').on(table.userId, table.roleId),
    index('profile_roles_role_idx').on(table.roleId),
    threePositions('profile_roles_position_check', table.position),
  ],
);

export const profileLanguages = pgTable(
  'profile_languages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    position: smallint('position').notNull(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    levelId: integer('level_id')
      .notNull()
      .references(() => languageLevels.id),
  },
  (table) => [
    uniqueIndex('profile_languages_user_position_key').on(table.userId, table.position),
    uniqueIndex('profile_languages_user_language_key').on(table.userId, table.languageId),
    threePositions('profile_languages_position_check', table.position),
  ],
);

/** Tab 7. */
export const fiscalData = pgTable('fiscal_data', {
  userId: owner().primaryKey(),
  taxableIncome: integer('taxable_income').notNull(),
});

/** Tab 8. */
export const bankData = pgTable('bank_data', {
  userId: owner().primaryKey(),
  iban: varchar('iban', { length: 34 }).notNull(),
  bankName: varchar('bank_name', { length: 100 }).notNull(),
  bic: varchar('bic', { length: 11 }),
});

/**
 * Identity documents. The file lives under DATA_DIR/uploads/<user>/<storedName>; the name the
 * user gave it is kept only to show it back.
 */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    documentType: smallint('document_type').notNull(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    storedName: varchar('stored_name', { length: 64 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('documents_user_idx').on(table.userId)],
);

/** The profile photo, re-encoded without metadata, and its square thumbnail for avatars. */
export const profilePhotos = pgTable('profile_photos', {
  userId: owner().primaryKey(),
  storedName: varchar('stored_name', { length: 64 }).notNull(),
  mimeType: varchar('mime_type', { length: 100 }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  thumbnailName: varchar('thumbnail_name', { length: 64 }).notNull(),
  thumbnailMimeType: varchar('thumbnail_mime_type', { length: 100 }).notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});
