import { buildTestApp, type TestApp } from '../../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(() => t.close());

const login = (username: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Auth/login',
    remoteAddress: ip,
    payload: { username, password: 'Wrong1234' },
    headers: { 'accept-language': 'en' },
  });

describe('rate limits on sign-in', () => {
  it('stops one address after the limit with 429 and a message', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login(`someone${i}`, '10.0.0.1')).statusCode).toBe(200);
    const blocked = await login('someone-else', '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      success: false,
      message: 'Too many attempts: please wait a minute and try again',
      data: null,
    });
    expect((await login('someone-else', '10.0.0.2')).statusCode).toBe(200);
  });

  it('leaves attempts on one account from many addresses to the wrong-password count (lockout.test.ts)', async () => {
    for (let i = 0; i < 4; i += 1) expect((await login('target', `10.1.0.${i}`)).statusCode).toBe(200);
  });

  it('reads the per-account key of a body that is not an object without failing', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/Accounts/resetpassword',
      remoteAddress: '10.2.0.1',
      payload: '[]',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });
});
