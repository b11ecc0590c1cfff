import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../helpers/testApp';

/** A built SPA as webpack leaves it: a hashed script with its .br and .gz beside it, and index.html. */
const SCRIPT = `console.log(${JSON.stringify('troupe '.repeat(400))});`;
let spaDir: string;
let t: TestApp;

beforeAll(async () => {
  spaDir = await mkdtemp(path.join(tmpdir(), 'troupe-spa-'));
  await mkdir(path.join(spaDir, 'assets'));
  await writeFile(path.join(spaDir, 'index.html'), '<!doctype html><title>Troupe</title>');
  const script = path.join(spaDir, 'assets', 'main.0123456789ab.js');
  await writeFile(script, SCRIPT);
  await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${script}.gz`, gzipSync(SCRIPT));
  t = await buildTestApp({ SPA_DIR: spaDir });
});
afterAll(async () => {
  await t.close();
  await rm(spaDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built SPA', () => {
  it('sends a hashed file as the build compressed it, brotli first, cached for a year', async () => {
    const answer = await get('/assets/main.0123456789ab.js', 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
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
});
