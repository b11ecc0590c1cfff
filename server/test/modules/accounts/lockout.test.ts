import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { ACCOUNT_FAILURES, ADDRESS_LOCK_MS, PER_ADDRESS_FAILURES } from '../../../src/modules/accounts/lockout';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { GOOD_PASSWORD, type SignedInUser, signUpAndIn } from '../../helpers/users';

/**
 * Wrong passwords are counted per account and address tightly, per account
 * across addresses loosely with a growing delay, the same account by username or email; the real
 * user is never kept out from their own address. Time moves with the injected clock.
 *
 * The same scenarios run with the counts in one server's memory and, when REDIS_URL is set, in
 * Redis with two servers on one database taking the tries in turn: every count holds across both.
 */
const countedIn: [string, Record<string, string>, number][] = [["one server's memory", {}, 1]];
if (process.env.REDIS_URL)
  countedIn.push([
    'Redis, shared by two servers',
    { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: `test-${randomUUID()}:` },
    2,
  ]);

describe.each(countedIn)('sign-in failures counted in %s', (_where, env, servers) => {
  let t: TestApp;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    t = await buildTestApp(env, { now: '2026-05-15T10:00:00Z' });
    apps.push(t.app);
    // Another server on the same database, configuration and clock.
    if (servers === 2)
      apps.push(await buildApp({ config: t.config, database: t.database, mailer: t.mailer, clock: t.clock }));
  });
  afterAll(async () => {
    for (const app of apps.slice(1)) await app.close();
    await t.close();
  });

  const HOME = '192.0.2.10';
  let turn = 0;
  /** Each try goes to the next server in turn. */
  const login = (username: string, password: string, address: string) =>
    apps[(turn += 1) % apps.length].inject({
      method: 'POST',
      url: '/api/Auth/login',
      remoteAddress: address,
      payload: { username, password },
      headers: { 'accept-language': 'en' },
    });

  /** A user who has signed in once from HOME (signUpAndIn signs in from the default address too). */
  async function victim(): Promise<SignedInUser> {
    const user = await signUpAndIn(t.app);
    expect((await login(user.username, GOOD_PASSWORD, HOME)).json().success).toBe(true);
    return user;
  }

  describe('wrong passwords from one address', () => {
    it('lock that address out of that account only, for a while, even with the right password', async () => {
      const user = await victim();
      for (let i = 0; i < PER_ADDRESS_FAILURES; i += 1)
        expect((await login(user.username, 'Wrong1234', '198.51.100.1')).json().success).toBe(false);
      const locked = await login(user.username, GOOD_PASSWORD, '198.51.100.1');
      expect([locked.statusCode, locked.json()]).toEqual([
        429,
        { success: false, message: 'Too many wrong passwords: please try again in a few minutes', data: null },
      ]);
      // The real user, from home, is not kept out; another account from that address is not either.
      expect((await login(user.username, GOOD_PASSWORD, HOME)).json().success).toBe(true);
      expect((await login('someone-else', 'Wrong1234', '198.51.100.1')).statusCode).toBe(200);
      t.clock.advance(ADDRESS_LOCK_MS + 1000);
      expect((await login(user.username, GOOD_PASSWORD, '198.51.100.1')).json().success).toBe(true);
    });

    it('count the same account whether named by username or email', async () => {
      const user = await victim();
      for (let i = 0; i < PER_ADDRESS_FAILURES; i += 1) {
        await login(i % 2 === 0 ? user.username : user.email.toUpperCase(), 'Wrong1234', '198.51.100.2');
      }
      expect((await login(user.email, GOOD_PASSWORD, '198.51.100.2')).statusCode).toBe(429);
      expect((await login(user.username, GOOD_PASSWORD, '198.51.100.2')).statusCode).toBe(429);
    });
  });

  describe('wrong passwords from many addresses', () => {
    it('slow down new addresses with a growing delay, never the addresses the user signed in from', async () => {
      const user = await victim();
      // An attacker spreads guesses over addresses, staying under the per-address count.
      let address = 0;
      const guess = () => login(user.username, 'Wrong1234', `203.0.113.${(address += 1)}`);
      for (let i = 0; i < ACCOUNT_FAILURES; i += 1) expect((await guess()).statusCode).toBe(200);

      // A new address must now wait 2 s after the latest failure...
      expect((await login(user.username, GOOD_PASSWORD, '198.51.100.50')).statusCode).toBe(429);
      t.clock.advance(2100);
      expect((await guess()).statusCode).toBe(200);
      // ...and the wait grows with each failure: 4 s now.
      t.clock.advance(2100);
      expect((await guess()).statusCode).toBe(429);
      t.clock.advance(2000);
      expect((await guess()).statusCode).toBe(200);

      // The real user from home signs in at once, whatever the attacker does.
      expect((await login(user.username, GOOD_PASSWORD, HOME)).json().success).toBe(true);
      expect((await login(user.email, GOOD_PASSWORD, HOME)).json().success).toBe(true);
    });
  });
});
