import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase } from '../../src/db/client';
import { seedDatabase } from '../../src/db/seed';

/**
 * The server tests' databases are migrated once per jest run, not once per test file: initdb and
 * the migrations took a few seconds of every file's start. Jest's global setup (the entries
 * globalSetupPglite.ts and globalSetupPostgres.ts, one per project, named in jest.config.ts) makes a
 * migrated database and names it in an environment variable, which the workers inherit; each test
 * file starts from a copy of it (testApp.ts's freshDatabase): PGlite from a dump of its data
 * directory, PostgreSQL from `CREATE DATABASE ... TEMPLATE`. The copies are migrated again as at a
 * real start, which finds nothing to do. The template is seeded too (lookups and plans), so each
 * test app's seed at its start finds every row as given and writes nothing, as a restart does in
 * production (db/seed/upsertById.ts). A file run without the global setup (no variable) migrates
 * and seeds its own database at its app's start.
 */

/** The path of the migrated PGlite data directory's dump (a tar file). */
export const PGLITE_DUMP_VARIABLE = 'TROUPE_TEST_PGLITE_DUMP';
/** The name of the migrated template database on TEST_DATABASE_URL's server. */
export const POSTGRES_TEMPLATE_VARIABLE = 'TROUPE_TEST_POSTGRES_TEMPLATE';

/** Migrates and seeds an in-memory PGlite and writes its data directory to a temporary file; answers its path. */
export async function dumpMigratedPglite(): Promise<string> {
  const database = await openDatabase({});
  try {
    await seedDatabase(database.db);
    // Everything written reaches the data files before they are copied.
    await database.db.execute('checkpoint');
    const client = (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'troupe-test-pglite-')), 'migrated.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}

/** The dump the global setup wrote, if it ran. */
export async function migratedPgliteDump(): Promise<Blob | undefined> {
  const file = process.env[PGLITE_DUMP_VARIABLE];
  return file ? new Blob([await readFile(file)]) : undefined;
}

export async function removePgliteDump(file: string): Promise<void> {
  await rm(path.dirname(file), { recursive: true, force: true });
}

async function onServer<T>(adminUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates a database on the server of `adminUrl`, migrates and seeds it, to be copied by every test file;
 * answers its name. No one may connect to it afterwards (a template with a session open cannot be
 * copied), so it is closed to connections once migrated.
 */
export async function createMigratedTemplate(adminUrl: string): Promise<string> {
  const name = `troupe_template_${randomUUID().replace(/-/g, '')}`;
  await onServer(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await seedDatabase(database.db);
  } finally {
    await database.close();
  }
  await onServer(adminUrl, (admin) =>
    admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`),
  );
  return name;
}

export async function dropTemplate(adminUrl: string, name: string): Promise<void> {
  await onServer(adminUrl, async (admin) => {
    await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}
