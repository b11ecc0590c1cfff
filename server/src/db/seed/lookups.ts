import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { ITALY_NATION_ID } from '@shared/validation/fields';
import type { Queryable } from '../client';
import {
  departments,
  languageLevels,
  languages,
  maritalStatuses,
  nations,
  regions,
  residencePermitReasons,
  roles,
  scopes,
  sizes,
} from '../schema';
import {
  DEPARTMENT_ROWS,
  ITALIAN_REGIONS,
  LANGUAGE_LEVELS,
  LANGUAGES,
  MARITAL_STATUSES,
  NATIONS,
  RESIDENCE_PERMIT_REASONS,
  ROLE_ROWS,
  SCOPE_ROWS,
  SIZES,
} from './lookupData';

/** Inserts the rows, or rewrites every column but the id of those already there. */
async function upsert<T extends PgTable>(tx: Queryable, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const set: PgUpdateSetSource<T> = Object.fromEntries(
    Object.entries(columns)
      .filter(([key]) => key !== 'id')
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  ) as PgUpdateSetSource<T>;
  await tx
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({ target: (columns as unknown as { id: never }).id, set });
}

/**
 * Writes the lookup tables on every start, after the migrations. Chosen over SQL in a migration
 * because the content is reviewed as data beside its translation, a corrected name reaches every
 * installation without a new migration, and an upsert by fixed id is idempotent: rows are never
 * deleted, so nothing that refers to them can break.
 */
export async function seedLookups(tx: Queryable): Promise<void> {
  await upsert(
    tx,
    nations,
    NATIONS.map(({ id, isoCode, it, en }) => ({ id, isoCode, nameIt: it, nameEn: en })),
  );
  await upsert(
    tx,
    regions,
    ITALIAN_REGIONS.map(({ id, it, en }) => ({ id, nationId: ITALY_NATION_ID, nameIt: it, nameEn: en })),
  );
  await upsert(
    tx,
    languages,
    LANGUAGES.map(({ id, it, en }) => ({ id, nameIt: it, nameEn: en })),
  );
  await upsert(
    tx,
    languageLevels,
    LANGUAGE_LEVELS.map(({ id, code, it, en }) => ({ id, code, nameIt: it, nameEn: en })),
  );
  await upsert(
    tx,
    scopes,
    SCOPE_ROWS.map(({ id, it, en }) => ({ id, nameIt: it, nameEn: en })),
  );
  await upsert(
    tx,
    departments,
    DEPARTMENT_ROWS.map(({ id, scopeId, it, en }) => ({ id, scopeId, nameIt: it, nameEn: en })),
  );
  await upsert(
    tx,
    roles,
    ROLE_ROWS.map(({ id, departmentId, it, en }) => ({ id, departmentId, nameIt: it, nameEn: en })),
  );
  await upsert(tx, sizes, SIZES);
  await upsert(
    tx,
    maritalStatuses,
    MARITAL_STATUSES.map(({ id, it, en, position }) => ({ id, nameIt: it, nameEn: en, position })),
  );
  await upsert(
    tx,
    residencePermitReasons,
    RESIDENCE_PERMIT_REASONS.map(({ id, it, en }) => ({ id, nameIt: it, nameEn: en })),
  );
}
