import Fastify, { type FastifyInstance } from 'fastify';
import { ok } from '../../../src/http/envelope';
import { createPaymentsService } from '../../../src/modules/payments/service';
import { createSubscriptionsService } from '../../../src/modules/subscriptions/service';
import { createPaymentProvider } from '../../../src/modules/payments/configuredProvider';
import auth from '../../../src/plugins/auth';
import errorEnvelope from '../../../src/plugins/errors';
import openapi from '../../../src/plugins/openapi';
import tier from '../../../src/plugins/tier';
import { activate, readyToPay } from '../../helpers/payments';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { type SignedInUser, signUpAndIn } from '../../helpers/users';

/**
 * The tier check is exercised on a throwaway app with the real plugins, the same database and the
 * same signing secret, a route of each tier, declared the way the modules declare theirs, and the tier
 * answered by the subscriptions service, as buildApp wires it.
 */
let t: TestApp;
let guarded: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  guarded = Fastify();
  await guarded.register(errorEnvelope);
  await guarded.register(openapi);
  const { db } = t.database;
  const payments = createPaymentsService({
    db,
    provider: createPaymentProvider(t.config, db, t.clock),
    clock: t.clock,
  });
  const subscriptions = createSubscriptionsService({ db, outbox: t.outbox, payments, clock: t.clock });
  await guarded.register(auth, {
    db,
    follow: t.database.follow,
    secret: t.config.jwtSecret,
    ttlSeconds: 3600,
    clock: t.clock,
    tier: subscriptions.tierOfUsersRow,
  });
  await guarded.register(tier);
  guarded.get(
    '/api/Advanced/feature',
    { config: { tier: 1 }, schema: { description: 'An Advanced feature.' } },
    async () => ok('advanced'),
  );
  guarded.post('/api/Master/feature', { config: { tier: 2 } }, async () => ok('master'));
  guarded.get('/api/Everyone/feature', async () => ok('everyone'));
  await guarded.ready();
});
afterAll(async () => {
  await guarded.close();
  await t.close();
});

const call = (user: SignedInUser | null, method: 'GET' | 'POST', url: string, language = 'en') =>
  guarded.inject({
    method,
    url,
    headers: { ...(user?.auth ?? {}), 'accept-language': language },
    payload: method === 'POST' ? {} : undefined,
  });

describe('routes that declare a tier', () => {
  it('refuse a user without a subscription with 403 and a clear message', async () => {
    const user = await signUpAndIn(t.app);
    const advanced = await call(user, 'GET', '/api/Advanced/feature');
    expect(advanced.statusCode).toBe(403);
    expect(advanced.json()).toEqual({
      success: false,
      message: 'This feature needs an Advanced or Master subscription: activate one on the Subscriptions page',
      data: null,
    });
    const master = await call(user, 'POST', '/api/Master/feature', 'it');
    expect(master.statusCode).toBe(403);
    expect(master.json().message).toBe(
      'Questa funzione richiede un abbonamento Master: attivalo dalla pagina Abbonamenti',
    );
    expect((await call(user, 'GET', '/api/Everyone/feature')).statusCode).toBe(200);
  });

  it('let Advanced reach tier 1 only, and Master both', async () => {
    const user = await signUpAndIn(t.app);
    await readyToPay(t.app, user);
    await activate(t.app, user, 1, false);
    expect((await call(user, 'GET', '/api/Advanced/feature')).json()).toEqual({
      success: true,
      message: null,
      data: 'advanced',
    });
    expect((await call(user, 'POST', '/api/Master/feature')).statusCode).toBe(403);

    await activate(t.app, user, 4, false);
    expect((await call(user, 'GET', '/api/Advanced/feature')).statusCode).toBe(200);
    expect((await call(user, 'POST', '/api/Master/feature')).json().data).toBe('master');
  });

  it('close again when the subscription ends or runs out', async () => {
    const user = await signUpAndIn(t.app);
    await readyToPay(t.app, user);
    await activate(t.app, user, 3, false);
    expect((await call(user, 'POST', '/api/Master/feature')).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: '/api/Subscription/', headers: user.auth });
    expect((await call(user, 'POST', '/api/Master/feature')).statusCode).toBe(403);

    await activate(t.app, user, 3, false);
    const today = t.clock.now();
    t.clock.advance(40 * 24 * 3600 * 1000);
    try {
      expect((await call(user, 'POST', '/api/Master/feature')).statusCode).toBe(403);
    } finally {
      t.clock.set(today);
    }
  });

  it('answer 401 before 403 without a token', async () => {
    expect((await call(null, 'GET', '/api/Advanced/feature')).statusCode).toBe(401);
  });

  it('say in the API documentation which subscription they need', async () => {
    const paths = (await guarded.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(paths['/api/Advanced/feature'].get.description).toBe(
      'An Advanced feature. Needs the Advanced or Master subscription (403 otherwise).',
    );
    expect(paths['/api/Master/feature'].post.description).toBe('Needs the Master subscription (403 otherwise).');
    expect(paths['/api/Everyone/feature'].get.description).toBeUndefined();
  });
});
