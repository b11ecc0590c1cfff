import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { PUBLIC_PAGES, prerenderedFileOf } from '@shared/contracts/publicPages';
import { LANGUAGES } from '@shared/validation/language';
import { buildTestApp, type TestApp } from '../helpers/testApp';

/** A built SPA as webpack leaves it: a hashed script with its .br and .gz beside it, and index.html. */
const SCRIPT = `console.log(${JSON.stringify('troupe '.repeat(400))});`;
let spaDir: string;
let t: TestApp;

beforeAll(async () => {
  spaDir = await mkdtemp(path.join(tmpdir(), 'troupe-spa-'));
  await mkdir(path.join(spaDir, 'assets'));
  await writeFile(path.join(spaDir, 'index.html'), '<!doctype html><title>Troupe</title>');
  await writeFile(path.join(spaDir, 'sw.js'), 'self.skipWaiting;');
  const script = path.join(spaDir, 'assets', 'main.0123456789ab.js');
  await writeFile(script, SCRIPT);
  await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${script}.gz`, gzipSync(SCRIPT));
  // /login prerendered in both languages (scripts/prerender.mjs); no other public page is.
  for (const language of LANGUAGES) {
    const file = path.join(spaDir, prerenderedFileOf(language, PUBLIC_PAGES.login));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `<!doctype html><html lang=${language}><title>login ${language}</title>`);
  }
  t = await buildTestApp({ SPA_DIR: spaDir });
});
afterAll(async () => {
  await t.close();
  await rm(spaDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('the built SPA', () => {
  it('sends a hashed file as the build compressed it, brotli first, cached for a year', async () => {
    const answer = await get('/assets/main.0123456789ab.js', 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends the service worker checked every time: its precache list names the current files', async () => {
    const answer = await get('/sw.js');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gzip = await get('/assets/main.0123456789ab.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    const plain = await get('/assets/main.0123456789ab.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers index.html for a route of the app, never cached', async () => {
    const answer = await get('/jobs/12', 'br');
    expect(answer.statusCode).toBe(200);
    // Compressed on the way like an API answer (it is not written by the build beside itself).
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toContain('<title>Troupe</title>');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('sends a prerendered public page in the language of the browser when no language was chosen', async () => {
    const english = await get('/login', undefined, { 'accept-language': 'en-GB,en;q=0.9,it;q=0.5' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<title>login en</title>');
    expect(english.headers['content-language']).toBe('en');
    expect(english.headers.vary).toMatch(/accept-language/i);
    expect(english.headers.vary).toMatch(/cookie/i);
    expect(english.headers['cache-control']).toBe('no-cache');
    expect((await get('/login')).body).toContain('<title>login it</title>');
  });

  it("sends it in the language the SPA last chose (its cookie) over the browser's, and ignores a cookie it does not know", async () => {
    const chosen = await get('/login', undefined, { 'accept-language': 'en', cookie: 'other=1; troupe-language=it' });
    expect(chosen.body).toContain('<title>login it</title>');
    expect(chosen.headers['content-language']).toBe('it');
    const unknown = await get('/login', undefined, { 'accept-language': 'en', cookie: 'troupe-language=../../etc' });
    expect(unknown.body).toContain('<title>login en</title>');
  });

  it("keeps the language the header's switch sent without the app (?language=en) and asks for the page again, with its other parameters", async () => {
    const switched = await get('/login?language=en', undefined, { 'accept-language': 'it' });
    expect(switched.statusCode).toBe(303);
    expect(switched.headers.location).toBe('/login');
    expect(switched.headers['set-cookie']).toBe('troupe-language=en; Max-Age=31536000; Path=/; SameSite=Lax');
    // The sign-in's return path stays; the address asked again is the page's own.
    const withNext = await get(`/login?next=${encodeURIComponent('/jobs/3?tab=costs')}&language=en`);
    expect(withNext.headers.location).toBe(`/login?next=${encodeURIComponent('/jobs/3?tab=costs')}`);
    const outside = await get('/login?language=en&next=https://evil.example');
    expect(outside.headers.location).toBe(`/login?next=${encodeURIComponent('https://evil.example')}`);
    const unknown = await get('/login?language=fr', undefined, { 'accept-language': 'it' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<title>login it</title>');
  });

  it('answers index.html for a public page the build did not prerender', async () => {
    const answer = await get('/about-us');
    expect(answer.body).toBe('<!doctype html><title>Troupe</title>');
  });
});
