import { buildTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the API as a whole', () => {
  it('answers health with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ success: true, message: null, data: { status: 'ok', database: t.database.kind } });
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    const registration = document.paths['/api/Accounts/registration'].post;
    expect(registration.requestBody.content['application/json'].schema.properties).toHaveProperty('userName');
    expect(document.paths).toHaveProperty(['/api/Auth/login']);
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Nothing/here', headers: { 'accept-language': 'en' } });
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
