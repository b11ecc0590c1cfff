import { buildTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the API as a whole', () => {
  it('answers health with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({
      success: true,
      message: null,
      data: { status: 'ok', database: t.database.kind },
    });
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    const registration = document.paths['/api/Accounts/registration'].post;
    expect(registration.requestBody.content['application/json'].schema.properties).toHaveProperty('userName');
    expect(document.paths).toHaveProperty(['/api/Auth/login']);
  });

  it('documents each call once, at the path product.md writes, and answers it with or without a trailing slash', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const calls = Object.entries(document.paths as Record<string, object>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path.replace(/\/$/, '')}`),
    );
    expect(calls.length).toBe(new Set(calls).size);
    expect(Object.keys(document.paths['/api/Subscription/'])).toEqual(expect.arrayContaining(['get', 'delete']));
    expect(Object.keys(document.paths['/api/Subscription'])).toEqual(expect.arrayContaining(['post', 'put']));
    expect(document.paths).toHaveProperty(['/api/Profilo/RecuperaDatiProfilo/']);
    expect(document.paths).toHaveProperty(['/api/Profilo/RecuperaDatiBancari']);

    for (const url of ['/api/health', '/api/health/']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Nothing/here',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Not found', data: null });
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Accounts/registration',
      payload: { userName: 'x'.repeat(300 * 1024), password: 'a', email: 'a' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().success).toBe(false);
  });

  it('sends security headers with a strict script policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
