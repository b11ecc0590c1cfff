import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import it from '../locales/it.json';
import { DEMO_PASSWORD } from '../server/src/demo/demoData';
import { LAST_VIEW_KEY } from '../src/app/lastView';
import { median } from './percentile';
import { buildAsNpmStartDoes, startServer } from './server';

/**
 * The signed-in pages on a phone (bench/README.md, "Signed-in pages on a phone"): each page of the
 * menu, as `npm start` serves it over the demo data (`npm run seed:demo`, kept under
 * bench/results/signedin-data between runs), measured by Lighthouse's default phone profile
 * (simulated slow 4G: 1.6 Mbps, 150 ms round trip; a 4× slower CPU) in Debian's Chromium:
 * - cold: a fresh browser profile (no HTTP cache, no service worker) holding only what the app
 *   keeps for a person signed in on this device: in localStorage the session, the workflow, the
 *   subscription type, the language and the pages' last views; in IndexedDB what the pages last
 *   loaded and the lookups (app/persist.ts). Copied from a real sign-in in another browser, of the
 *   same phone's size, that then opened each page measured;
 * - warm: the same browser loading the page a second time, its service worker and HTTP cache
 *   primed by the first load (Lighthouse's storage reset off, so neither is cleared).
 * RUNS pairs a page, the median of each figure beside the goals. BENCH_SIGNEDIN_PAGES (paths,
 * comma-separated) measures some pages only; BENCH_SIGNEDIN_SPA_DIR serves another build (an
 * earlier commit's, for a before and after).
 */
const PORT = Number(process.env.BENCH_SIGNEDIN_PORT ?? 8094);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_SIGNEDIN_RUNS ?? 3);
const GOALS = { coldLcpMs: 2500, warmLcpMs: 1000 };

/**
 * Each page of the menu with the demo person it is theirs: a Master client (jobs, search,
 * favourites) and an Advanced worker booked on a job (engagements, day sheets, earnings).
 */
const CLIENT = 'demo.client1';
const WORKER = 'demo.crew1';
const PAGES: { path: string; user: string }[] = [
  { path: '/home', user: CLIENT },
  { path: '/jobs', user: CLIENT },
  { path: '/search', user: CLIENT },
  { path: '/favorites', user: CLIENT },
  { path: '/home', user: WORKER },
  { path: '/enlistments', user: WORKER },
  { path: '/timesheets', user: WORKER },
  { path: '/carsheets', user: WORKER },
  { path: '/profile/availability', user: WORKER },
  { path: '/earnings', user: WORKER },
];

/** The demo data, seeded once into a folder kept between runs. */
function demoDataDir() {
  const dir = path.resolve('bench/results/signedin-data');
  if (!existsSync(path.join(dir, 'seeded'))) {
    mkdirSync(dir, { recursive: true });
    execFileSync(process.execPath, ['--import', 'tsx', 'server/src/seedDemo.ts', '--crew', '300', '--clients', '3'], {
      env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', process.stderr, 'inherit'],
    });
    execFileSync('touch', [path.join(dir, 'seeded')]);
  }
  return dir;
}

/** One entry of idb-keyval's store: the app's keys are the slices' names (persist:<key>). */
type KeyvalEntry = [string, unknown];

/** What a device holds for the app: its localStorage, and its IndexedDB (idb-keyval's one store). */
interface DeviceStorage {
  local: Record<string, string>;
  indexedDb: KeyvalEntry[];
}

/** idb-keyval's database and store (app/persist.ts keeps its slices there). */
const IDB = { database: 'keyval-store', store: 'keyval' };

/**
 * Run in the page: writes `writing` into idb-keyval's store, then answers every entry it holds.
 * One function for reading a device and filling another, self-contained as page.evaluate needs.
 */
async function keyvalEntries({
  database,
  store,
  writing,
}: {
  database: string;
  store: string;
  writing: KeyvalEntry[];
}): Promise<KeyvalEntry[]> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const opening = indexedDB.open(database);
    opening.onupgradeneeded = () => opening.result.createObjectStore(store);
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
  const transaction = db.transaction(store, 'readwrite');
  const entries = transaction.objectStore(store);
  for (const [key, value] of writing) entries.put(value, key);
  const keys = entries.getAllKeys();
  const values = entries.getAll();
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
  db.close();
  return keys.result.map((key, index) => [String(key), values.result[index]]);
}

/**
 * What the app keeps on the device once `userName` has signed in through its form, its data has
 * loaded, and each of `paths` has been opened and left: the session and each page's last view
 * (src/app/lastView.ts) in localStorage, the pages' data and the lookups in IndexedDB, which a
 * returning person's device holds.
 */
async function storedSession(userName: string, paths: string[]): Promise<DeviceStorage> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    // The phone Lighthouse emulates (its default screenEmulation): a page's view is kept for the
    // width it was drawn at, and painted only at that width.
    const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
    const page = await (await browser.newContext({ locale: 'it-IT', ...phone })).newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(`${BASE}/login`);
    // A first touch loads the app on the sign-in page (public/app-loader.js).
    await page.mouse.move(10, 10);
    await page.getByLabel(it['login.username']).fill(userName);
    await page.getByLabel(it['login.password'], { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: it['login.submit'], exact: true }).click();
    await page.waitForURL(/\/home$/);
    // The user's data (workflow, subscription type) is read at every start, then stored.
    const userData = page.waitForResponse((response) => response.url().endsWith('/api/Auth/getUserData'));
    await page.reload();
    await userData;
    // Each page as its person sees it, once its read has been answered; leaving it keeps its view.
    for (const pagePath of paths) {
      await page.goto(`${BASE}${pagePath}`);
      await page.waitForTimeout(3_000);
    }
    await page.goto(`${BASE}/robots.txt`);
    const local = await page.evaluate(
      (lastViewKey) =>
        Object.fromEntries(
          Object.keys(localStorage)
            .filter((key) => key.startsWith('persist:') || key === lastViewKey)
            .map((key) => [key, localStorage.getItem(key)!]),
        ),
      LAST_VIEW_KEY,
    );
    return { local, indexedDb: await page.evaluate(keyvalEntries, { ...IDB, writing: [] }) };
  } finally {
    await browser.close();
  }
}

interface Load {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Cumulative layout shift: a last view painted otherwise than the app then draws the page shifts it at the hand-off. */
  cls: number;
  transferKb: number;
  /** What Lighthouse found as the largest paint, and its phases (TTFB, load delay, load time, render delay). */
  lcpElement: string;
  lcpPhasesMs: Record<string, number>;
  /** Lighthouse's own measure of the machine's speed at the time (higher is faster). */
  benchmarkIndex: number;
}

async function lighthouseLoad(url: string, port: number): Promise<Load> {
  // Lighthouse is an ES module only: imported, not required.
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
    // The stored session must stay, and for the second load the service worker and the cache.
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  if (!lhr.finalDisplayedUrl.endsWith(new URL(url).pathname))
    throw new Error(`${url} showed ${lhr.finalDisplayedUrl}: the stored session was not taken`);
  const audit = (id: string) => lhr.audits[id].numericValue ?? Number.NaN;
  // The largest paint's element and how its time splits (Lighthouse's table of phases).
  type Table = { items?: Record<string, unknown>[] };
  const lcpDetails = lhr.audits['largest-contentful-paint-element'].details as { items?: Table[] } | undefined;
  const lcpNode = lcpDetails?.items?.[0]?.items?.[0]?.node as { nodeLabel?: string; selector?: string } | undefined;
  const phases = lcpDetails?.items?.[1]?.items ?? [];
  return {
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    transferKb: Number((audit('total-byte-weight') / 1024).toFixed(1)),
    lcpElement: `${lcpNode?.selector ?? ''} ${lcpNode?.nodeLabel ?? ''}`.trim(),
    lcpPhasesMs: Object.fromEntries(phases.map((row) => [String(row.phase), Math.round(Number(row.timing))])),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** A cold load and a warm one of `url`, in a fresh Chromium holding `stored` on the device. */
async function coldAndWarm(url: string, stored: DeviceStorage) {
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    // The stored state is written on the origin from a page that is not the app's (nothing cached).
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await cdp.contexts()[0].newPage();
    await page.goto(`${BASE}/robots.txt`);
    await page.evaluate((local) => {
      for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
    }, stored.local);
    await page.evaluate(keyvalEntries, { ...IDB, writing: stored.indexedDb });
    await page.close();
    const cold = await lighthouseLoad(url, chrome.port);
    const warm = await lighthouseLoad(url, chrome.port);
    return { cold, warm };
  } finally {
    chrome.kill();
  }
}

const medians = (loads: Load[]) => {
  const of = (key: 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'transferKb' | 'benchmarkIndex') =>
    median(loads.map((load) => load[key]));
  const lcpMs = of('lcpMs');
  const medianLoad = loads.find((load) => load.lcpMs === lcpMs)!;
  return {
    fcpMs: of('fcpMs'),
    lcpMs,
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    transferKb: of('transferKb'),
    benchmarkIndex: of('benchmarkIndex'),
    lcpElement: medianLoad.lcpElement,
    lcpPhasesMs: medianLoad.lcpPhasesMs,
  };
};

export async function measureSignedIn() {
  const spaDir = process.env.BENCH_SIGNEDIN_SPA_DIR;
  if (!spaDir) buildAsNpmStartDoes();
  const only = process.env.BENCH_SIGNEDIN_PAGES?.split(',');
  const pages = PAGES.filter((page) => !only || only.includes(page.path));
  const server = await startServer(PORT, spaDir ? { SPA_DIR: spaDir } : {}, demoDataDir());
  try {
    const sessions = new Map<string, DeviceStorage>();
    for (const user of new Set(pages.map((page) => page.user)))
      sessions.set(
        user,
        await storedSession(
          user,
          pages.filter((page) => page.user === user).map((page) => page.path),
        ),
      );
    const figures: Record<string, unknown> = {};
    // What each person's device holds of the pages' last views: the markup and the rules they were drawn with.
    const lastViewKb = Object.fromEntries(
      [...sessions].map(([user, stored]) => {
        const kept = JSON.parse(stored.local[LAST_VIEW_KEY] ?? '{"css":[]}') as { css: string[] };
        const kb = (text: string) => Number((text.length / 1024).toFixed(1));
        return [user, { all: kb(stored.local[LAST_VIEW_KEY] ?? ''), css: kb(kept.css.join('\n')) }];
      }),
    );
    console.error('last views kept', JSON.stringify(lastViewKb));
    for (const { path: pagePath, user } of pages) {
      const runs: Awaited<ReturnType<typeof coldAndWarm>>[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await coldAndWarm(`${BASE}${pagePath}`, sessions.get(user)!));
      const cold = medians(runs.map((run) => run.cold));
      const warm = medians(runs.map((run) => run.warm));
      figures[`${pagePath} (${user})`] = {
        cold,
        warm,
        coldLcpEachRun: runs.map((run) => run.cold.lcpMs),
        warmLcpEachRun: runs.map((run) => run.warm.lcpMs),
        met: { cold: cold.lcpMs <= GOALS.coldLcpMs, warm: warm.lcpMs <= GOALS.warmLcpMs },
      };
      console.error(pagePath, user, JSON.stringify(figures[`${pagePath} (${user})`]));
    }
    return { goals: GOALS, runs: RUNS, lastViewKb, pages: figures };
  } finally {
    await server.stop();
  }
}
