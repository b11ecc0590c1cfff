import { eq, sql } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, isoDate } from '@shared/validation/dates';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import { type Database, openDatabase } from '../server/src/db/client';
import { carSheets, engagements, jobPlaces, jobs, timeReports, users } from '../server/src/db/schema';
import { PORT, insertInChunks, load, seed, tokenOf } from './engagements';
import { freshLocation, startServer } from './server';

/**
 * A job's costs under load (bench/README.md, "A job's costs"): GET /api/Jobs/Costi/{id} of a job
 * with 50 workers × 60 days of sent time reports and car sheets (6,000 records, half of them
 * approved), against the same owner's GET /api/Jobs/RecuperaJobs (the client of bench/engagements.ts:
 * 200 jobs × 20 engagements, and this job), each right after the other at 50 connections for 10 s,
 * on PGlite and on PostgreSQL. The target: Costi's p50 within 1.5× RecuperaJobs'. RecuperaJobs
 * answers the bytes the versioned cache kept (docs/decisions.md, "RecuperaJobs and ListaIngaggi from
 * a versioned cache"); Costi computes the sheet on every call. The data is written straight into the
 * database before the server starts.
 */

const WORKERS = 50;
const DAYS = 60;
/** Within 1.5× the job list's latency. */
const TARGET_RATIO = 1.5;

interface JobCostsAnswer {
  data: { righe: unknown[]; totale: number };
}

/** The costed job (the worked example's terms, product.md §4.20) ending yesterday, its workers engaged on all its days. */
export async function seedCostedJob(db: Database, today: string): Promise<number> {
  const [client] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'bench.client'));
  const [{ passwordHash }] = await db.select({ passwordHash: users.passwordHash }).from(users).limit(1);
  const now = new Date();
  const [startsOn, endsOn] = [addDays(today, -DAYS), addDays(today, -1)];
  const workers = await db
    .insert(users)
    .values(
      Array.from({ length: WORKERS }, (_, index) => ({
        username: `bench.crew${index}`,
        email: `bench.crew${index}@example.com`,
        passwordHash,
        workflow: 0,
      })),
    )
    .returning({ id: users.id });
  const [job] = await db
    .insert(jobs)
    .values({
      ownerId: client.id,
      nome: 'Bench costed job',
      descrizione: 'Sixty days of shooting with a crew of fifty, every day reported.',
      indirizzo: 'Via Tortona 1, Milano',
      email: 'bench.production@example.com',
      startsOn,
      endsOn,
      dayRateCents: 24000,
      dailyHours: 8,
      overtimeUpliftPercent: 25,
      kmAllowanceCents: 40,
      createdAt: now,
    })
    .returning({ id: jobs.id });
  await db.insert(jobPlaces).values({ jobId: job.id, position: 0, nationId: 21, regionId: 9 });
  const engaged = await db
    .insert(engagements)
    .values(
      workers.map((worker) => ({
        jobId: job.id,
        workerId: worker.id,
        startsOn,
        endsOn,
        state: ENGAGEMENT_STATE.accepted,
        dayRateCents: 24000,
        createdAt: now,
      })),
    )
    .returning({ id: engagements.id });
  const hours: (typeof timeReports.$inferInsert)[] = [];
  const cars: (typeof carSheets.$inferInsert)[] = [];
  engaged.forEach((engagement, workerIndex) => {
    for (let offset = 0; offset < DAYS; offset += 1) {
      const day = addDays(startsOn, offset);
      // Half the days approved, half waiting for the client's review.
      const reviewed = (workerIndex + offset) % 2 === 0 ? { review: 'approvato' as const, reviewedAt: now } : {};
      const sent = { engagementId: engagement.id, day, sentAt: now, createdAt: now, updatedAt: now, ...reviewed };
      hours.push({ ...sent, worked: 8 + (offset % 3), holiday: 0, leave: 0 });
      cars.push({
        ...sent,
        routes: 'Milano - Torino',
        km: 100,
        model: 'Fiat Panda',
        plate: 'AB123CD',
        fuelCostCents: 1850,
      });
    }
  });
  await insertInChunks(hours, (chunk) => db.insert(timeReports).values(chunk));
  await insertInChunks(cars, (chunk) => db.insert(carSheets).values(chunk));
  await db.execute(sql`analyze`);
  return job.id;
}

export async function measureCosts(kind: 'pglite' | 'postgresql') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'troupe-bench-'));
  const { location, env, drop } = await freshLocation(kind, dataDir);
  const database = await openDatabase(location);
  const today = isoDate(new Date());
  await seed(database.db, today);
  const jobId = await seedCostedJob(database.db, today);
  await database.close();

  const server = await startServer(PORT, env, dataDir);
  try {
    const client = await tokenOf('bench.client');
    const read = (url: string) =>
      fetch(`http://127.0.0.1:${PORT}${url}`, { headers: { authorization: `Bearer ${client}` } });
    const { righe, totale } = ((await (await read(`/api/Jobs/Costi/${jobId}`)).json()) as JobCostsAnswer).data;
    /** A load, then one call more: it answers once the requests the load left queued are done, so the next load starts on an idle server. */
    const loadAndDrain = async (url: string) => {
      const figures = await load(url, client);
      await read(url);
      return figures;
    };
    // One after the other, twice, so both meet the machine's load alike.
    const rounds = [];
    for (let round = 0; round < 2; round += 1) {
      const recuperaJobs = await loadAndDrain('/api/Jobs/RecuperaJobs');
      const costi = await loadAndDrain(`/api/Jobs/Costi/${jobId}`);
      rounds.push({
        recuperaJobs,
        costi,
        p50Ratio: Number((costi.p50Ms / Math.max(recuperaJobs.p50Ms, 1)).toFixed(2)),
      });
    }
    const worst = Math.max(...rounds.map((round) => round.p50Ratio));
    return {
      database: kind,
      job: { workers: WORKERS, days: DAYS, lines: righe.length, totaleCents: totale },
      rounds,
      target: `Costi p50 ≤ ${TARGET_RATIO} × RecuperaJobs p50`,
      met: worst <= TARGET_RATIO,
    };
  } finally {
    await server.stop();
    await drop();
  }
}

/** On PGlite, and on PostgreSQL too when BENCH_DATABASE_URL names a server. */
export async function costFigures() {
  const figures = [await measureCosts('pglite')];
  if (process.env.BENCH_DATABASE_URL) figures.push(await measureCosts('postgresql'));
  return figures;
}
