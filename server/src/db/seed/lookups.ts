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
import { upsertById } from './upsertById';

/**
 * Writes the lookup tables on every start, after the migrations. Chosen over SQL in a migration
 * because the content is reviewed as data beside its translation, a corrected name reaches every
 * installation without a new migration, and an upsert by fixed id is idempotent: rows are never
 * deleted, so nothing that refers to them can break.
 */
export async function seedLookups(tx: Queryable): Promise<void> {
  await upsertById(
    tx,
    nations,
    NATIONS.map(({ id, isoCode, it, en }) => ({ id, isoCode, nameIt: it, nameEn: en })),
  );
  await upsertById(
    tx,
    regions,
    ITALIAN_REGIONS.map(({ id, it, en }) => ({ id, nationId: ITALY_NATION_ID, nameIt: it, nameEn: en })),
  );
  await upsertById(
    tx,
    languages,
    LANGUAGES.map(({ id, it, en }) => ({ id, nameIt: it, nameEn: en })),
  );
  await upsertById(
    tx,
    languageLevels,
    LANGUAGE_LEVELS.map(({ id, code, it, en }) => ({ id, code, nameIt: it, nameEn: en })),
  );
  await upsertById(
    tx,
    scopes,
    SCOPE_ROWS.map(({ id, it, en }) => ({ id, nameIt: it, nameEn: en })),
  );
  await upsertById(
    tx,
    departments,
    DEPARTMENT_ROWS.map(({ id, scopeId, it, en }) => ({ id, scopeId, nameIt: it, nameEn: en })),
  );
  await upsertById(
    tx,
    roles,
    ROLE_ROWS.map(({ id, departmentId, it, en }) => ({ id, departmentId, nameIt: it, nameEn: en })),
  );
  await upsertById(tx, sizes, SIZES);
  await upsertById(
    tx,
    maritalStatuses,
    MARITAL_STATUSES.map(({ id, it, en, position }) => ({ id, nameIt: it, nameEn: en, position })),
  );
  await upsertById(
    tx,
    residencePermitReasons,
    RESIDENCE_PERMIT_REASONS.map(({ id, it, en }) => ({ id, nameIt: it, nameEn: en })),
  );
}
