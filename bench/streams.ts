import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isoDate } from '@shared/validation/dates';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import { openDatabase } from '../server/src/db/client';
import { engagements, jobs, users } from '../server/src/db/schema';
import { seedDatabase } from '../server/src/db/seed';
import { createPasswordHasher } from '../server/src/modules/accounts/passwords';
import { MESSAGES_PER_MINUTE } from '../server/src/modules/enlistments/routes';
import { STREAMS_PER_USER } from '../server/src/modules/notifications/stream';
import { type OpenStream, openStream } from '../server/test/modules/notifications/fixtures';
import type { SignedInUser } from '../server/test/helpers/users';
import { percentile } from './percentile';
import { buildAsNpmStartDoes, freshLocation, startServer } from './server';

/**
 * The live notifications under load (product.md §4.22): the built server (`npm start`'s
 * dist-server/main.cjs) with 1,000 notification streams open, STREAMS_PER_USER (5) for each of 200
 * workers, then a burst of 100 thread messages posted at once, each to another of 100 of those
 * workers. Each message is a notification to the 5 streams of its worker: 500 deliveries, timed from
 * the moment its POST left to the event's arrival on each stream. The other 500 streams must receive
 * nothing. The server's resident memory (VmRSS of /proc/<pid>/status) is read with no stream open,
 * with the 1,000 open, and after the burst. On PGlite, and on PostgreSQL too when
 * BENCH_DATABASE_URL names a server.
 */
const PORT = Number(process.env.BENCH_STREAMS_PORT ?? 8097);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Segreto123';
const WORKERS = 200;
const MESSAGES = 100;
/** Each client posts at most MESSAGES_PER_MINUTE a minute: the burst's messages come from enough of them. */
const CLIENTS = Math.ceil(MESSAGES / (MESSAGES_PER_MINUTE / 2));
/** How long a delivery may take before it counts as lost. */
const LOST_AFTER_MS = 30_000;
/** Logins and stream openings in flight at once. */
const AT_ONCE = 20;

/** Runs `task` over `items`, AT_ONCE at a time. */
async function inTurns<T, R>(items: T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]);
      }
    }),
  );
  return results;
}

/**
 * The people, written before the server starts (through the API it would take minutes): the
 * workers, the clients, a job each, and an accepted engagement between the first MESSAGES
 * workers and the clients' jobs, whose threads the burst writes in.
 */
async function seed(location: Parameters<typeof openDatabase>[0]) {
  const database = await openDatabase(location);
  try {
    const { db } = database;
    await seedDatabase(db);
    const passwordHash = await createPasswordHasher().hash(PASSWORD);
    const person = (username: string) => ({ username, email: `${username}@example.com`, passwordHash, workflow: 0 });
    const workerRows = await db
      .insert(users)
      .values(Array.from({ length: WORKERS }, (_, index) => person(`stream.worker${index}`)))
      .returning({ id: users.id, username: users.username });
    const clientRows = await db
      .insert(users)
      .values(Array.from({ length: CLIENTS }, (_, index) => person(`stream.client${index}`)))
      .returning({ id: users.id, username: users.username });
    const today = isoDate(new Date());
    const now = new Date();
    const jobRows = await db
      .insert(jobs)
      .values(
        clientRows.map((client, index) => ({
          ownerId: client.id,
          nome: `Stream job ${index}`,
          descrizione: 'A job of the benchmark.',
          indirizzo: 'Via Tortona 1, Milano',
          email: 'bench.production@example.com',
          startsOn: today,
          endsOn: today,
          createdAt: now,
        })),
      )
      .returning({ id: jobs.id });
    const engagementRows = await db
      .insert(engagements)
      .values(
        workerRows.slice(0, MESSAGES).map((worker, index) => ({
          jobId: jobRows[index % CLIENTS].id,
          workerId: worker.id,
          startsOn: today,
          endsOn: today,
          state: ENGAGEMENT_STATE.accepted,
          createdAt: now,
        })),
      )
      .returning({ id: engagements.id });
    return {
      workers: workerRows.map((row) => row.username),
      clients: clientRows.map((row) => row.username),
      engagementIds: engagementRows.map((row) => row.id),
    };
  } finally {
    await database.close();
  }
}

async function signIn(username: string): Promise<SignedInUser> {
  const login = () =>
    fetch(`${BASE}/api/Auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
  let response = await login();
  // A loaded server sheds logins with 503: the set-up signs in again, as a person would, a few times.
  for (let retry = 0; response.status === 503 && retry < 5; retry += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    response = await login();
  }
  const { data } = (await response.json()) as { data?: { token: string; userId: number } };
  if (!data) throw new Error(`cannot sign in ${username}`);
  return {
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    token: data.token,
    userId: data.userId,
    auth: { authorization: `Bearer ${data.token}` },
  };
}

const roundMb = (mb: number) => Math.round(mb * 10) / 10;

export async function measureStreamsOn(kind: 'pglite' | 'postgresql') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'troupe-bench-streams-'));
  const { location, env, drop } = await freshLocation(kind, dataDir);
  const people = await seed(location);
  const server = await startServer(PORT, env, dataDir, true);
  const streams: OpenStream[] = [];
  try {
    const workers = await inTurns(people.workers, signIn);
    const clients = await inTurns(people.clients, signIn);
    const rssBeforeStreamsMb = server.rssMb();

    const opened = await inTurns(
      workers.flatMap((worker) => Array.from({ length: STREAMS_PER_USER }, () => worker)),
      (worker) => openStream(BASE, worker),
    );
    streams.push(...opened);
    const refused = opened.filter((stream) => stream.status !== 200).length;
    // Settled: the streams' first catch-up read done, before the memory is read.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssWithStreamsMb = server.rssMb();

    // Every stream waits for its next event before the burst, so each arrival is timed when it comes:
    // the streams of the first MESSAGES workers their worker's message, the others nothing at all.
    let misdelivered = 0;
    const expected = opened.flatMap((stream, index) => {
      const workerIndex = Math.floor(index / STREAMS_PER_USER);
      const arrival = stream.next(LOST_AFTER_MS).then(
        (event) => ({ at: performance.now(), event }),
        () => null,
      );
      if (workerIndex < MESSAGES) return [{ workerIndex, arrival }];
      void arrival.then((got) => {
        if (got) misdelivered += 1;
      });
      return [];
    });
    const sentAt: number[] = [];
    const posted = await Promise.all(
      people.engagementIds.map((idIngaggio, index) => {
        sentAt[index] = performance.now();
        return fetch(`${BASE}/api/Ingaggi/Messaggi`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...clients[index % CLIENTS].auth },
          body: JSON.stringify({ idIngaggio, testo: `Message ${index} of the burst` }),
        }).then((response) => ({ status: response.status, answeredAt: performance.now() }));
      }),
    );
    const answered = posted.filter((post) => post.status === 200).length;
    // Each answer's status and how many: a message refused (503 when the server sheds load) notifies nobody.
    const statuses: Record<number, number> = {};
    for (const post of posted) statuses[post.status] = (statuses[post.status] ?? 0) + 1;

    const latencies: number[] = [];
    let lost = 0;
    for (const { workerIndex, arrival } of expected) {
      const got = await arrival;
      // Lost: a notification of a message the server took (answered 200) that did not arrive.
      if (posted[workerIndex].status !== 200) continue;
      const link = `/enlistments/${people.engagementIds[workerIndex]}/accepted`;
      if (got?.event.data.tipo === 'engagementMessage' && got.event.data.link === link)
        latencies.push(got.at - sentAt[workerIndex]);
      else lost += 1;
    }
    // A second more for any stray event to reach the streams that expect none.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssAfterBurstMb = server.rssMb();

    const postMs = posted.map((post, index) => post.answeredAt - sentAt[index]);
    const rounded = (ms: number) => Math.round(ms);
    return {
      database: kind,
      streams: opened.length,
      refused,
      users: workers.length,
      messages: MESSAGES,
      answered,
      statuses,
      deliveries: answered * STREAMS_PER_USER,
      delivered: latencies.length,
      lost,
      misdelivered,
      latencyMs: {
        p50: rounded(percentile(latencies, 50)),
        p95: rounded(percentile(latencies, 95)),
        p99: rounded(percentile(latencies, 99)),
        max: rounded(Math.max(...latencies)),
      },
      postMs: { p50: rounded(percentile(postMs, 50)), p99: rounded(percentile(postMs, 99)) },
      rssMb: {
        beforeStreams: roundMb(rssBeforeStreamsMb),
        withStreams: roundMb(rssWithStreamsMb),
        afterBurst: roundMb(rssAfterBurstMb),
      },
    };
  } finally {
    for (const stream of streams) stream.close();
    await server.stop();
    await drop();
  }
}

/** `npm run bench -- streams`: on PGlite, and on PostgreSQL too when BENCH_DATABASE_URL names a server. */
export async function measureStreams() {
  buildAsNpmStartDoes();
  const figures = [await measureStreamsOn('pglite')];
  if (process.env.BENCH_DATABASE_URL) figures.push(await measureStreamsOn('postgresql'));
  return figures;
}
