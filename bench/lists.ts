import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { type Browser, type Page, chromium } from 'playwright-core';
import it from '../locales/it.json';
import { addDays } from '@shared/validation/dates';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import { ITALY_NATION_ID } from '@shared/validation/fields';
import { systemClock } from '../server/src/clock';
import { openDatabase } from '../server/src/db/client';
import {
  engagements,
  favouriteCategories,
  favourites,
  jobPlaces,
  jobs,
  notifications,
  users,
} from '../server/src/db/schema';
import { DEMO_PASSWORD } from '../server/src/demo/demoData';
import { insertInChunks } from './engagements';
import { pickDay } from '../e2e/datePicker';
import { buildAsNpmStartDoes, startServer } from './server';

/**
 * The long lists in the browser (bench/README.md, "Long lists on a phone"): `npm start`'s build,
 * served over demo data (`npm run seed:demo -- --crew BENCH_LISTS_CREW`, 3,000 by default, kept
 * under bench/results/lists-data between runs), in Debian's Chromium as a phone: 390 × 844 and the
 * CPU slowed 4× (Emulation.setCPUThrottlingRate). A demo Master client searches Italy over two
 * days, a page of 1,000 (the form's default, product.md §2.9); measured:
 * - from the search API's answer (its responseEnd) to the first result card in the page, and to the
 *   last card the first screen shows;
 * - the longest task from the answer until the results have settled, and while the list is scrolled
 *   to its end two screens a frame, and the time that scroll takes;
 * - the page's elements once the results show;
 * - the time from a jump to the page's end to the last result (the count in the heading) shown.
 * Then a job of BENCH_LISTS_JOB_CREW accepted engagements (500 by default; demo data of that many
 * crew, kept under bench/results/lists-job-N, each booked on one job of demo.client1): from the
 * engagements' answer on /jobs/{id} until the page settles, then the accepted group unfolded (its
 * rows are drawn then): to the first row, the longest task, the elements, the jump and the scroll
 * to the end, as for the results.
 */
const PORT = Number(process.env.BENCH_LISTS_PORT ?? 8098);
const BASE = `http://127.0.0.1:${PORT}`;
const CREW = Number(process.env.BENCH_LISTS_CREW ?? 3000);
const RUNS = Number(process.env.BENCH_LISTS_RUNS ?? 3);
const JOB_CREW = Number(process.env.BENCH_LISTS_JOB_CREW ?? 500);
const JOB_NAME = 'Bench: a job of the whole crew';
/** demo.client1's favourites (in FAVOURITE_CATEGORIES categories) and notifications, on the job's data. */
const FAVOURITES = Number(process.env.BENCH_LISTS_FAVOURITES ?? 300);
const FAVOURITE_CATEGORIES = 3;
const NOTIFICATIONS = Number(process.env.BENCH_LISTS_NOTIFICATIONS ?? 200);
const PHONE = { width: 390, height: 844 };
const GOALS = { firstResultMs: 1000, longestTaskMs: 200, elements: 3000 };

/** The demo data, seeded once per size into a folder kept between runs. */
function demoDataDir() {
  const dir = path.resolve(`bench/results/lists-data-${CREW}`);
  if (!existsSync(path.join(dir, 'seeded'))) {
    mkdirSync(dir, { recursive: true });
    execFileSync(process.execPath, ['--import', 'tsx', 'server/src/seedDemo.ts', '--crew', String(CREW)], {
      env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', process.stderr, 'inherit'],
    });
    execFileSync('touch', [path.join(dir, 'seeded')]);
  }
  return dir;
}

/**
 * Demo data of JOB_CREW crew, every one of them booked (accepted) on one job of demo.client1, on
 * days past the demo's own engagements (its horizon is 60 days); seeded once into a folder kept
 * between runs. The rows are written straight into the database, as bench/engagements.ts does:
 * the API would need each worker to sign in and accept.
 */
async function jobDataDir() {
  const dir = path.resolve(`bench/results/lists-job-${JOB_CREW}`);
  if (existsSync(path.join(dir, 'seeded'))) return dir;
  mkdirSync(dir, { recursive: true });
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'server/src/seedDemo.ts', '--crew', String(JOB_CREW), '--clients', '1'],
    { env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'warn' }, stdio: ['ignore', process.stderr, 'inherit'] },
  );
  const database = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
  try {
    const { db } = database;
    const [client] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo.client1'));
    const crew = await db.select({ id: users.id }).from(users).where(like(users.username, 'crew%'));
    const startsOn = addDays(systemClock.today(), 100);
    const endsOn = addDays(startsOn, 4);
    const now = new Date();
    const [job] = await db
      .insert(jobs)
      .values({
        ownerId: client.id,
        nome: JOB_NAME,
        descrizione: 'Every crew member of the demo data, booked for the same five days.',
        indirizzo: 'Via Tiburtina 521, Roma',
        email: 'client1@demo.troupe.test',
        startsOn,
        endsOn,
        createdAt: now,
      })
      .returning({ id: jobs.id });
    await db.insert(jobPlaces).values({ jobId: job.id, position: 0, nationId: ITALY_NATION_ID, regionId: null });
    await insertInChunks(
      crew.map((worker) => ({
        jobId: job.id,
        workerId: worker.id,
        startsOn,
        endsOn,
        state: ENGAGEMENT_STATE.accepted,
        createdAt: now,
      })),
      (chunk) => db.insert(engagements).values(chunk),
    );
  } finally {
    await database.close();
  }
  execFileSync('touch', [path.join(dir, 'seeded')]);
  return dir;
}

/**
 * The other long lists at the sizes a busy client meets, on the job's data (its JOB_CREW crew),
 * written once straight into the database: FAVOURITES of them in FAVOURITE_CATEGORIES categories
 * of demo.client1's (people picked one by one: "tens to a few hundred", docs/decisions.md, "Long
 * lists render what is on screen"), and NOTIFICATIONS notifications of accepted engagements, unread
 * (the drawer shows the newest 50).
 */
async function favouritesAndNotificationsSeeded(dir: string) {
  const marker = path.join(dir, `seeded-favourites-${FAVOURITES}-notifications-${NOTIFICATIONS}`);
  if (existsSync(marker)) return;
  const database = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
  try {
    const { db } = database;
    const [client] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo.client1'));
    const crew = await db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(like(users.username, 'crew%'));
    if (crew.length < FAVOURITES)
      throw new Error(`BENCH_LISTS_FAVOURITES (${FAVOURITES}) is more than the ${crew.length} crew`);
    const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.nome, JOB_NAME));
    const now = new Date();
    const categories = await db
      .insert(favouriteCategories)
      .values(
        Array.from({ length: FAVOURITE_CATEGORIES }, (_, index) => ({
          ownerId: client.id,
          nome: `Bench: favourites ${index + 1}`,
          createdAt: now,
        })),
      )
      .returning({ id: favouriteCategories.id });
    await insertInChunks(
      crew.slice(0, FAVOURITES).map((worker, index) => ({
        categoryId: categories[index % FAVOURITE_CATEGORIES].id,
        userId: worker.id,
        createdAt: now,
      })),
      (chunk) => db.insert(favourites).values(chunk),
    );
    await insertInChunks(
      Array.from({ length: NOTIFICATIONS }, (_, index) => ({
        userId: client.id,
        tipo: 'engagementAccepted',
        params: { worker: crew[index % crew.length].username, job: JOB_NAME },
        link: `/jobs/${job.id}`,
        createdAt: new Date(now.getTime() - index * 60_000),
      })),
      (chunk) => db.insert(notifications).values(chunk),
    );
  } finally {
    await database.close();
  }
  execFileSync('touch', [marker]);
}

/** Installed before the app's code: the long tasks and the first cards, timed in the page. */
const OBSERVERS = () => {
  const record = { longTasks: [] as { start: number; ms: number }[], firstCard: 0, firstRow: 0 };
  (window as unknown as { __bench: typeof record }).__bench = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push({ start: entry.startTime, ms: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (!record.firstCard && document.querySelector('.search-card')) record.firstCard = performance.now();
    if (!record.firstRow && document.querySelector('.job-engagement')) record.firstRow = performance.now();
  }).observe(document, { childList: true, subtree: true });
};

/*
 * The scrolls, as the page's own code (a string: the bench runs under tsx, whose helpers a
 * function sent to the page would name but not bring). The jump ends when the last card in the
 * page is the last result (its aria-posinset is the set's size; a list without them is whole) and
 * on screen.
 */
const jumpToEnd = (item: string) => `(async () => {
  const started = performance.now();
  for (let tries = 0; tries < 600; tries += 1) {
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const all = document.querySelectorAll(${JSON.stringify(item)});
    const last = all[all.length - 1];
    const item = last && last.closest('[aria-posinset]');
    const isLast = item ? item.getAttribute('aria-posinset') === item.getAttribute('aria-setsize') : true;
    if (last && isLast && last.getBoundingClientRect().top < window.innerHeight) return performance.now() - started;
  }
  return NaN;
})()`;
/** The page, or the element `scroller` names (a drawer's body), scrolled to its end two screens a frame. */
const scrollToEnd = (scroller?: string) => `(async () => {
  const box = ${scroller ? `document.querySelector(${JSON.stringify(scroller)})` : 'null'};
  const at = () => (box ? box.scrollTop : window.scrollY);
  const screen = box ? box.clientHeight : window.innerHeight;
  const started = performance.now();
  let last = -1;
  while (at() !== last) {
    last = at();
    (box ?? window).scrollBy(0, screen * 2);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return performance.now() - started;
})()`;

interface Bench {
  longTasks: { start: number; ms: number }[];
  firstCard: number;
  firstRow: number;
}
const readBench = (page: Page) => page.evaluate(() => (window as unknown as { __bench: Bench }).__bench);
const longestAfter = (bench: Bench, from: number, to = Infinity) =>
  Math.round(Math.max(0, ...bench.longTasks.filter((t) => t.start >= from && t.start < to).map((t) => t.ms)));

/**
 * Through a list, its items matched by `item`: a jump to the page's end until the last item (its
 * position, the count shown) is on screen, then from the top to the end two screens a frame; the
 * time and the longest task of each, and when the jump started (the end of the list's first render).
 */
async function jumpAndScroll(page: Page, item: string) {
  const jumpStarted = await page.evaluate(() => performance.now());
  const lastShownMs = await page.evaluate<number>(jumpToEnd(item));
  const jump = await readBench(page);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  const scrollStarted = await page.evaluate(() => performance.now());
  const scrollMs = await page.evaluate<number>(scrollToEnd());
  const scrolled = await readBench(page);
  return {
    jumpStarted,
    jumpToLastMs: Math.round(lastShownMs),
    longestTaskJumpMs: longestAfter(jump, jumpStarted),
    scrollToEndMs: Math.round(scrollMs),
    longestTaskScrollingMs: longestAfter(scrolled, scrollStarted),
  };
}

async function searchRun(page: Page) {
  await page.goto(`${BASE}/search`);
  // A fresh search each run: Back clears the persisted results.
  const back = page.getByRole('button', { name: it['common.back'] });
  await back.or(page.getByLabel(it['search.form.dataInizio'], { exact: true })).waitFor();
  if (await back.isVisible()) await back.click();
  const start = addDays(systemClock.today(), 3);
  await pickDay(page, page.getByLabel(it['search.form.dataInizio'], { exact: true }), start);
  await pickDay(page, page.getByLabel(it['search.form.dataFine'], { exact: true }), addDays(start, 1));
  await page.getByLabel(it['search.form.nation']).click();
  await page.keyboard.type('Italia');
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: /^Italia$/ })
    .click();

  // The persisted results drawn when the page opened are not this search's.
  await page.evaluate(() => {
    (window as unknown as { __bench: Bench }).__bench.firstCard = 0;
  });
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/SearchEngine/'));
  await page.getByRole('button', { name: it['search.form.submit'], exact: true }).click();
  const { totale } = ((await (await answer).json()) as { data: { totale: number } }).data;
  await page.locator('.search-card').first().waitFor();
  // Settled: two frames and an idle moment with nothing new.
  await page.waitForTimeout(1500);
  const answeredAt = await page.evaluate(
    () =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.endsWith('/api/SearchEngine/'))
        .at(-1)!.responseEnd,
  );
  const settled = await readBench(page);
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  const cards = await page.locator('.search-card').count();

  const { jumpStarted, ...through } = await jumpAndScroll(page, '.search-card');
  return {
    matches: totale,
    shownCards: cards,
    firstResultMs: Math.round(settled.firstCard - answeredAt),
    longestTaskRenderingMs: longestAfter(settled, answeredAt - 1, jumpStarted),
    elements,
    ...through,
  };
}

/** The job's page: its engagements' answer, then the accepted group unfolded, jumped and scrolled through. */
async function jobRun(page: Page, jobId: number) {
  await page.goto(`${BASE}/home`);
  const answer = page.waitForResponse((response) => response.url().includes('/api/Jobs/RecuperaIngaggi/Accettati'));
  await page.goto(`${BASE}/jobs/${jobId}`);
  const accepted = ((await (await answer).json()) as { data: unknown[] }).data.length;
  const header = page.getByRole('button', {
    name: new RegExp(`^${it['jobs.engagements.accepted'].split(' (')[0]} \\(`),
  });
  await header.waitFor();
  await page.waitForTimeout(1500);
  const answeredAt = await page.evaluate(
    () =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.includes('/api/Jobs/RecuperaIngaggi/Accettati'))
        .at(-1)!.responseEnd,
  );
  const unfoldStarted = await page.evaluate(() => performance.now());
  await header.click();
  await page.locator('.job-engagement').first().waitFor();
  await page.waitForTimeout(1500);
  const settled = await readBench(page);
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  const rows = await page.locator('.job-engagement').count();

  const { jumpStarted, ...through } = await jumpAndScroll(page, '.job-engagement');
  return {
    accepted,
    shownRows: rows,
    longestTaskAfterAnswerMs: longestAfter(settled, answeredAt - 1, unfoldStarted),
    firstRowMs: Math.round(settled.firstRow - unfoldStarted),
    longestTaskUnfoldingMs: longestAfter(settled, unfoldStarted, jumpStarted),
    elements,
    ...through,
  };
}

/** When the newest answer from an address ending in `suffix` arrived (its responseEnd). */
const answeredAt = (page: Page, suffix: string) =>
  page.evaluate(
    (end) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith(end))
        .at(-1)!.responseEnd,
    suffix,
  );

/**
 * /favorites, its categories unfolded: the longest task from the favourites' answer until the page
 * settles (the page first draws what it last loaded, then the answer), the elements, and the page
 * scrolled to its end two screens a frame.
 */
async function favouritesRun(page: Page) {
  await page.goto(`${BASE}/home`);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/Preferiti');
  await page.goto(`${BASE}/favorites`);
  await answer;
  await page.locator('.favorites-member').first().waitFor();
  await page.waitForTimeout(1500);
  const answered = await answeredAt(page, '/api/Preferiti');
  const settled = await readBench(page);
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  const members = await page.locator('.favorites-member').count();
  const scrollStarted = await page.evaluate(() => performance.now());
  const scrollToEndMs = Math.round(await page.evaluate<number>(scrollToEnd()));
  const scrolled = await readBench(page);
  return {
    members,
    longestTaskAfterAnswerMs: longestAfter(settled, answered - 1, scrollStarted),
    elements,
    scrollToEndMs,
    longestTaskScrollingMs: longestAfter(scrolled, scrollStarted),
  };
}

/** The notifications drawer: from the bell's click to its first notification, the longest task, the elements, and its list scrolled to the end. */
async function notificationsRun(page: Page) {
  // The list is read with the signed-in layout; the drawer draws what is already there.
  const list = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/Notifiche');
  await page.goto(`${BASE}/home`);
  const bell = page.getByRole('button', { name: new RegExp(`^${it['notifications.bell']}`) });
  await bell.waitFor();
  await list;
  await page.waitForTimeout(1000);
  const clicked = await page.evaluate(() => performance.now());
  await bell.click();
  await page.locator('.notification-drawer .notification').first().waitFor();
  const shownAt = await page.evaluate(() => performance.now());
  await page.waitForTimeout(1500);
  const settled = await readBench(page);
  const shown = await page.locator('.notification-drawer .notification').count();
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  const scrollStarted = await page.evaluate(() => performance.now());
  const scrollToEndMs = Math.round(await page.evaluate<number>(scrollToEnd('.notification-drawer .ant-drawer-body')));
  const scrolled = await readBench(page);
  return {
    shown,
    openedMs: Math.round(shownAt - clicked),
    longestTaskOpeningMs: longestAfter(settled, clicked, scrollStarted),
    elements,
    scrollToEndMs,
    longestTaskScrollingMs: longestAfter(scrolled, scrollStarted),
  };
}

/** Signs demo.client1 in, then slows the CPU as a phone's. */
async function signedInPhone(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'it-IT', reducedMotion: 'reduce' });
  await context.addInitScript(OBSERVERS);
  const page = await context.newPage();
  // All 1,000 cards at once (the list before it was virtualized), on a slowed CPU, take seconds.
  page.setDefaultTimeout(180_000);
  await page.goto(`${BASE}/login`);
  // A first touch loads the app on the sign-in page (public/app-loader.js), prerendered or not.
  await page.mouse.move(10, 10);
  await page.getByLabel(it['login.username']).fill('demo.client1');
  await page.getByLabel(it['login.password'], { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: it['login.submit'], exact: true }).click();
  await page.waitForURL(/\/home$/);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });

/** The job of JOB_CREW engagements, then the favourites and the notifications, on its own data and server. */
async function measureJob(spaDir: string | undefined) {
  const dataDir = await jobDataDir();
  await favouritesAndNotificationsSeeded(dataDir);
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  const [job] = await database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.nome, JOB_NAME));
  await database.close();
  // The browser first: a launch that fails leaves no server holding the port.
  const browser = await launch();
  const server = await startServer(PORT, spaDir ? { SPA_DIR: spaDir } : {}, dataDir);
  try {
    const page = await signedInPhone(browser);
    const runs = {
      job: [] as Awaited<ReturnType<typeof jobRun>>[],
      favourites: [] as Awaited<ReturnType<typeof favouritesRun>>[],
      notifications: [] as Awaited<ReturnType<typeof notificationsRun>>[],
    };
    for (let run = 0; run < RUNS; run += 1) runs.job.push(await jobRun(page, job.id));
    for (let run = 0; run < RUNS; run += 1) runs.favourites.push(await favouritesRun(page));
    for (let run = 0; run < RUNS; run += 1) runs.notifications.push(await notificationsRun(page));
    return runs;
  } finally {
    await browser.close();
    await server.stop();
  }
}

export async function measureLists() {
  // BENCH_LISTS_SPA_DIR: another build of the SPA to serve (an earlier commit's, for a before and after).
  const spaDir = process.env.BENCH_LISTS_SPA_DIR;
  if (!spaDir) buildAsNpmStartDoes();
  const dataDir = demoDataDir();
  const browser = await launch();
  const server = await startServer(PORT, spaDir ? { SPA_DIR: spaDir } : {}, dataDir);
  let search: Awaited<ReturnType<typeof searchRun>>[] = [];
  try {
    const page = await signedInPhone(browser);
    const runs: Awaited<ReturnType<typeof searchRun>>[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await searchRun(page));
    search = runs;
  } finally {
    await browser.close();
    await server.stop();
  }
  const { job, favourites, notifications } = await measureJob(spaDir);
  const worst = <Run extends object>(runs: Run[], keys: (keyof Run)[]) =>
    Math.max(...runs.flatMap((run) => keys.map((key) => Number(run[key]))));
  return {
    crew: CREW,
    jobCrew: JOB_CREW,
    favourites: FAVOURITES,
    notifications: NOTIFICATIONS,
    goals: GOALS,
    search,
    job,
    favouritesPage: favourites,
    notificationsDrawer: notifications,
    met: {
      firstResult: worst(search, ['firstResultMs']) <= GOALS.firstResultMs,
      firstRow: worst(job, ['firstRowMs']) <= GOALS.firstResultMs,
      longestTask:
        Math.max(
          worst(search, ['longestTaskRenderingMs', 'longestTaskScrollingMs', 'longestTaskJumpMs']),
          worst(job, [
            'longestTaskAfterAnswerMs',
            'longestTaskUnfoldingMs',
            'longestTaskScrollingMs',
            'longestTaskJumpMs',
          ]),
          worst(favourites, ['longestTaskAfterAnswerMs', 'longestTaskScrollingMs']),
          worst(notifications, ['longestTaskOpeningMs', 'longestTaskScrollingMs']),
        ) <= GOALS.longestTaskMs,
      elements:
        Math.max(
          worst(search, ['elements']),
          worst(job, ['elements']),
          worst(favourites, ['elements']),
          worst(notifications, ['elements']),
        ) < GOALS.elements,
    },
  };
}
