import { ConfigError, readTrustProxy } from '../../src/config';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { GOOD_PASSWORD } from '../helpers/users';

/**
 * The client address behind the per-address limits comes from
 * X-Forwarded-For only when the connection is from a proxy TRUST_PROXY names, and the addresses
 * the server answers come from PUBLIC_URL, never from Host or X-Forwarded-Host.
 */

/** Sign-in attempts, each with its own forged X-Forwarded-For, from one connection address. */
async function attemptsWithForgedAddresses(t: TestApp, count: number, connection = '127.0.0.1') {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      remoteAddress: connection,
      headers: { 'x-forwarded-for': `203.0.113.${i}`, 'accept-language': 'en' },
      payload: { username: `nobody${i}`, password: 'Wrong1234' },
    });
    codes.push(response.statusCode);
  }
  return codes;
}

describe('by default (no TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('ignores a forged X-Forwarded-For: the connection address is limited', async () => {
    expect(await attemptsWithForgedAddresses(t, 4)).toEqual([200, 200, 200, 429]);
  });

  it('builds email links from PUBLIC_URL whatever Host and X-Forwarded-Host say', async () => {
    const registration = { userName: 'linkowner', password: GOOD_PASSWORD, email: 'linkowner@example.com' };
    await t.app.inject({
      method: 'POST',
      url: '/api/Accounts/registration',
      remoteAddress: '10.9.9.8',
      payload: registration,
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/Accounts/resetpassword',
      remoteAddress: '10.9.9.9',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      payload: { userName: 'linkowner' },
    });
    const [email] = (await t.sentEmails()).slice(-1);
    expect(email.text).toMatch(/http:\/\/troupe\.test\/reset-password\/[\w-]+/);
    expect(email.text).not.toContain('evil.example');
  });
});

describe('behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(() => t.close());

  it('honours X-Forwarded-For from the proxy: each client address has its own limit', async () => {
    expect(await attemptsWithForgedAddresses(t, 4, '10.0.0.5')).toEqual([200, 200, 200, 200]);
  });

  it('still ignores it from a connection that is not the proxy', async () => {
    expect(await attemptsWithForgedAddresses(t, 4, '198.51.100.7')).toEqual([200, 200, 200, 429]);
  });
});

describe('behind one proxy given as a hop count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('takes the address the nearest proxy saw', async () => {
    expect(await attemptsWithForgedAddresses(t, 4, '192.0.2.1')).toEqual([200, 200, 200, 200]);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts nobody when absent, empty, false or 0', () => {
    for (const value of [undefined, '', 'false', '0']) expect(readTrustProxy(value)).toBe(false);
  });

  it('reads a hop count and a list of addresses and ranges', () => {
    expect(readTrustProxy('2')).toBe(2);
    expect(readTrustProxy('10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true and anything that is not an address or a range', () => {
    for (const value of ['true', 'proxy.example', '10.0.0.0/33', '1.2.3', '10.0.0.1/8/2'])
      expect(() => readTrustProxy(value)).toThrow(ConfigError);
  });
});
