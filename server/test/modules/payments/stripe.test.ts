import formbody from '@fastify/formbody';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { payments } from '../../../src/db/schema';
import { createPaymentProvider } from '../../../src/modules/payments/configuredProvider';
import { createPaymentsService } from '../../../src/modules/payments/service';
import { runRenewals } from '../../../src/modules/subscriptions/renewals';
import { activate, saveBilling } from '../../helpers/payments';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { type SignedInUser, signUpAndIn } from '../../helpers/users';

const SECRET_KEY = 'sk_test_troupe';
const PUBLISHABLE_KEY = 'pk_test_troupe';

interface Decline {
  code: string;
  decline_code?: string;
  message: string;
}
const declined: Decline = {
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};

/**
 * Stripe's test tokens (each use makes a fresh card), which card each stands for and where it is
 * refused; and one token as a browser would create it, good once.
 */
const TOKENS: Record<
  string,
  { brand: string; last4: string; onAttach?: Decline; onCharge?: Decline; singleUse?: true }
> = {
  tok_1TroupeIssuedOnce: { brand: 'visa', last4: '4242', singleUse: true },
  tok_visa: { brand: 'visa', last4: '4242' },
  tok_mastercard: { brand: 'mastercard', last4: '4444' },
  tok_chargeDeclined: { brand: 'visa', last4: '0002', onAttach: declined },
  tok_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    onAttach: {
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  },
  tok_chargeCustomerFail: { brand: 'visa', last4: '0341', onCharge: declined },
};

interface Call {
  path: string;
  body: Record<string, string>;
  idempotencyKey?: string;
  authorization?: string;
}

/**
 * A local server answering as Stripe's API does for the calls the provider makes: form-encoded
 * requests, JSON answers, card errors with 402, idempotent replays of an earlier answer.
 */
async function startFakeStripe() {
  const app: FastifyInstance = Fastify();
  await app.register(formbody);
  const calls: Call[] = [];
  const replays = new Map<string, { status: number; body: unknown }>();
  const usedTokens = new Set<string>();
  const methods = new Map<string, { id: string; token: string; customer: string | null }>();
  let counter = 0;
  const state = { failNextCharge: false };
  const id = (prefix: string) => `${prefix}_fake${(counter += 1)}`;

  const paymentMethod = (method: { id: string; token: string; customer: string | null }) => ({
    id: method.id,
    object: 'payment_method',
    type: 'card',
    customer: method.customer,
    livemode: false,
    card: {
      brand: TOKENS[method.token].brand,
      last4: TOKENS[method.token].last4,
      exp_month: 12,
      exp_year: 2049,
      funding: 'credit',
    },
  });
  const cardError = (decline: Decline, extra: object = {}) => ({
    status: 402,
    body: { error: { type: 'card_error', ...decline, ...extra } },
  });

  type Answer = { status: number; body: unknown; retry?: false };
  const handlers: Record<string, (body: Record<string, string>, params: Record<string, string>) => Answer> = {
    'POST /v1/payment_methods': (body) => {
      const token = body['card[token]'];
      if (!TOKENS[token])
        return {
          status: 400,
          body: {
            error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such token: '${token}'` },
          },
        };
      if (TOKENS[token].singleUse && usedTokens.has(token)) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'token_already_used',
              message: `You cannot use a Stripe token more than once: ${token}.`,
            },
          },
        };
      }
      usedTokens.add(token);
      const method = { id: id('pm'), token, customer: null };
      methods.set(method.id, method);
      return { status: 200, body: paymentMethod(method) };
    },
    'POST /v1/customers': (body) => ({
      status: 200,
      body: { id: id('cus'), object: 'customer', email: body.email, metadata: { userId: body['metadata[userId]'] } },
    }),
    'POST /v1/payment_methods/:id/attach': (body, params) => {
      const method = methods.get(params.id)!;
      const decline = TOKENS[method.token].onAttach;
      if (decline) return cardError(decline);
      method.customer = body.customer;
      return { status: 200, body: paymentMethod(method) };
    },
    'POST /v1/payment_methods/:id/detach': (_body, params) => {
      const method = methods.get(params.id)!;
      method.customer = null;
      return { status: 200, body: paymentMethod(method) };
    },
    'POST /v1/payment_intents': (body) => {
      if (state.failNextCharge) {
        state.failNextCharge = false;
        return {
          status: 500,
          body: { error: { type: 'api_error', message: 'An unknown error occurred' } },
          retry: false,
        };
      }
      const method = methods.get(body.payment_method);
      const intent = {
        id: id('pi'),
        object: 'payment_intent',
        amount: Number(body.amount),
        currency: body.currency,
        customer: body.customer,
        payment_method: body.payment_method,
      };
      if (!method || method.customer !== body.customer) {
        return {
          status: 400,
          body: {
            error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentMethod' },
          },
        };
      }
      const decline = TOKENS[method.token].onCharge;
      if (decline) return cardError(decline, { payment_intent: { ...intent, status: 'requires_payment_method' } });
      return { status: 200, body: { ...intent, status: 'succeeded' } };
    },
  };

  for (const [route, handler] of Object.entries(handlers)) {
    const [method, url] = route.split(' ');
    app.route({
      method: method as 'POST',
      url,
      handler: async (request, reply) => {
        const body = (request.body ?? {}) as Record<string, string>;
        const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
        calls.push({ path: request.url, body, idempotencyKey, authorization: request.headers.authorization });
        if (request.headers.authorization !== `Bearer ${SECRET_KEY}`) {
          return reply
            .code(401)
            .send({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        }
        const replay = idempotencyKey && replays.get(`${request.url}:${idempotencyKey}`);
        if (replay) return reply.code(replay.status).header('idempotent-replayed', 'true').send(replay.body);
        const answer = handler(body, request.params as Record<string, string>);
        // Stripe keeps the answer of a key once the request ran; its own failures are not kept.
        if (idempotencyKey && answer.status < 500) replays.set(`${request.url}:${idempotencyKey}`, answer);
        if (answer.retry === false) reply.header('stripe-should-retry', 'false');
        return reply.code(answer.status).header('request-id', id('req')).send(answer.body);
      },
    });
  }
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, calls, state, close: () => app.close() };
}

const NOW = '2026-05-15T10:00:00Z';
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await buildTestApp(
    {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_API_BASE: fake.url,
    },
    { now: NOW },
  );
});
// Some tests move the clock on: each starts at the same instant, whatever ran before it.
beforeEach(() => t.clock.set(NOW));
afterAll(async () => {
  await t.close();
  await fake.close();
});

const saveCard = (user: SignedInUser, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Pagamenti',
    headers: { ...user.auth, 'accept-language': 'en' },
    payload: { token },
  });
const savedCard = async (user: SignedInUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/Pagamenti', headers: user.auth })).json().data;
const callsTo = (pathPrefix: string) => fake.calls.filter((call) => call.path.startsWith(pathPrefix));
const paymentsOf = (user: SignedInUser) =>
  t.database.db.select().from(payments).where(eq(payments.userId, user.userId));

describe('the Stripe provider', () => {
  it('gives the client the publishable key and Stripe token endpoint, and lets the browser reach it', async () => {
    const user = await signUpAndIn(t.app);
    const key = await t.app.inject({ method: 'GET', url: '/api/Pagamenti/Key', headers: user.auth });
    expect(key.json().data).toEqual({ key: PUBLISHABLE_KEY, tokenUrl: 'https://api.stripe.com/v1/tokens' });
    expect(key.headers['content-security-policy']).toContain("connect-src 'self' https://api.stripe.com");
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/sandbox-provider/v1/tokens', payload: {} })).statusCode,
    ).toBe(404);
  });

  it('creates a customer with the card, then reuses the customer when the card is replaced', async () => {
    const user = await signUpAndIn(t.app);
    const before = fake.calls.length;
    const saved = await saveCard(user, 'tok_visa');
    expect(saved.json()).toEqual({
      success: true,
      message: 'Card saved',
      data: { brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2049 },
    });
    const made = fake.calls.slice(before);
    expect(made.map((call) => call.path.replace(/pm_fake\d+/, 'pm'))).toEqual([
      '/v1/payment_methods',
      '/v1/customers',
      '/v1/payment_methods/pm/attach',
    ]);
    expect(made[0].body).toMatchObject({ type: 'card', 'card[token]': 'tok_visa' });
    expect(made[1].body).toMatchObject({ email: user.email, 'metadata[userId]': String(user.userId) });
    expect(made.every((call) => call.authorization === `Bearer ${SECRET_KEY}`)).toBe(true);

    const customer = made[2].body.customer;
    const firstMethod = /pm_fake\d+/.exec(made[2].path)![0];
    const again = fake.calls.length;
    await saveCard(user, 'tok_mastercard');
    const replaced = fake.calls.slice(again);
    expect(replaced.map((call) => call.path.replace(/pm_fake\d+/, 'pm'))).toEqual([
      '/v1/payment_methods',
      '/v1/payment_methods/pm/attach',
      '/v1/payment_methods/pm/detach',
    ]);
    expect(replaced[1].body.customer).toBe(customer);
    expect(replaced[2].path).toBe(`/v1/payment_methods/${firstMethod}/detach`);
    expect(await savedCard(user)).toEqual({ brand: 'Mastercard', last4: '4444', exp_month: 12, exp_year: 2049 });
  });

  it("refuses a card Stripe declines, with Stripe's reason, and keeps the saved one", async () => {
    const user = await signUpAndIn(t.app);
    await saveCard(user, 'tok_mastercard');
    expect((await saveCard(user, 'tok_chargeDeclined')).json()).toEqual({
      success: false,
      message: 'Your card was declined',
      data: null,
    });
    expect((await saveCard(user, 'tok_chargeDeclinedInsufficientFunds')).json()).toEqual({
      success: false,
      message: 'Your card has insufficient funds',
      data: null,
    });
    expect((await saveCard(user, 'tok_1TroupeIssuedOnce')).json().success).toBe(true);
    expect((await saveCard(user, 'tok_1TroupeIssuedOnce')).json().message).toBe(
      'The card details are no longer valid: enter them again',
    );
    expect((await saveCard(user, 'tok_unknown')).json().message).toBe(
      'The card details are no longer valid: enter them again',
    );
    expect((await savedCard(user)).last4).toBe('4242');
  });

  it('charges off-session with an idempotency key, once per Idempotency-Key', async () => {
    const user = await signUpAndIn(t.app);
    await saveBilling(t.app, user);
    await saveCard(user, 'tok_mastercard');
    const key = randomUUID();
    const before = callsTo('/v1/payment_intents').length;
    const first = await activate(t.app, user, 3, true, key);
    expect(first.json()).toMatchObject({
      success: true,
      data: { id_Abbonamento: 3, tipologiaAbbonamento: 2, dataFineAbbonamento: '2026-06-15' },
    });
    expect((await activate(t.app, user, 3, true, key)).json()).toEqual(first.json());

    const charges = callsTo('/v1/payment_intents').slice(before);
    expect(charges).toHaveLength(1);
    const [payment] = await paymentsOf(user);
    expect(charges[0].idempotencyKey).toBe(`troupe-payment-${payment.id}`);
    expect(charges[0].body).toMatchObject({
      amount: '1990',
      currency: 'eur',
      off_session: 'true',
      confirm: 'true',
      customer: expect.stringMatching(/^cus_/),
    });
    expect(payment).toMatchObject({
      status: 'succeeded',
      provider: 'stripe',
      providerRef: expect.stringMatching(/^pi_fake/),
      cardBrand: 'Mastercard',
      cardLast4: '4444',
    });
  });

  it("records a declined charge with Stripe's payment reference", async () => {
    const user = await signUpAndIn(t.app);
    await saveBilling(t.app, user);
    await saveCard(user, 'tok_chargeCustomerFail');
    expect((await activate(t.app, user, 1, false)).json()).toEqual({
      success: false,
      message: 'Your card was declined',
      data: null,
    });
    const [payment] = await paymentsOf(user);
    expect(payment).toMatchObject({
      status: 'failed',
      failureCode: 'card_declined',
      failureMessage: 'Your card was declined.',
      providerRef: expect.stringMatching(/^pi_fake/),
    });
  });

  it('keeps a charge Stripe failed to answer pending, and finishes it with the same key later', async () => {
    const user = await signUpAndIn(t.app);
    await saveBilling(t.app, user);
    await saveCard(user, 'tok_visa');
    const key = randomUUID();
    fake.state.failNextCharge = true;
    const failed = await activate(t.app, user, 1, false, key);
    expect(failed.json()).toEqual({
      success: false,
      message: 'The payment service is not answering: try again in a minute. You will not be charged twice.',
      data: null,
    });
    expect((await paymentsOf(user))[0].status).toBe('pending');
    expect((await activate(t.app, user, 1, false, key)).json().message).toBe(
      'This payment is already in progress: wait a few seconds',
    );

    t.clock.advance(3 * 60 * 1000);
    const finished = await activate(t.app, user, 1, false, key);
    expect(finished.json().success).toBe(true);
    const [payment] = await paymentsOf(user);
    const attempts = fake.calls.filter((call) => call.idempotencyKey === `troupe-payment-${payment.id}`);
    expect(attempts).toHaveLength(2);
    expect(payment.status).toBe('succeeded');
  });

  it('charges the renewal through Stripe', async () => {
    const user = await signUpAndIn(t.app);
    await saveBilling(t.app, user);
    await saveCard(user, 'tok_visa');
    await activate(t.app, user, 3, true);
    t.clock.set('2026-06-15T05:00:00Z');
    const before = callsTo('/v1/payment_intents').length;
    await runRenewals({
      db: t.database.db,
      payments: createPaymentsService({
        db: t.database.db,
        provider: createPaymentProvider(t.config, t.database.db, t.clock),
        clock: t.clock,
      }),
      outbox: t.outbox,
      publicUrl: t.config.publicUrl,
      log: t.app.log,
      clock: t.clock,
    });
    const renewal = (await paymentsOf(user)).find((payment) => payment.kind === 'renewal')!;
    expect(renewal).toMatchObject({
      status: 'succeeded',
      amountCents: 1990,
      providerRef: expect.stringMatching(/^pi_fake/),
    });
    expect(
      callsTo('/v1/payment_intents')
        .slice(before)
        .map((call) => call.idempotencyKey),
    ).toContain(`troupe-payment-${renewal.id}`);
  });
});
