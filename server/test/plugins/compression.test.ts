import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../helpers/testApp';

/** API answers compressed as the client accepts; request bodies never inflated, so none unpacks past the limits. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const nations = (acceptEncoding?: string) =>
  t.app.inject({
    url: '/api/Dominio/Nazioni',
    headers: { 'accept-language': 'en', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('API answers', () => {
  it('go brotli when accepted, gzip to a client without it, and plain to one that accepts neither', async () => {
    const plain = await nations();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await nations('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await nations('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('are sent as they are under 1 KB', async () => {
    const health = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json().data.status).toBe('ok');
  });
});

describe('request bodies', () => {
  it('are not inflated: a gzip body is refused as bad input, in the envelope', async () => {
    const body = gzipSync(JSON.stringify({ username: 'someone', password: 'Segreto123' }));
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'accept-language': 'en' },
      payload: body,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      success: false,
      data: { modelValidationError: [{ field: 'body', message: 'The request could not be read' }] },
    });
  });
});
