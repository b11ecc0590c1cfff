import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import path from 'node:path';
import { setImmediate as nextLoopTurn } from 'node:timers/promises';
import { restrictTree } from '../dataDir';
import { Pool } from 'pg';
import { type Follower, type NotificationHandlers, followPglite, followPostgres } from './notifications';
import type { Config } from '../config';
import * as schema from './schema';

/** The one query interface the services use, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a transaction's callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A transaction handle or the database itself: services accept either. */
export type Queryable = Transaction | Database;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgresql';
  /** Queries waiting for the database now (PGlite runs one at a time; a pool waits for a free connection). */
  waiting(): number;
  /**
   * Runs `work` while holding the lock `key` (tasks/schedule.ts names the keys), so no other
   * server runs the same work at once; answers null at once, without running it, when another
   * holds the lock. The lock goes with the connection: a server that dies releases it.
   */
  exclusively<T>(key: number, work: () => Promise<T>): Promise<{ value: T } | null>;
  /** Follows the NOTIFYs of `channel` (sent at commit by the migrations' triggers), from any server's writes. */
  follow(channel: string, handlers: NotificationHandlers): Promise<Follower>;
  close(): Promise<void>;
}

/** The first half of every advisory lock's key, so the product's locks meet no one else's. */
export const LOCK_NAMESPACE = 0x7472_7570; // 'trup'

/**
 * PostgreSQL: a session-level advisory lock on a connection held for the whole run. A
 * transaction-level lock would need the run in one transaction, which the renewal charges (calls
 * to the provider) must stay out of. The lock is released with the connection if the server dies.
 */
function advisoryLocks(pool: Pool): DatabaseHandle['exclusively'] {
  return async (key, work) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [
        LOCK_NAMESPACE,
        key,
      ]);
      if (!rows[0].locked) return null;
      try {
        return { value: await work() };
      } finally {
        await client.query('select pg_advisory_unlock($1, $2)', [LOCK_NAMESPACE, key]).catch((err: Error) => {
          // A connection that cannot unlock is destroyed rather than pooled, which ends its locks.
          broken = err;
        });
      }
    } finally {
      client.release(broken);
    }
  };
}

/**
 * PGlite: one process owns its files and all its queries share one session, where advisory locks
 * are re-entrant (the session that holds one gets it again), so the lock is held in the process.
 */
function processLocks(): DatabaseHandle['exclusively'] {
  const held = new Set<number>();
  return async (key, work) => {
    if (held.has(key)) return null;
    held.add(key);
    try {
      return { value: await work() };
    } finally {
      held.delete(key);
    }
  };
}

/** A PostgreSQL URL, a directory for PGlite's files, or neither for an in-memory PGlite (tests). */
export interface DatabaseLocation {
  databaseUrl?: string;
  pgliteDir?: string;
  /**
   * Tests only: the in-memory PGlite starts from this copy of a data directory (PGlite's
   * dumpDataDir) instead of an empty one. initdb and the migrations take seconds, and every server
   * test file opens a database: the tests migrate one once per run (server/test/helpers) and each
   * file starts from its copy. The migrations still run here, and find nothing left to do.
   */
  pgliteDump?: Blob;
}

const migrationsFolder = path.join(__dirname, 'migrations');

/** The database the configuration names: DATABASE_URL's server, else PGlite's files under DATA_DIR. */
export function configuredLocation(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseLocation {
  return config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') };
}

/**
 * PGlite runs one statement or transaction at a time, on the event loop's own thread. Left to
 * itself it starts each queued statement in the microtask after the last one ends, so a long line
 * runs to its end without the loop ever polling: under 200 connections, new connections waited
 * seconds to be accepted and some requests were never read before the client gave up
 * (bench/README.md). Here the statements and transactions take turns in arrival order,
 * and each turn begins on a new turn of the event loop, so connections are accepted and requests
 * read between any two. Counting what is queued or running lets the server answer 503 quickly
 * once the line is long, instead of letting every request wait its whole length.
 */
function takeTurns(client: PGlite): () => number {
  let pending = 0;
  let lastTurn: Promise<unknown> = Promise.resolve();
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const original = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(client, {
      [name]: async (...args: unknown[]) => {
        pending += 1;
        const turn = lastTurn.then(() => nextLoopTurn()).then(() => original(...args));
        lastTurn = turn.catch(() => {});
        try {
          return await turn;
        } finally {
          pending -= 1;
        }
      },
    });
  }
  return () => Math.max(0, pending - 1);
}

/**
 * The advisory lock's key under which the schema is migrated. Drizzle's migrator takes no lock of
 * its own: servers starting together (a rolling deploy, WEB_CONCURRENCY workers) would each apply
 * a new migration and all but one fail. The periodic tasks' keys (tasks/schedule.ts) start at 1.
 */
const MIGRATION_LOCK = 0;

/** Brings the schema up to date while holding MIGRATION_LOCK: the others wait, then find nothing left to do. */
async function migrateOneAtATime(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1, $2)', [LOCK_NAMESPACE, MIGRATION_LOCK]);
    try {
      await migratePostgres(drizzlePostgres(client) as never, { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1, $2)', [LOCK_NAMESPACE, MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** The embedded database's page cache. */
const PGLITE_SHARED_BUFFERS = '16MB';

/** Opens the database and brings its schema up to date; seeding is seedDatabase's (db/seed). */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.databaseUrl) {
    const pool = new Pool({ connectionString: location.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a dropped database) is discarded by the pool and
    // the next query opens a new one; without a listener, node would treat that event as a crash.
    pool.on('error', () => {});
    await migrateOneAtATime(pool);
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    const { databaseUrl } = location;
    return {
      db,
      kind: 'postgresql',
      waiting: () => pool.waitingCount,
      exclusively: advisoryLocks(pool),
      follow: (channel, handlers) => followPostgres(databaseUrl, channel, handlers),
      close: () => pool.end(),
    };
  }
  // btree_gist backs the engagements' no-double-booking constraint (migration 0003); unaccent folds
  // names for search (migration 0004).
  // Postgres's default shared buffers (128 MB, on PGlite's WebAssembly heap) are most of an idle
  // server's memory; the embedded database serves one small installation, whose pages the operating
  // system caches anyway (bench/README.md, "Uploads under load").
  const client = new PGlite({
    dataDir: location.pgliteDir,
    loadDataDir: location.pgliteDump,
    extensions: { btree_gist, unaccent },
    postgresqlconf: [`shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  // Its start-up runs statements through the same methods, so they take turns only once it is ready.
  await client.waitReady;
  const waiting = takeTurns(client);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  // PGlite's file system sets its files' modes itself (0666), past the umask: they are closed to
  // other users once open and again at close (its folder, 0700, keeps out any it creates between).
  const { pgliteDir } = location;
  if (pgliteDir) restrictTree(pgliteDir);
  return {
    db,
    kind: 'pglite',
    waiting,
    exclusively: processLocks(),
    follow: (channel, handlers) => followPglite(client, channel, handlers),
    close: async () => {
      await client.close();
      if (pgliteDir) restrictTree(pgliteDir);
    },
  };
}
