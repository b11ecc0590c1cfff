import { sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { signUpAndIn } from '../helpers/users';

/** An address of its own per test run, so counts left in a shared Redis by another run never meet this one's. */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('the global per-address limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 in the envelope past the limit on any route, per address', async () => {
    const address = someAddress();
    const codes = [];
    for (let index = 0; index < 4; index += 1)
      codes.push((await t.app.inject({ url: '/api/health', remoteAddress: address })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const refused = await t.app.inject({
      url: '/api/Dominio/Nazioni',
      remoteAddress: address,
      headers: { 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: expect.any(String), data: null });
    expect((await t.app.inject({ url: '/api/health', remoteAddress: someAddress() })).statusCode).toBe(200);
  });

  it("counts only the API: the app's files and pages are served past it", async () => {
    const address = someAddress();
    const codes = [];
    for (let index = 0; index < 5; index += 1)
      codes.push((await t.app.inject({ url: '/robots.txt', remoteAddress: address })).statusCode);
    for (let index = 0; index < 4; index += 1)
      codes.push((await t.app.inject({ url: '/api/health', remoteAddress: address })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
  });
});

const withRedis = process.env.REDIS_URL ? describe : describe.skip;
withRedis('limits counted in Redis (REDIS_URL)', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '3', REDIS_URL: process.env.REDIS_URL! });
    two = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '3', REDIS_URL: process.env.REDIS_URL! });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  it('counts one address across two servers', async () => {
    const address = someAddress();
    const codes = [];
    for (const app of [one.app, two.app, one.app, two.app])
      codes.push((await app.inject({ url: '/api/health', remoteAddress: address })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe('a long line for the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ MAX_QUEUED_QUERIES: '5' });
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After at once beyond it, and serves again once the line is short', async () => {
    const user = await signUpAndIn(t.app);
    // 25 transactions held open: PGlite runs one and queues the rest; a pool of 10 lends out its
    // connections and queues the other 15.
    let open!: () => void;
    const held = new Promise<void>((resolve) => (open = resolve));
    const holding = Array.from({ length: 25 }, () =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await held;
      }),
    );
    while (t.database.waiting() <= 5) await new Promise((resolve) => setImmediate(resolve));
    const busy = await t.app.inject({
      url: '/api/Auth/getUserData',
      headers: { ...user.auth, 'accept-language': 'en' },
    });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('2');
    expect(busy.json()).toEqual({
      success: false,
      message: 'The server is very busy: please try again in 2 seconds',
      data: null,
    });
    open();
    await Promise.all(holding);
    expect((await t.app.inject({ url: '/api/Auth/getUserData', headers: user.auth })).statusCode).toBe(200);
  });
});
