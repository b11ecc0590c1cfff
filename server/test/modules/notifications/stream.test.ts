import type { FastifyInstance } from 'fastify';
import { addDays } from '@shared/validation/dates';
import { buildApp } from '../../../src/app';
import { STREAMS_PER_USER } from '../../../src/modules/notifications/stream';
import { createJob, crewMember, markAvailable, masterClient, requestEngagement } from '../../helpers/engagements';
import { NOW } from '../../helpers/sheets';
import { type TestApp, buildTestApp } from '../../helpers/testApp';
import type { SignedInUser } from '../../helpers/users';
import { type OpenStream, STREAM_WAIT_MS, addressOf, openStream } from './fixtures';

let t: TestApp;
let address: string;
let client: SignedInUser;
let jobId: number;
const opened: OpenStream[] = [];
beforeAll(async () => {
  t = await buildTestApp({}, { now: NOW });
  address = await addressOf(t.app);
  client = await masterClient(t.app, 'en');
  const today = t.clock.today();
  jobId = (await createJob(t.app, client, today, { dataInizio: today, dataFine: addDays(today, 20) })).id_Job;
});
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});
afterAll(() => t.close());

async function stream(server: string, user: SignedInUser | null, headers: Record<string, string> = {}) {
  const open = await openStream(server, user, headers);
  opened.push(open);
  return open;
}

/** A worker available for the job's first days, in `language`. */
async function worker(language: 'it' | 'en' = 'en') {
  const today = t.clock.today();
  const crew = await crewMember(t.app, today, 'advanced', language);
  await markAvailable(t.app, crew, today, today, addDays(today, 2));
  return crew;
}

const request = (crew: SignedInUser, app: FastifyInstance = t.app) =>
  requestEngagement(app, client, crew, jobId, t.clock.today(), addDays(t.clock.today(), 1));

describe('the live stream', () => {
  it('sends the user their own notification as it happens, and no one else’s', async () => {
    const crew = await worker('it');
    const other = await worker();
    const mine = await stream(address, crew);
    const theirs = await stream(address, other);
    expect(mine.status).toBe(200);
    const engagementId = await request(crew);
    const event = await mine.next(STREAM_WAIT_MS);
    expect(event.data).toEqual({
      id: Number(event.id),
      tipo: 'engagementRequested',
      testo: expect.stringMatching(/vorrebbe ingaggiarti/),
      link: `/enlistments/${engagementId}/sent`,
      creataIl: expect.any(String),
      letta: false,
    });
    await expect(theirs.next(300)).rejects.toThrow('no event');
  });

  it('replays what came after Last-Event-ID to a reconnecting client, then goes on live', async () => {
    const crew = await worker();
    const first = await stream(address, crew);
    await request(crew);
    const seen = await first.next();
    first.close();
    // Two events while the client is away: a new request after the first was withdrawn.
    await t.app.inject({
      method: 'PUT',
      url: '/api/Ingaggi/AggiornaRichiestaIngaggio',
      headers: client.auth,
      payload: { id_Ingaggio: seen.data.link.split('/')[2], statoIngaggio: 4 },
    });
    await request(crew);
    const again = await stream(address, crew, { 'last-event-id': seen.id });
    const replayed = [await again.next(), await again.next()];
    expect(replayed.map((event) => event.data.tipo)).toEqual(['engagementWithdrawn', 'engagementRequested']);
    expect(Number(replayed[0].id)).toBeGreaterThan(Number(seen.id));
    // A stream without Last-Event-ID starts from now: nothing old; nor with one that is no id.
    const unreadable = await stream(address, crew, { 'last-event-id': '4294967295' });
    expect(unreadable.status).toBe(200);
    await expect(unreadable.next(300)).rejects.toThrow('no event');
    const fresh = await stream(address, crew);
    await expect(fresh.next(300)).rejects.toThrow('no event');
  });

  it(`refuses a user's stream beyond ${STREAMS_PER_USER} with 429, and takes one again once another closes`, async () => {
    const crew = await worker();
    const streams = [];
    for (let index = 0; index < STREAMS_PER_USER; index += 1) streams.push(await stream(address, crew));
    expect(streams.map((open) => open.status)).toEqual(Array(STREAMS_PER_USER).fill(200));
    const refused = await stream(address, crew, { 'accept-language': 'en' });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ success: false });
    // Another user is not counted with them.
    expect((await stream(address, await worker())).status).toBe(200);
    streams[0].close();
    // The server hears of the closed connection on one of its next turns: a few round trips at most.
    let reopened = await stream(address, crew);
    for (let attempt = 0; reopened.status === 429 && attempt < 20; attempt += 1) reopened = await stream(address, crew);
    expect(reopened.status).toBe(200);
  });

  it("sends a thread message to the other party's stream, in their language", async () => {
    const crew = await worker('it');
    const engagementId = await request(crew);
    const live = await stream(address, crew);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/Ingaggi/Messaggi',
      headers: { ...client.auth, 'accept-language': 'en' },
      payload: { idIngaggio: engagementId, testo: 'Can you come at eight?' },
    });
    expect(posted.json().success).toBe(true);
    const event = await live.next(STREAM_WAIT_MS);
    expect(event.data).toMatchObject({
      tipo: 'engagementMessage',
      testo: expect.stringMatching(/ti ha scritto per/),
      link: `/enlistments/${engagementId}/sent`,
    });
  });

  it('asks for the bearer token', async () => {
    const refused = await stream(address, null);
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body)).toMatchObject({ success: false });
  });

  it('sends an action taken on another server to a stream on this one', async () => {
    const other = await buildApp({
      config: t.config,
      database: await t.anotherServer(),
      mailer: t.mailer,
      clock: t.clock,
    });
    try {
      const crew = await worker();
      const live = await stream(address, crew);
      await request(crew, other);
      const event = await live.next(STREAM_WAIT_MS);
      expect(event.data.tipo).toBe('engagementRequested');
    } finally {
      await other.close();
    }
  });
});
