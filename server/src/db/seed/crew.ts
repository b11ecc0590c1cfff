import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import {
  availabilityDays,
  physicalData,
  professionalData,
  profileLanguages,
  profileRoles,
  profiles,
  users,
  workingAreas,
} from '../schema';

/**
 * Crew members written straight into the tables, many at a time: the demo data (demo/demoData.ts) and
 * the search tests' hand-made people. Only what a complete profile shows a client is written (the
 * professional card); the account is complete (workflow 0) unless told otherwise.
 */
export interface CrewPerson {
  username: string;
  email: string;
  passwordHash: string;
  nome: string;
  cognome: string;
  /** 0 (the default) is a complete profile; 1..9 a wizard still running. */
  workflow?: number;
  language?: 'it' | 'en';
  telefono?: string | null;
  heightCm?: number | null;
  weightKg?: number | null;
  experience?: string;
  areas?: { nationId: number; regionId: number | null }[];
  /** Up to three role ids, the first the main one. */
  roles?: number[];
  languages?: { languageId: number; levelId: number }[];
  /** Days marked unavailable ('YYYY-MM-DD'). */
  unavailable?: string[];
}

/**
 * A PostgreSQL session that loads many crew at once (the demo seed's 100,000 or 1,000,000): the
 * rows go by COPY, users included with ids taken from their sequence, and where the session may
 * (a superuser's session_replication_role) the tables' triggers are held off while they go, so the
 * search's rows are built once per round by `refreshSearch` instead of once per table's statement.
 * Without one, the rows go as multi-row INSERTs and the triggers follow each (PGlite, a
 * transaction, the tests).
 */
export interface BulkWriter {
  /** Writes rows into a table in one stream (PostgreSQL's COPY). */
  copy(table: string, columns: string[], rows: (string | number | boolean | null)[][]): Promise<void>;
  /** `count` ids from the table's identity sequence, for rows COPY'd with their id. */
  reserveIds(table: string, count: number): Promise<number[]>;
  /**
   * Builds the search's rows of the people given (search_people, which search_scopes and the
   * cards follow), once everything that feeds them is in; nothing when the triggers were not held.
   * It may run while the next people are loaded: one at a time. It gathers the tables' statistics
   * first whenever the people it has built have doubled since it last did.
   */
  refreshSearch(userIds: number[]): Promise<void>;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table here. */
const BATCH = 2000;

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await write(rows.slice(start, start + BATCH));
}

/**
 * Writes the people and answers their user ids, in order (`ids`), and the ids of those written now
 * (`added`). A person whose username is taken is not written again (the demo seed's second run adds
 * nothing) and answers the existing account's id.
 */
export async function insertCrew(
  db: Queryable,
  people: CrewPerson[],
  bulk?: BulkWriter,
): Promise<{ ids: number[]; added: number[] }> {
  const { ids, existing } = bulk ? await copyUsers(db, people, bulk) : await insertUsers(db, people);
  const fresh = people.filter((person) => ids.has(person.username));
  const idOf = (person: CrewPerson) => ids.get(person.username)!;

  const profileRows = fresh.map((person) => ({
    userId: idOf(person),
    nome: person.nome,
    cognome: person.cognome,
    telefono: person.telefono ?? null,
    email: person.email,
  }));
  const physicalRows = fresh.map((person) => ({
    userId: idOf(person),
    heightCm: person.heightCm ?? null,
    weightKg: person.weightKg ?? null,
  }));
  const professionalRows = fresh.map((person) => ({ userId: idOf(person), experience: person.experience ?? '' }));
  const areas = fresh.flatMap((person) =>
    (person.areas ?? []).map((area, position) => ({ userId: idOf(person), position, ...area })),
  );
  const roles = fresh.flatMap((person) =>
    (person.roles ?? []).map((roleId, position) => ({ userId: idOf(person), position, roleId })),
  );
  const spoken = fresh.flatMap((person) =>
    (person.languages ?? []).map((entry, position) => ({ userId: idOf(person), position, ...entry })),
  );
  const days = fresh.flatMap((person) =>
    (person.unavailable ?? []).map((day) => ({ userId: idOf(person), day, available: false })),
  );
  // The profiles go last: search_people's triggers (migration 0012) refresh the people each
  // statement touches, and until a person's profile row exists that refresh finds nothing to write,
  // so the person's search row is built once, by the profiles' statement, instead of once per table.
  if (bulk) {
    const { copy } = bulk;
    await copy(
      'physical_data',
      ['user_id', 'height_cm', 'weight_kg'],
      physicalRows.map((r) => [r.userId, r.heightCm, r.weightKg]),
    );
    await copy(
      'professional_data',
      ['user_id', 'experience'],
      professionalRows.map((r) => [r.userId, r.experience]),
    );
    await copy(
      'working_areas',
      ['user_id', 'position', 'nation_id', 'region_id'],
      areas.map((r) => [r.userId, r.position, r.nationId, r.regionId]),
    );
    await copy(
      'profile_roles',
      ['user_id', 'position', 'role_id'],
      roles.map((r) => [r.userId, r.position, r.roleId]),
    );
    await copy(
      'profile_languages',
      ['user_id', 'position', 'language_id', 'level_id'],
      spoken.map((r) => [r.userId, r.position, r.languageId, r.levelId]),
    );
    await copy(
      'availability_days',
      ['user_id', 'day', 'available'],
      days.map((r) => [r.userId, r.day, r.available]),
    );
    await copy(
      'profiles',
      ['user_id', 'nome', 'cognome', 'telefono', 'email'],
      profileRows.map((r) => [r.userId, r.nome, r.cognome, r.telefono, r.email]),
    );
  } else {
    await inBatches(physicalRows, (batch) => db.insert(physicalData).values(batch));
    await inBatches(professionalRows, (batch) => db.insert(professionalData).values(batch));
    await inBatches(areas, (batch) => db.insert(workingAreas).values(batch));
    await inBatches(roles, (batch) => db.insert(profileRoles).values(batch));
    await inBatches(spoken, (batch) => db.insert(profileLanguages).values(batch));
    await inBatches(days, (batch) => db.insert(availabilityDays).values(batch));
    await inBatches(profileRows, (batch) => db.insert(profiles).values(batch));
  }

  return {
    ids: people.map((person) => ids.get(person.username) ?? existing.get(person.username)!),
    added: fresh.map(idOf),
  };
}

/**
 * The accounts already holding these usernames, by username as given. Usernames are unique
 * whatever their case, and looked up as their index holds them (lower()): the same lookup by the
 * column itself read the whole table once a round, which made a large seed slower at every round.
 */
async function takenUsernames(db: Queryable, usernames: string[]): Promise<Map<string, number>> {
  const wanted = new Map(usernames.map((username) => [username.toLowerCase(), username]));
  const taken = new Map<string, number>();
  const lowered = [...wanted.keys()];
  for (let start = 0; start < lowered.length; start += BATCH) {
    const rows = await db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(sql`lower(${users.username})`, lowered.slice(start, start + BATCH)));
    for (const row of rows) taken.set(wanted.get(row.username.toLowerCase())!, row.id);
  }
  return taken;
}

/** Inserts the accounts whose username is free: their ids, and the others' accounts' (`existing`). */
async function insertUsers(db: Queryable, people: CrewPerson[]) {
  const ids = new Map<string, number>();
  await inBatches(people, async (batch) => {
    const rows = await db
      .insert(users)
      .values(batch.map(accountOf))
      .onConflictDoNothing()
      .returning({ id: users.id, username: users.username });
    for (const row of rows) ids.set(row.username, row.id);
  });
  const missing = people.filter((person) => !ids.has(person.username)).map((person) => person.username);
  return { ids, existing: await takenUsernames(db, missing) };
}

/** The same by COPY: the taken usernames first, then the others with ids reserved from the sequence. */
async function copyUsers(db: Queryable, people: CrewPerson[], bulk: BulkWriter) {
  const existing = await takenUsernames(
    db,
    people.map((person) => person.username),
  );
  const fresh = people.filter((person) => !existing.has(person.username));
  const reserved = await bulk.reserveIds('users', fresh.length);
  const ids = new Map(fresh.map((person, index) => [person.username, reserved[index]]));
  await bulk.copy(
    'users',
    ['id', 'username', 'email', 'password_hash', 'workflow', 'language'],
    fresh.map((person, index) => {
      const account = accountOf(person);
      return [
        reserved[index],
        account.username,
        account.email,
        account.passwordHash,
        account.workflow,
        account.language,
      ];
    }),
  );
  return { ids, existing };
}

const accountOf = (person: CrewPerson) => ({
  username: person.username,
  email: person.email,
  passwordHash: person.passwordHash,
  workflow: person.workflow ?? 0,
  language: person.language ?? 'it',
});
