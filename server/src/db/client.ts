import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import path from 'node:path';
import { Pool } from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

/** The one query interface the services use, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle or the database itself: services accept either. */
export type Queryable = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgresql';
  close(): Promise<void>;
}

/** A PostgreSQL URL, a directory for PGlite's files, or neither for an in-memory PGlite (tests). */
export interface DatabaseLocation {
  databaseUrl?: string;
  pgliteDir?: string;
}

const migrationsFolder = path.join(__dirname, 'migrations');

/** The database the configuration names: DATABASE_URL's server, else PGlite's files under DATA_DIR. */
export function configuredLocation(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseLocation {
  return config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') };
}

/** Opens the database and brings its schema up to date; seeding is seedDatabase's (db/seed). */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.databaseUrl) {
    const pool = new Pool({ connectionString: location.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a dropped database) is discarded by the pool and
    // the next query opens a new one; without a listener, node would treat that event as a crash.
    pool.on('error', () => {});
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    await migratePostgres(db as never, { migrationsFolder });
    return { db, kind: 'postgresql', close: () => pool.end() };
  }
  // btree_gist backs the engagements' no-double-booking constraint (migration 0003).
  const client = new PGlite({ dataDir: location.pgliteDir, extensions: { btree_gist } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}
