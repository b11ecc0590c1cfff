import sharp from 'sharp';
import { requestCardToken } from '../helpers/payments';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { multipart } from '../modules/profile/fixtures';

/**
 * The whole log of a journey (register, sign in, bad inputs carrying the
 * password, a wrong password, recovery with its link, the card token, the saved card, the IBAN, an
 * upload), at the most detailed level, holds none of the secrets that went through it.
 */

const PASSWORD = 'Journey-Secret-77';
const NEW_PASSWORD = 'Renewed-Secret-88';
const WRONG_PASSWORD = 'Guessed-Secret-99';
const CARD_NUMBER = '4242424242424242';
const IBAN = 'IT60X0542811101000000123456';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'trace' }, { logStream: { write: (line) => lines.push(line) } });
});
afterAll(() => t.close());

const json = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload: payload as object, headers: { 'accept-language': 'en', ...headers } });

it('logs no password, token, card number, IBAN or reset token', async () => {
  const secrets: string[] = [PASSWORD, NEW_PASSWORD, WRONG_PASSWORD, CARD_NUMBER, IBAN];

  expect(
    (
      await json('POST', '/api/Accounts/registration', {
        userName: 'journey',
        password: PASSWORD,
        email: 'journey@example.com',
      })
    ).json().success,
  ).toBe(true);
  const login = await json('POST', '/api/Auth/login', { username: 'journey', password: PASSWORD });
  const token: string = login.json().data.token;
  secrets.push(token);
  const auth = { authorization: `Bearer ${token}` };

  // Bad inputs carrying the password where it does not belong, and a wrong one.
  expect(
    (await json('POST', '/api/Auth/login', { username: [PASSWORD], password: { value: PASSWORD } })).statusCode,
  ).toBe(400);
  expect(
    (await json('POST', '/api/Accounts/registration', { userName: PASSWORD, password: [PASSWORD], email: PASSWORD }))
      .statusCode,
  ).toBe(400);
  expect(
    (await json('PUT', '/api/Accounts/changepassword', { oldPassword: [PASSWORD], password: 'short' }, auth))
      .statusCode,
  ).toBe(400);
  expect(
    (await json('POST', '/api/Auth/login', { username: 'journey', password: WRONG_PASSWORD })).json().success,
  ).toBe(false);
  expect(
    (
      await json('POST', '/api/Auth/login', `{"username":"journey","password":"${PASSWORD}"`, {
        'content-type': 'application/json',
      })
    ).statusCode,
  ).toBe(400);
  expect(
    (await json('GET', `/api/Jobs/RecuperaJob/1?password=${PASSWORD}&token=${token}`, undefined, auth)).statusCode,
  ).toBeLessThan(500);

  // Recovery: the link's token in the email, the page's address and the confirmation.
  await json('PUT', '/api/Accounts/resetpassword', { userName: 'journey' });
  const [email] = (await t.sentEmails()).slice(-1);
  const resetToken = /\/reset-password\/([\w-]+)/.exec(email.text ?? '')![1];
  secrets.push(resetToken);
  await json('GET', `/reset-password/${resetToken}`);
  await json('PUT', '/api/Accounts/confirmresetpassword', { token: [resetToken], password: NEW_PASSWORD });
  expect(
    (await json('PUT', '/api/Accounts/confirmresetpassword', { token: resetToken, password: NEW_PASSWORD })).json()
      .success,
  ).toBe(true);
  const renewed = await json('POST', '/api/Auth/login', { username: 'journey@example.com', password: NEW_PASSWORD });
  const renewedToken: string = renewed.json().data.token;
  secrets.push(renewedToken);
  const renewedAuth = { authorization: `Bearer ${renewedToken}` };

  // The card: its token from the sandbox, saved; a card number sent where it does not belong.
  await json('GET', '/api/Pagamenti/Key', undefined, renewedAuth);
  const cardToken = await requestCardToken(t.app, { number: CARD_NUMBER });
  const cardTokenId: string = cardToken.json().id;
  secrets.push(cardTokenId);
  expect((await json('POST', '/api/Pagamenti', { token: cardTokenId }, renewedAuth)).json().success).toBe(true);
  expect(
    (await json('POST', '/api/Pagamenti', { token: [CARD_NUMBER], cardNumber: CARD_NUMBER }, renewedAuth)).statusCode,
  ).toBe(400);
  await requestCardToken(t.app, { number: `${CARD_NUMBER}0` });

  // The IBAN, saved and refused, and an upload.
  await json('PUT', '/api/Profilo/SalvaDatiBancari', { iban: IBAN, nomeBanca: 'Banca', swiftCode: null }, renewedAuth);
  await json('PUT', '/api/Profilo/SalvaDatiBancari', { iban: [IBAN], nomeBanca: { iban: IBAN } }, renewedAuth);
  const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const body = multipart('file', [{ filename: `${PASSWORD}.png`, contentType: 'image/png', bytes: photo }]);
  await t.app.inject({
    method: 'POST',
    url: '/api/Profilo/CaricaImmagineProfilo',
    payload: body.payload,
    headers: { ...body.headers, ...renewedAuth },
  });

  const log = lines.join('');
  expect(lines.length).toBeGreaterThan(40);
  expect(secrets.filter((secret) => log.includes(secret))).toEqual([]);
  // Nor the longest pieces of the token's signature or payload.
  expect(token.split('.').filter((part) => log.includes(part))).toEqual([]);
});
