import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { Writable } from 'node:stream';
import sandboxTokenRoutes, {
  SANDBOX_TOKEN_PATH,
  SANDBOX_TOKENS_PER_MINUTE,
} from '../../../src/modules/payments/sandbox';
import errorEnvelope from '../../../src/plugins/errors';
import { requestCardToken, saveTestCard } from '../../helpers/payments';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { signUpAndIn } from '../../helpers/users';

let t: TestApp;
beforeAll(async () => {
  // A fixed day, so expiry rules give the same answers in any month.
  t = await buildTestApp({}, { now: '2026-05-15T10:00:00Z' });
});
afterAll(() => t.close());

const getCard = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/Pagamenti', headers: auth });

describe('the sandbox token endpoint', () => {
  it.each([
    ['4242424242424242', 'Visa', '4242'],
    ['5555555555554444', 'Mastercard', '4444'],
    ['4000000000000002', 'Visa', '0002'],
  ])('tokenises %s as the provider does', async (number, brand, last4) => {
    const response = await requestCardToken(t.app, { number, exp_month: '07', exp_year: '2028' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: expect.stringMatching(/^tok_/),
      card: { brand, last4, exp_month: 7, exp_year: 2028 },
    });
    expect(response.body).not.toContain(number);
  });

  it('takes a two-digit year as this century', async () => {
    const response = await requestCardToken(t.app, { number: '4242424242424242', exp_year: '29' });
    expect(response.json().card.exp_year).toBe(2029);
  });

  it.each([
    ['a number failing the Luhn check', { number: '4242424242424241' }, 'incorrect_number', 'number'],
    ['a number of 15 digits', { number: '424242424242424' }, 'invalid_number', 'number'],
    ['a number with letters', { number: '4242x24242424242' }, 'invalid_number', 'number'],
    ['month 13', { number: '4242424242424242', exp_month: '13' }, 'invalid_expiry_month', 'exp_month'],
    ['month 00', { number: '4242424242424242', exp_month: '00' }, 'invalid_expiry_month', 'exp_month'],
    ['a past year', { number: '4242424242424242', exp_year: '2025' }, 'invalid_expiry_year', 'exp_year'],
    [
      'a past month of this year',
      { number: '4242424242424242', exp_month: '04', exp_year: '2026' },
      'invalid_expiry_month',
      'exp_month',
    ],
    ['a CVC of 2 digits', { number: '4242424242424242', cvc: '12' }, 'invalid_cvc', 'cvc'],
    ['a CVC of 4 digits', { number: '4242424242424242', cvc: '1234' }, 'invalid_cvc', 'cvc'],
    ['a real card number', { number: '4111111111111111' }, 'card_declined', 'number'],
  ])('answers 402 with a card error to %s', async (_case, card, code, param) => {
    const response = await requestCardToken(t.app, card);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      error: expect.objectContaining({ type: 'card_error', code, param, message: expect.any(String) }),
    });
  });

  it('accepts the current month', async () => {
    expect(
      (await requestCardToken(t.app, { number: '4242424242424242', exp_month: '05', exp_year: '2026' })).statusCode,
    ).toBe(200);
  });

  it('answers 400 to a missing field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: SANDBOX_TOKEN_PATH,
      headers: { authorization: 'Bearer pk_test_troupe_sandbox', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card[number]=4242424242424242&card[exp_month]=12&card[exp_year]=2030',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        param: 'card[cvc]',
        message: 'Missing required param: card[cvc].',
      },
    });
  });

  it('answers 401 without the public key', async () => {
    const response = await requestCardToken(t.app, { number: '4242424242424242' }, 'pk_wrong');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({ type: 'invalid_request_error', code: 'invalid_api_key' });
  });
});

describe('saving a sandbox card', () => {
  it.each([
    ['4000000000000002', 'Your card was declined', 'La carta è stata rifiutata'],
    ['4000000000009995', 'Your card has insufficient funds', 'La carta non ha fondi sufficienti'],
    ['4000000000000069', 'Your card has expired', 'La carta è scaduta'],
    ['4000000000000127', "Your card's security code is incorrect", 'Il codice di sicurezza della carta non è corretto'],
  ])('refuses the test card %s with its reason and keeps the saved card', async (number, english, italian) => {
    const user = await signUpAndIn(t.app);
    await saveTestCard(t.app, user, '5555555555554444');
    const inEnglish = await saveTestCard(t.app, user, number, 'en');
    expect(inEnglish.statusCode).toBe(200);
    expect(inEnglish.json()).toEqual({ success: false, message: english, data: null });
    const inItalian = await saveTestCard(t.app, user, number, 'it');
    expect(inItalian.json()).toEqual({ success: false, message: italian, data: null });
    expect((await getCard(user.auth)).json().data).toMatchObject({ brand: 'Mastercard', last4: '4444' });
  });

  it('saves 4000 0000 0000 0341, which only declines when charged', async () => {
    const user = await signUpAndIn(t.app);
    const saved = await saveTestCard(t.app, user, '4000000000000341');
    expect(saved.json()).toMatchObject({ success: true, data: { brand: 'Visa', last4: '0341' } });
  });

  it('uses a token once', async () => {
    const user = await signUpAndIn(t.app);
    const token = (await requestCardToken(t.app, { number: '4242424242424242' })).json().id;
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/Pagamenti',
        headers: { ...user.auth, 'accept-language': 'en' },
        payload: { token },
      });
    expect((await post()).json().success).toBe(true);
    expect((await post()).json()).toEqual({
      success: false,
      message: 'The card details are no longer valid: enter them again',
      data: null,
    });
  });

  it('refuses a token older than ten minutes and one never issued', async () => {
    const user = await signUpAndIn(t.app);
    const token = (await requestCardToken(t.app, { number: '4242424242424242' })).json().id;
    t.clock.advance(11 * 60 * 1000);
    const post = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Pagamenti',
        headers: { ...user.auth, 'accept-language': 'en' },
        payload: { token: value },
      });
    expect((await post(token)).json().success).toBe(false);
    expect((await post('tok_made_up')).json().success).toBe(false);
    expect((await getCard(user.auth)).json().data).toBeNull();
  });
});

describe('the card number in logs', () => {
  it('is never written, from the body or from a query string', async () => {
    const lines: string[] = [];
    const logs = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'trace', stream: logs } });
    // Request schemas are the app's yup schemas: the error plugin compiles them.
    await app.register(errorEnvelope);
    await app.register(formbody);
    await app.register(rateLimit, { global: false });
    await app.register(sandboxTokenRoutes, { db: t.database.db, clock: t.clock });
    await app.ready();
    const number = '4242424242424242';
    const headers = {
      authorization: 'Bearer pk_test_troupe_sandbox',
      'content-type': 'application/x-www-form-urlencoded',
    };
    const body = `card[number]=${number}&card[exp_month]=12&card[exp_year]=2030&card[cvc]=123`;
    expect((await app.inject({ method: 'POST', url: SANDBOX_TOKEN_PATH, headers, payload: body })).statusCode).toBe(
      200,
    );
    await app.inject({
      method: 'POST',
      url: `${SANDBOX_TOKEN_PATH}?card[number]=${number}&card[cvc]=123`,
      headers,
      payload: body,
    });
    await app.inject({
      method: 'POST',
      url: SANDBOX_TOKEN_PATH,
      headers,
      payload: `card[number]=${number}&card[cvc]=123`,
    });
    await app.close();
    expect(lines.join('').length).toBeGreaterThan(0);
    expect(lines.join('')).not.toContain(number);
    expect(lines.join('')).not.toContain('cvc');
  });

  it('answers the rate limit in the provider shape', async () => {
    const app = Fastify();
    await app.register(errorEnvelope);
    await app.register(formbody);
    await app.register(rateLimit, { global: false });
    await app.register(sandboxTokenRoutes, { db: t.database.db, clock: t.clock });
    let last;
    for (let i = 0; i <= SANDBOX_TOKENS_PER_MINUTE; i += 1)
      last = await app.inject({ method: 'POST', url: SANDBOX_TOKEN_PATH, payload: 'card[number]=1' });
    await app.close();
    expect(last!.statusCode).toBe(429);
    expect(last!.json()).toEqual({ error: expect.objectContaining({ type: 'rate_limit_error', code: 'rate_limit' }) });
  });
});
