import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import httpProxy from 'http-proxy';
import sharp from 'sharp';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { payments, subscriptions } from '../../src/db/schema';
import { addDays } from '@shared/validation/dates';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import { STREAM_WAIT_MS, openStream } from '../modules/notifications/fixtures';
import { multipart } from '../modules/profile/fixtures';
import {
  answer,
  call,
  createJob,
  crewMember,
  markAvailable,
  masterClient,
  requestEngagement,
} from '../helpers/engagements';
import { activate, readyToPay } from '../helpers/payments';
import { type TestS3, startS3 } from '../helpers/s3';
import { scratchDatabase } from '../helpers/scratchDatabase';
import { type ServerProcess, startServerProcess, until } from '../helpers/serverProcess';
import { type SignedInUser, signUpAndIn } from '../helpers/users';

/**
 * Ready for more than one server (docs/architecture.md §10): two server processes
 * (server/src/main.ts, as production runs it) on one PostgreSQL database, one Redis and one
 * S3-compatible bucket, behind a small proxy that plays the load balancer, with TRUST_PROXY set to
 * it. Runs where PostgreSQL and Redis are configured (TEST_DATABASE_URL and REDIS_URL, as in CI),
 * in the server-postgresql project.
 */
const ready = process.env.TEST_DB === 'postgresql' && process.env.TEST_DATABASE_URL && process.env.REDIS_URL;
const describeWithBoth = ready ? describe : describe.skip;

const RATE_LIMIT = 25;

/** A free port on this machine: the servers listen on fixed ports, as behind a real balancer. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The balancer: x-test-server picks the server (else they take turns), and X-Forwarded-For is set
 * to the client's address as a balancer sees it (x-test-client stands for another client), so
 * whatever the client sent there is replaced.
 */
function startProxy(targets: () => string[]): Promise<{ url: string; close(): Promise<void> }> {
  const proxy = httpProxy.createProxyServer({});
  let turn = 0;
  const front = http.createServer((request, response) => {
    const chosen = request.headers['x-test-server'];
    const target = targets()[chosen === undefined ? (turn += 1) % 2 : Number(chosen)];
    request.headers['x-forwarded-for'] = String(request.headers['x-test-client'] ?? request.socket.remoteAddress);
    proxy.web(request, response, { target }, () => {
      response.writeHead(502);
      response.end();
    });
  });
  return new Promise((resolve) =>
    front.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(front.address() as AddressInfo).port}`,
        close: () => new Promise<void>((done) => front.close(() => done())),
      }),
    ),
  );
}

/**
 * One server behind the proxy, spoken to with the API helpers written for app.inject: they only
 * call inject, which this answers over HTTP through the proxy; from `client`'s address if given.
 */
function viaProxy(proxyUrl: string, server: 0 | 1, client?: string): FastifyInstance {
  return {
    async inject(options: { method?: string; url: string; headers?: Record<string, string>; payload?: unknown }) {
      const json =
        options.payload !== undefined && !(typeof options.payload === 'string' || Buffer.isBuffer(options.payload));
      const response = await fetch(`${proxyUrl}${options.url}`, {
        method: options.method ?? 'GET',
        headers: {
          ...(json ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
          'x-test-server': String(server),
          ...(client ? { 'x-test-client': client } : {}),
        },
        body: json
          ? JSON.stringify(options.payload)
          : Buffer.isBuffer(options.payload)
            ? new Uint8Array(options.payload)
            : (options.payload as string | undefined),
      });
      const raw = Buffer.from(await response.arrayBuffer());
      return {
        statusCode: response.status,
        body: raw.toString(),
        rawPayload: raw,
        json: () => JSON.parse(raw.toString()),
      };
    },
  } as unknown as FastifyInstance;
}

describeWithBoth('two servers behind a proxy, on PostgreSQL, Redis and S3', () => {
  let database: { url: string; drop(): Promise<void> };
  let handle: DatabaseHandle;
  let s3: TestS3;
  let proxy: { url: string; close(): Promise<void> };
  const servers: ServerProcess[] = [];
  const ports: number[] = [];
  const directories: string[] = [];
  let env: (index: number) => Record<string, string>;
  const start = (index: number) =>
    startServerProcess(ports[index], env(index), { dataDir: directories[index], output: 'capture' });

  beforeAll(async () => {
    database = await scratchDatabase(process.env.TEST_DATABASE_URL!, 'two_servers');
    s3 = await startS3();
    proxy = await startProxy(() => servers.map((server) => server.base));
    ports.push(await freePort(), await freePort());
    const jwtSecret = randomBytes(32).toString('hex');
    const redisKeyPrefix = `test-${randomUUID()}:`;
    for (let index = 0; index < 2; index += 1)
      directories.push(await mkdtemp(path.join(tmpdir(), `troupe-server-${index}-`)));
    env = (index) => ({
      ...s3.env,
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      TRUST_PROXY: '1',
      PUBLIC_URL: proxy.url,
      JWT_SECRET: jwtSecret,
      SPA_DIR: path.join(directories[index], 'no-spa'),
      LOG_LEVEL: 'debug',
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    // The first start migrates and seeds; the second then finds the database ready.
    servers.push(await start(0));
    servers.push(await start(1));
    handle = await openDatabase({ databaseUrl: database.url });
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await handle?.close();
    await proxy?.close();
    await s3?.close();
    await database?.drop();
    await Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true })));
  });

  const one = () => viaProxy(proxy.url, 0);
  const two = () => viaProxy(proxy.url, 1);

  it('takes a token issued by one server on the other', async () => {
    const user = await signUpAndIn(one());
    const fromTwo = await two().inject({ url: '/api/Auth/getUserData', headers: user.auth });
    expect([fromTwo.statusCode, fromTwo.json().data.username]).toEqual([200, user.username]);
    // Server one keeps the user it has just read (plugins/signedInUsers.ts)...
    expect((await one().inject({ url: '/api/Auth/getUserData', headers: user.auth })).statusCode).toBe(200);
    // ...and a password change on the other server refuses the older token there at once.
    const changed = await two().inject({
      method: 'PUT',
      url: '/api/Accounts/changepassword',
      headers: user.auth,
      payload: { oldPassword: user.password, password: 'Nuovo12345' },
    });
    expect(changed.json().success).toBe(true);
    expect((await one().inject({ url: '/api/Auth/getUserData', headers: user.auth })).statusCode).toBe(401);
  });

  it('counts a client address across both servers, the address the proxy saw', async () => {
    const client = `198.51.100.${1 + (Date.now() % 250)}`;
    const health = (server: 0 | 1, forged?: string) =>
      fetch(`${proxy.url}/api/health`, {
        headers: {
          'x-test-server': String(server),
          'x-test-client': client,
          ...(forged ? { 'x-forwarded-for': forged } : {}),
        },
      });
    const codes: number[] = [];
    for (let index = 0; index < RATE_LIMIT; index += 1)
      codes.push((await health(index % 2 === 0 ? 0 : 1, `203.0.113.${index}`)).status);
    expect(codes.every((code) => code === 200)).toBe(true);
    // Past the limit on either server; a forged X-Forwarded-For does not help (the proxy replaces it).
    expect((await health(0, '203.0.113.200')).status).toBe(429);
    expect((await health(1)).status).toBe(429);
  });

  it('reads through one server a photo uploaded through the other', async () => {
    const user = await signUpAndIn(one());
    const bytes = await sharp({
      create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .jpeg()
      .toBuffer();
    const body = multipart('file', [{ filename: 'me.jpg', contentType: 'image/jpeg', bytes }]);
    const stored = await one().inject({
      method: 'POST',
      url: '/api/Profilo/CaricaImmagineProfilo',
      payload: body.payload,
      headers: { ...body.headers, ...user.auth },
    });
    expect(stored.statusCode).toBe(200);
    const image = await two().inject({ url: '/api/Profilo/RecuperaImmagineProfilo/', headers: user.auth });
    expect(image.statusCode).toBe(200);
    expect((await sharp((image as unknown as { rawPayload: Buffer }).rawPayload).metadata()).width).toBe(320);
  });

  it("sends an answer and a thread message taken on one server to the other party's stream on the other", async () => {
    // Two people on two devices, each at an address of their own (the rate limit counts per address).
    const workerAt = '192.0.2.10';
    const clientAt = '192.0.2.20';
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    const worker = await crewMember(viaProxy(proxy.url, 0, workerAt), today, 'advanced', 'en');
    await markAvailable(viaProxy(proxy.url, 1, workerAt), worker, today, addDays(today, 2), addDays(today, 3));
    const asClient = viaProxy(proxy.url, 0, clientAt);
    const client = await masterClient(asClient, 'en');
    const job = await createJob(asClient, client, today, {
      dataInizio: addDays(today, 2),
      dataFine: addDays(today, 5),
    });
    const engagementId = await requestEngagement(
      asClient,
      client,
      worker,
      job.id_Job,
      addDays(today, 2),
      addDays(today, 3),
    );
    // Each one's stream on server two, through the balancer.
    const onTwo = (user: SignedInUser, at: string) =>
      openStream(proxy.url, user, { 'x-test-server': '1', 'x-test-client': at });
    const clientStream = await onTwo(client, clientAt);
    const workerStream = await onTwo(worker, workerAt);
    try {
      expect([clientStream.status, workerStream.status]).toEqual([200, 200]);
      const accepted = await answer(viaProxy(proxy.url, 0, workerAt), worker, engagementId, ENGAGEMENT_STATE.accepted);
      expect(accepted.json().success).toBe(true);
      const acceptance = await clientStream.next(STREAM_WAIT_MS);
      expect(acceptance.data).toMatchObject({ tipo: 'engagementAccepted', link: `/jobs/${job.id_Job}` });
      const posted = await call(asClient, client, 'POST', '/api/Ingaggi/Messaggi', {
        idIngaggio: engagementId,
        testo: 'See you on set',
      });
      expect(posted.json().success).toBe(true);
      const message = await workerStream.next(STREAM_WAIT_MS);
      expect(message.data).toMatchObject({
        tipo: 'engagementMessage',
        link: `/enlistments/${engagementId}/accepted`,
        testo: expect.stringMatching(/wrote to you about/),
      });
    } finally {
      clientStream.close();
      workerStream.close();
    }
  });

  it('renews a subscription once when both servers sweep at the same moment', async () => {
    const user = await signUpAndIn(one());
    await readyToPay(two(), user);
    expect((await activate(one(), user, 1, true)).json().success).toBe(true);
    const [subscription] = await handle.db.select().from(subscriptions).where(eq(subscriptions.userId, user.userId));
    // Due today: both servers restart together, and each sweeps at its start.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    await handle.db.update(subscriptions).set({ endsOn: today }).where(eq(subscriptions.id, subscription.id));
    await Promise.all(servers.map((server) => server.stop()));
    servers.splice(0, 2, ...(await Promise.all([start(0), start(1)])));

    // Each server logs when its sweep ends, whether it renewed or found the other one at it.
    const sweptOn = (server: ServerProcess) =>
      server.log.some((line) => line.includes('"task":"renewals"') && line.includes('scheduled task done'));
    await until(async () => servers.every(sweptOn), 'both servers to end their renewal sweep', 30_000);
    const renewals = await handle.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, user.userId), eq(payments.kind, 'renewal')));
    expect(renewals.map((payment) => payment.status)).toEqual(['succeeded']);
    const [renewed] = await handle.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(renewed.endsOn > today).toBe(true);
    expect(renewed.endsOn).toBe(subscription.endsOn);
  }, 240_000);
});
