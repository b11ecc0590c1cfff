import { PUBLIC_PAGES } from '@shared/contracts/publicPages';
import { buildTestApp, type TestApp } from '../helpers/testApp';

/** A real robots.txt and a sitemap of the public pages, at PUBLIC_URL whatever the Host. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://troupe.example' });
});
afterAll(() => t.close());

describe('what search engines read', () => {
  it('robots.txt keeps them out of the API and names the sitemap', async () => {
    const answer = await t.app.inject({ url: '/robots.txt', headers: { host: 'attacker.example' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body.split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /api/',
      'Allow: /',
      'Sitemap: https://troupe.example/sitemap.xml',
      '',
    ]);
  });

  it('the sitemap lists every public page at PUBLIC_URL and nothing behind the sign-in', async () => {
    const answer = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'attacker.example' } });
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locations = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(Object.values(PUBLIC_PAGES).map((page) => `https://troupe.example${page}`));
    expect(locations).toContain('https://troupe.example/register');
    expect(answer.body).not.toMatch(/profile|search|jobs/);
  });
});
