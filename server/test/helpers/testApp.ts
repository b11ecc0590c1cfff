import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type ParsedMail, simpleParser } from 'mailparser';
import { buildApp } from '../../src/app';
import type { LogStream } from '../../src/logging';
import { type Config, loadConfig } from '../../src/config';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { mailOutbox } from '../../src/db/schema';
import { type MailOutbox, createMailOutbox } from '../../src/mail/outbox';
import { type Mailer, createMailer } from '../../src/mail/transport';
import { type TestClock, createTestClock } from './clock';
import { POSTGRES_TEMPLATE_VARIABLE, migratedPgliteDump } from './databaseTemplates';
import { scratchDatabase } from './scratchDatabase';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** The emails the app has written to its outbox, oldest first. */
  sentEmails(): Promise<ParsedMail[]>;
  /** The subjects of the emails queued for an address in the database's outbox (queued in the transaction of what they tell), oldest first. */
  queuedSubjects(recipient: string): Promise<string[]>;
  /** The app's mailer, and an outbox on its database, for tasks a test runs itself (the renewal sweep). */
  mailer: Mailer;
  outbox: MailOutbox;
  /** The app's clock, which every service and task reads: set it or move it on, never sleep. */
  clock: TestClock;
  /**
   * Another server's connection to the app's database, for what several servers do at once: on
   * PostgreSQL a second pool on the same database; PGlite is the one process's, so its own handle
   * (closing it is left to close()).
   */
  anotherServer(): Promise<DatabaseHandle>;
  close(): Promise<void>;
}

/**
 * A fresh database per call: in-memory PGlite, or a new database on the PostgreSQL server of
 * TEST_DATABASE_URL in the server-postgresql project. Each is a copy of the run's migrated database
 * (databaseTemplates.ts); migrations run as at a real start, and find that copy up to date.
 */
async function freshDatabase(): Promise<{
  database: DatabaseHandle;
  another(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}> {
  if (process.env.TEST_DB !== 'postgresql') {
    const database = await openDatabase({ pgliteDump: await migratedPgliteDump() });
    return { database, another: async () => ({ ...database, close: async () => {} }), drop: async () => {} };
  }
  const { url, drop } = await scratchDatabase(
    process.env.TEST_DATABASE_URL!,
    'troupe_test',
    process.env[POSTGRES_TEMPLATE_VARIABLE],
  );
  const database = await openDatabase({ databaseUrl: url });
  return { database, another: () => openDatabase({ databaseUrl: url }), drop };
}

/**
 * The app on a fresh database, its clock standing at `options.now` (the moment of the call unless
 * given) until the test moves it; `env` adds to the test configuration.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    now?: Date | string;
    /** Wraps the app's mailer, e.g. to make it fail for a while. */
    wrapMailer?: (mailer: Mailer) => Mailer;
    /** Receives every log line (with LOG_LEVEL set in `env`). */
    logStream?: LogStream;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'troupe-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://troupe.test',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    RATE_LIMIT_PER_MINUTE: '100000',
    // A loaded test machine lags for seconds while an app starts, and under-pressure counts a loop
    // blocked for its whole sampling interval as infinitely late: the check is off in tests.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    // Every test account pays for a hash and a verification: 1 MiB instead of 19 (the setting's floor
    // is argon2's own); the hashing itself is the same argon2id.
    PASSWORD_HASH_MEMORY_KIB: '1024',
    SPA_DIR: path.join(dataDir, 'no-spa'),
    ...env,
  });
  const { database, another, drop } = await freshDatabase();
  const others: DatabaseHandle[] = [];
  const outboxDir = path.join(dataDir, 'outbox');
  const clock = createTestClock(options.now ?? new Date());
  const mailer = createMailer({ from: config.mailFrom, outboxDir });
  const app = await buildApp({
    config,
    database,
    mailer: options.wrapMailer ? options.wrapMailer(mailer) : mailer,
    clock,
    logStream: options.logStream,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    mailer,
    outbox: createMailOutbox({ db: database.db, mailer, clock, log: app.log, config }),
    async sentEmails() {
      const names = await readdir(outboxDir).catch(() => [] as string[]);
      return Promise.all(names.sort().map(async (name) => simpleParser(await readFile(path.join(outboxDir, name)))));
    },
    async queuedSubjects(recipient) {
      const rows = await database.db
        .select({ subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, recipient))
        .orderBy(mailOutbox.id);
      return rows.map((row) => row.subject);
    },
    async anotherServer() {
      const other = await another();
      others.push(other);
      return other;
    },
    async close() {
      await app.close();
      for (const other of others) await other.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
