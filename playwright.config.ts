import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * The browser tests drive Debian's Chromium against the real product (`npm run build` first),
 * served on a free port with a fresh DATA_DIR. The port and the folder are chosen once, in the
 * main process, and reach the workers through the environment.
 */
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
}
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'troupe-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // The journeys meet Troupe as an Italian browser does: the public pages come in the browser's
    // language until one is chosen (plugins/spa.ts), and the journeys read Italian first.
    locale: 'it-IT',
    // ...and as a person whose system asks for less motion: antd's animations are off (app/theme.ts),
    // so no click lands while a dialog is still zooming in (in one CI run the click on the logout
    // dialog's "Log out" came 70 ms after the click that opened it, and the dialog stayed open).
    reducedMotion: 'reduce',
    // The service worker answers the app's files from its cache, where page.route cannot see them:
    // only the journey of the installed app (e2e/installable.spec.ts) lets it run.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // First, on the same DATA_DIR, the engagement that started before today (the sheets journey's).
    command: 'node --import tsx e2e/seedPastEngagement.ts && node --enable-source-maps dist-server/main.cjs',
    url: `${baseURL}/api/health`,
    // The seeding (a dozen seconds on a quiet machine) runs before the server starts.
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // The journeys sign in many times from one address within a minute.
      AUTH_RATE_LIMIT_PER_MINUTE: '200',
      // The journeys share two cores with Chromium and the test runner: a starved event loop there
      // is the machine, not overload to shed (the overload guard has its own tests).
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // Every journey's API calls come from this one address.
      RATE_LIMIT_PER_MINUTE: '100000',
      // The journeys make and sign in to a few hundred accounts: cheaper hashes, as in the server's tests.
      PASSWORD_HASH_MEMORY_KIB: '1024',
    },
  },
});
