import { eq } from 'drizzle-orm';
import path from 'node:path';
import { buildApp } from '../../../src/app';
import { createMailer } from '../../../src/mail/transport';
import { userDataVersions } from '../../../src/db/schema';
import { createVersionedAnswers } from '../../../src/http/versionedAnswers';
import { addDays } from '@shared/validation/dates';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import {
  answer,
  call,
  createJob,
  crewMember,
  jobBody,
  masterClient,
  requestEngagement,
} from '../../helpers/engagements';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { versionedReads } from '../../helpers/versionedAnswers';
import { completeProfile, saveTab, validTabs } from '../profile/fixtures';

/**
 * RecuperaJobs and ListaIngaggi are answered from a per-user cache keyed by the user's data
 * version, which the database's triggers bump in every write (docs/decisions.md, Jobs and
 * engagements). Each test reads both users' answers (filling the cache), proves an unchanged answer
 * is a 304, makes one write through the API, and proves both sides see it at once: a 200 for the
 * old ETag, with the change in it.
 */

const NOW = '2026-03-10T09:00:00Z';
const TODAY = '2026-03-10';
const JOBS = '/api/Jobs/RecuperaJobs';
const LIST = '/api/Ingaggi/ListaIngaggi';
type Reads = ReturnType<typeof versionedReads>;

let t: TestApp;
let read: Reads['read'];
let current: Reads['current'];
let changed: Reads['changed'];
beforeAll(async () => {
  t = await buildTestApp({}, { now: NOW });
  ({ read, current, changed } = versionedReads(t.app));
});
afterAll(() => t.close());
afterEach(() => t.clock.set(NOW));

/** A Master client with a job and a worker who accepted an engagement on it. */
async function engaged() {
  const client = await masterClient(t.app);
  const worker = await crewMember(t.app, TODAY);
  const job = await createJob(t.app, client, TODAY);
  const engagementId = await requestEngagement(t.app, client, worker, job.id_Job, addDays(TODAY, 6), addDays(TODAY, 7));
  expect((await answer(t.app, worker, engagementId, ENGAGEMENT_STATE.accepted)).statusCode).toBe(200);
  return { client, worker, job, engagementId };
}

describe('the kept answers', () => {
  it('are the same bytes as a fresh answer, with an ETag, private and revalidated, and 304 for it', async () => {
    const { client, worker } = await engaged();
    for (const [user, url] of [
      [client, JOBS],
      [worker, LIST],
    ] as const) {
      const answer = await current(user, url);
      const response = await t.app.inject({ method: 'GET', url, headers: user.auth });
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const notModified = await read(user, url, answer.etag);
      expect(notModified.body).toBe('');
      // A second server (no cache) answers the same bytes: the cache only keeps what the schema serialised.
      const other = await buildApp({
        config: t.config,
        database: t.database,
        mailer: createMailer({ from: t.config.mailFrom, outboxDir: path.join(t.config.dataDir, 'outbox') }),
        clock: t.clock,
      });
      try {
        const fresh = await other.inject({ method: 'GET', url, headers: user.auth });
        expect(fresh.body).toBe(answer.body);
        expect(fresh.headers.etag).toBe(answer.etag);
      } finally {
        await other.close();
      }
    }
  });

  it('are per user: another user with the same data gets their own ETag and answer', async () => {
    const one = await masterClient(t.app);
    const two = await masterClient(t.app);
    const first = await current(one, JOBS);
    const second = await current(two, JOBS);
    expect(first.etag).not.toBe(second.etag);
    expect((await read(two, JOBS, first.etag)).status).toBe(200);
  });

  it('keep no more bytes than allowed, dropping the least recently used', async () => {
    const { client, worker } = await engaged();
    const cache = createVersionedAnswers({ db: t.database.db, maxBytes: 1 });
    const reply = {
      header: () => reply,
      code: () => reply,
      type: () => reply,
      send: () => reply,
      serialize: JSON.stringify,
    };
    const request = (id: number) => ({ user: { id }, headers: {} }) as never;
    await cache.send(request(client.userId), reply as never, 'x', async () => ({ a: 1 }));
    expect(cache.size()).toEqual({ answers: 0, bytes: 0 });
    const roomy = createVersionedAnswers({ db: t.database.db, maxBytes: 16 });
    await roomy.send(request(client.userId), reply as never, 'x', async () => ({ a: 1 })); // 7 bytes
    await roomy.send(request(worker.userId), reply as never, 'x', async () => ({ b: 2 }));
    await roomy.send(request(client.userId), reply as never, 'x', async () => ({ never: 'read' })); // a hit: client is now the most recent
    await roomy.send(request(client.userId + worker.userId), reply as never, 'x', async () => ({ c: 3 })); // worker's goes
    expect(roomy.size()).toEqual({ answers: 2, bytes: 14 });
  });

  it('load once for concurrent misses of the same answer, and send every caller its bytes', async () => {
    const { client } = await engaged();
    const cache = createVersionedAnswers({ db: t.database.db });
    const sent: unknown[] = [];
    const reply = {
      header: () => reply,
      code: () => reply,
      type: () => reply,
      send: (body: unknown) => (sent.push(String(body)), reply),
      serialize: JSON.stringify,
    };
    let loads = 0;
    const load = async () => ({ loads: ++loads });
    await Promise.all(
      Array.from({ length: 5 }, () =>
        cache.send({ user: { id: client.userId }, headers: {} } as never, reply as never, 'x', load),
      ),
    );
    expect(loads).toBe(1);
    expect(sent).toEqual(Array(5).fill('{"loads":1}'));
  });
});

describe('every write changes the answers it shows in', () => {
  it("CreaJob: the client's jobs", async () => {
    const client = await masterClient(t.app);
    const before = await current(client, JOBS);
    const job = await createJob(t.app, client, TODAY);
    expect((await changed(client, JOBS, before)).data.map((row: { id_Job: number }) => row.id_Job)).toEqual([
      job.id_Job,
    ]);
  });

  it("AggiornaJob: the client's jobs and the engaged worker's list (name, dates, places)", async () => {
    const { client, worker, job } = await engaged();
    const jobs = await current(client, JOBS);
    const list = await current(worker, LIST);
    const body = jobBody(TODAY, { id_Job: job.id_Job, nome: 'Spot Torino', listaNazioni: [{ id_Nazione: 9 }] });
    expect((await call(t.app, client, 'PUT', '/api/Jobs/AggiornaJob', body)).statusCode).toBe(200);
    expect((await changed(client, JOBS, jobs)).data[0]).toMatchObject({
      nome: 'Spot Torino',
      listaNazioni: [{ id_Nazione: 9, id_Regione: null }],
    });
    expect((await changed(worker, LIST, list)).data[0]).toMatchObject({
      nome: 'Spot Torino',
      listaNazioni: [{ id_Nazione: 9, id_Regione: null }],
    });
  });

  it("InviaRichiestaIngaggio, new and moved: the client's pending count", async () => {
    const client = await masterClient(t.app);
    const worker = await crewMember(t.app, TODAY);
    const job = await createJob(t.app, client, TODAY);
    const before = await current(client, JOBS);
    const id = await requestEngagement(t.app, client, worker, job.id_Job, addDays(TODAY, 6), addDays(TODAY, 7));
    const sent = await changed(client, JOBS, before);
    expect(sent.data[0]).toMatchObject({ cnt_Inviati: 1, cnt_Accettati: 0 });
    const moved = await call(t.app, client, 'POST', '/api/Ingaggi/InviaRichiestaIngaggio', {
      id_Ingaggio: id,
      nome: 'Spot Milano',
      userId: worker.userId,
      id_Job: job.id_Job,
      dataInizio: addDays(TODAY, 8),
      dataFine: addDays(TODAY, 9),
    });
    expect(moved.json().success).toBe(true);
    await changed(client, JOBS, sent);
  });

  it("accepting: the client's counts and the worker's list", async () => {
    const client = await masterClient(t.app);
    const worker = await crewMember(t.app, TODAY);
    const job = await createJob(t.app, client, TODAY);
    const id = await requestEngagement(t.app, client, worker, job.id_Job, addDays(TODAY, 6), addDays(TODAY, 7));
    const jobs = await current(client, JOBS);
    const list = await current(worker, LIST);
    expect(list.data).toEqual([]);
    expect((await answer(t.app, worker, id, ENGAGEMENT_STATE.accepted)).statusCode).toBe(200);
    expect((await changed(client, JOBS, jobs)).data[0]).toMatchObject({ cnt_Inviati: 0, cnt_Accettati: 1 });
    expect((await changed(worker, LIST, list)).data.map((row: { id_Ingaggio: number }) => row.id_Ingaggio)).toEqual([
      id,
    ]);
  });

  it.each([
    ['the worker rejecting an accepted engagement', 'worker', ENGAGEMENT_STATE.rejected],
    ['the client withdrawing it', 'client', ENGAGEMENT_STATE.withdrawn],
  ] as const)("%s: the client's counts and the worker's list", async (_name, who, state) => {
    const people = await engaged();
    const jobs = await current(people.client, JOBS);
    const list = await current(people.worker, LIST);
    expect(list.data).toHaveLength(1);
    expect((await answer(t.app, people[who], people.engagementId, state)).statusCode).toBe(200);
    expect((await changed(people.client, JOBS, jobs)).data[0]).toMatchObject({ cnt_Inviati: 0, cnt_Accettati: 0 });
    expect((await changed(people.worker, LIST, list)).data).toEqual([]);
  });

  it("CancellaJob: the client's jobs and the worker's list", async () => {
    const { client, worker, job } = await engaged();
    const jobs = await current(client, JOBS);
    const list = await current(worker, LIST);
    expect((await call(t.app, client, 'DELETE', `/api/Jobs/CancellaJob/${job.id_Job}`)).statusCode).toBe(200);
    expect((await changed(client, JOBS, jobs)).data).toEqual([]);
    expect((await changed(worker, LIST, list)).data).toEqual([]);
  });

  it("the client naming themselves in their profile (every tab), then renaming: the worker's list (nomeCliente)", async () => {
    const { client, worker } = await engaged();
    const jobs = await current(client, JOBS);
    let list = await current(worker, LIST);
    expect(list.data[0].nomeCliente).toBe(client.username);
    await completeProfile(t.app, client, TODAY);
    list = await changed(worker, LIST, list);
    expect(list.data[0].nomeCliente).toBe('Giulia Bianchi');
    expect((await saveTab(t.app, client, 1, { ...validTabs(TODAY)[1], cognome: 'Bianchini' })).json().success).toBe(
      true,
    );
    expect((await changed(worker, LIST, list)).data[0].nomeCliente).toBe('Giulia Bianchini');
    // Their own list does not show their name: it stays kept.
    expect((await read(client, JOBS, jobs.etag)).status).toBe(304);
  });

  it("the worker deleting their account: the client's counts keep the engagement under its placeholder, and are re-read", async () => {
    const { client, worker } = await engaged();
    const jobs = await current(client, JOBS);
    expect((await call(t.app, worker, 'DELETE', '/api/Accounts/deleteaccount')).statusCode).toBe(200);
    expect((await changed(client, JOBS, jobs)).data[0]).toMatchObject({ cnt_Accettati: 1 });
  });

  it("the client deleting their account: the worker's list", async () => {
    const { client, worker } = await engaged();
    const list = await current(worker, LIST);
    expect((await call(t.app, client, 'DELETE', '/api/Accounts/deleteaccount')).statusCode).toBe(200);
    expect((await changed(worker, LIST, list)).data).toEqual([]);
  });

  it('a write elsewhere leaves an answer kept: another client engaging the same worker elsewhere is not in this client’s jobs', async () => {
    const { client, worker } = await engaged();
    const jobs = await current(client, JOBS);
    const other = await masterClient(t.app);
    const otherJob = await createJob(t.app, other, TODAY, {
      dataInizio: addDays(TODAY, 20),
      dataFine: addDays(TODAY, 25),
    });
    const id = await requestEngagement(t.app, other, worker, otherJob.id_Job, addDays(TODAY, 21), addDays(TODAY, 22));
    expect((await answer(t.app, worker, id, ENGAGEMENT_STATE.accepted)).statusCode).toBe(200);
    expect((await read(client, JOBS, jobs.etag)).status).toBe(304);
    const [row] = await t.database.db.select().from(userDataVersions).where(eq(userDataVersions.userId, worker.userId));
    expect(row.version).toBeGreaterThan(0);
  });
});
