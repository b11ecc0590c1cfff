import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, isoDate } from '@shared/validation/dates';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import { type Database, openDatabase } from '../server/src/db/client';
import { engagements, jobPlaces, jobs, subscriptions, users } from '../server/src/db/schema';
import { seedDatabase } from '../server/src/db/seed';
import { createPasswordHasher } from '../server/src/modules/accounts/passwords';
import { freshLocation, startServer } from './server';

/**
 * The jobs and engagements load figures: RecuperaJobs for a client with 200 jobs of 20 engagements each, and
 * ListaIngaggi for a worker with 500 accepted engagements, each against GET /api/Subscription/
 * measured in the same run, at 50 connections, on PGlite and on PostgreSQL. The data is written
 * straight into the database before the server starts (the API would take minutes to make it).
 */

export const PORT = 8098;
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Segreto123';
const JOBS = 200;
const WORKERS_PER_JOB = 20;
const BUSY_WORKER_ENGAGEMENTS = 500;
const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
/** The Master monthly plan of db/seed/plans.ts. */
const MASTER_PLAN = 3;

export async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 500) await insert(rows.slice(start, start + 500));
}

/** A client with 200 jobs × 20 engagements (half accepted, on a distinct day per job), and a worker with 500 accepted ones. */
export async function seed(db: Database, today: string) {
  await seedDatabase(db);
  const passwordHash = await createPasswordHasher().hash(PASSWORD);
  const person = (username: string) => ({ username, email: `${username}@example.com`, passwordHash, workflow: 0 });
  const [client, busyWorker, ...workers] = await db
    .insert(users)
    .values([
      person('bench.client'),
      person('bench.busy'),
      ...Array.from({ length: WORKERS_PER_JOB }, (_, index) => person(`bench.worker${index}`)),
    ])
    .returning({ id: users.id });
  await db.insert(subscriptions).values({
    userId: client.id,
    planId: MASTER_PLAN,
    startsOn: today,
    endsOn: addDays(today, 30),
    pagamentoAutomatico: false,
  });

  const now = new Date();
  const jobRow = (index: number, days: number) => ({
    ownerId: client.id,
    nome: `Bench job ${index}`,
    descrizione: 'A job of the benchmark, with a description of ordinary length for a set.',
    indirizzo: 'Via Tortona 1, Milano',
    email: 'bench.production@example.com',
    startsOn: today,
    endsOn: addDays(today, days),
    createdAt: now,
  });
  const created = await db
    .insert(jobs)
    .values([...Array.from({ length: JOBS }, (_, index) => jobRow(index, JOBS)), jobRow(JOBS, BUSY_WORKER_ENGAGEMENTS)])
    .returning({ id: jobs.id });
  await insertInChunks(
    created.map((job) => ({ jobId: job.id, position: 0, nationId: 21, regionId: 9 })),
    (chunk) => db.insert(jobPlaces).values(chunk),
  );

  const rows: (typeof engagements.$inferInsert)[] = [];
  created.slice(0, JOBS).forEach((job, jobIndex) => {
    workers.forEach((worker, workerIndex) => {
      const day = addDays(today, jobIndex);
      const state = (jobIndex + workerIndex) % 2 === 0 ? ENGAGEMENT_STATE.accepted : ENGAGEMENT_STATE.sent;
      rows.push({ jobId: job.id, workerId: worker.id, startsOn: day, endsOn: day, state, createdAt: now });
    });
  });
  const longJob = created[JOBS];
  for (let index = 0; index < BUSY_WORKER_ENGAGEMENTS; index += 1) {
    const day = addDays(today, index);
    rows.push({
      jobId: longJob.id,
      workerId: busyWorker.id,
      startsOn: day,
      endsOn: day,
      state: ENGAGEMENT_STATE.accepted,
      createdAt: now,
    });
  }
  await insertInChunks(rows, (chunk) => db.insert(engagements).values(chunk));
  // Steady state: autovacuum (PostgreSQL) or the statistics task (PGlite) has seen the rows.
  await db.execute(sql`analyze`);
}

export async function tokenOf(username: string): Promise<string> {
  const login = await fetch(`${BASE}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** `url` loaded at 50 connections for 10 s with `token`: requests a second, p50 and p99. */
export async function load(url: string, token: string) {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: `${BASE}${url}`,
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
        headers: { authorization: `Bearer ${token}` },
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** A fresh database for the run: a PGlite directory, or a new database on the server of BENCH_DATABASE_URL. */
export async function measureEngagements(kind: 'pglite' | 'postgresql') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'troupe-bench-'));
  const { location, env, drop } = await freshLocation(kind, dataDir);
  const database = await openDatabase(location);
  await seed(database.db, isoDate(new Date()));
  await database.close();

  // bench/server.ts lifts both limits: 50 connections from one address would otherwise measure the
  // per-address limit's 429s, not the calls.
  const server = await startServer(PORT, env, dataDir);
  try {
    const [client, busy] = [await tokenOf('bench.client'), await tokenOf('bench.busy')];
    // Each call right after its baseline, so both meet the same load on the machine.
    const clientBaseline = await load('/api/Subscription/', client);
    const recuperaJobs = await load('/api/Jobs/RecuperaJobs', client);
    const workerBaseline = await load('/api/Subscription/', busy);
    const listaIngaggi = await load('/api/Ingaggi/ListaIngaggi', busy);
    return {
      database: kind,
      connections: CONNECTIONS,
      recuperaJobs: {
        ...recuperaJobs,
        baseline: clientBaseline,
        rpsRatio: Number((clientBaseline.requestsPerSecond / recuperaJobs.requestsPerSecond).toFixed(2)),
      },
      listaIngaggi: {
        ...listaIngaggi,
        baseline: workerBaseline,
        rpsRatio: Number((workerBaseline.requestsPerSecond / listaIngaggi.requestsPerSecond).toFixed(2)),
      },
    };
  } finally {
    await server.stop();
    await drop();
  }
}
