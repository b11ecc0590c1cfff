import { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { configuredLocation, openDatabase } from '../src/db/client';
import { createMailer } from '../src/mail/transport';
import { createTestClock } from './helpers/clock';
import { signUpAndIn } from './helpers/users';
import { multipart } from './modules/profile/fixtures';

/**
 * DATA_DIR and everything in it (PGlite's files, the outbox's emails, the
 * uploads, the generated JWT secret) are the server user's only: folders 0700, files 0600.
 */

/** Every entry under `root` whose mode lets its group or others in, with that mode. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const walk = (entry: string) => {
    const stats = statSync(entry);
    if ((stats.mode & 0o077) !== 0)
      found.push(`${path.relative(root, entry) || '.'} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const name of readdirSync(entry)) walk(path.join(entry, name));
  };
  walk(root);
  return found;
}

let parent: string;
beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'troupe-modes-'));
});
afterAll(() => rm(parent, { recursive: true, force: true }));

it('creates DATA_DIR, the database, the outbox and the uploads readable by the server user only', async () => {
  const dataDir = path.join(parent, 'data');
  // The event-loop check off, as in every test app: a loaded machine's stall would answer 503.
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://troupe.test',
    SPA_DIR: path.join(parent, 'no-spa'),
    MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  const database = await openDatabase(configuredLocation(config));
  const app = await buildApp({
    config,
    database,
    mailer: createMailer({ from: config.mailFrom, outboxDir: path.join(dataDir, 'outbox') }),
    clock: createTestClock(new Date()),
  });
  try {
    const user = await signUpAndIn(app);
    await app.inject({ method: 'PUT', url: '/api/Accounts/resetpassword', payload: { userName: user.username } });
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const body = multipart('file', [{ filename: 'me.png', contentType: 'image/png', bytes: photo }]);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/Profilo/CaricaImmagineProfilo',
      payload: body.payload,
      headers: { ...body.headers, ...user.auth },
    });
    expect(upload.json().success).toBe(true);
  } finally {
    await app.close();
    await database.close();
  }
  expect(readdirSync(dataDir).sort()).toEqual(expect.arrayContaining(['jwt-secret', 'outbox', 'pglite', 'uploads']));
  expect(readdirSync(path.join(dataDir, 'outbox')).length).toBeGreaterThan(0);
  expect(openToOthers(dataDir)).toEqual([]);
});

it('closes what an earlier version left readable by others, at start', () => {
  const dataDir = path.join(parent, 'old');
  mkdirSync(path.join(dataDir, 'outbox'), { recursive: true });
  writeFileSync(path.join(dataDir, 'outbox', 'old.eml'), 'reset link');
  chmodSync(path.join(dataDir, 'outbox', 'old.eml'), 0o644);
  chmodSync(path.join(dataDir, 'outbox'), 0o755);
  chmodSync(dataDir, 0o755);
  loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  expect(openToOthers(dataDir)).toEqual([]);
});
