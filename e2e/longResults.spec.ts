import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import it from '../locales/it.json';
import { systemClock } from '../server/src/clock';
import { openDatabase } from '../server/src/db/client';
import { seedDatabase } from '../server/src/db/seed';
import { DEMO_PASSWORD, seedDemo } from '../server/src/demo/demoData';
import { type ServerProcess, startServerProcess } from '../server/test/helpers/serverProcess';
import { addDays } from '@shared/validation/dates';
import { PHONE, pick, pickDay } from './support';

/*
 * A thousand results on a phone (docs/decisions.md, "Long lists render what is on screen"): the
 * list is scrolled to its last result, a card opened from there, and Back (then a reload) shows the
 * list where it was. A thousand matches need demo data the shared journeys' database has not, so
 * this journey seeds its own (2,000 demo crew: an Italian search over two days finds about 1,100)
 * into a folder of its own and starts a server of its own on it.
 */
test.describe.configure({ mode: 'serial' });

const CREW = 2000;
let server: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'troupe-e2e-long-'));
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    await seedDatabase(database.db);
    await seedDemo(database.db, { crew: CREW, clients: 1, today: systemClock.today() });
  } finally {
    await database.close();
  }
  server = await startServerProcess(
    Number(process.env.E2E_PORT) + 1,
    {
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '200',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    { dataDir },
  );
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The last card whose top is on screen, and where. */
async function cardOnScreen(page: Page) {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll<HTMLElement>('.search-card')].filter((card) => {
      const box = card.getBoundingClientRect();
      return box.top >= 0 && box.top < window.innerHeight;
    });
    const card = cards[cards.length - 1];
    return card
      ? { name: card.querySelector('h3')!.textContent!, top: Math.round(card.getBoundingClientRect().top) }
      : null;
  });
}

test('a thousand results scroll to the last, and a card opened there comes back to the same place (Italian, phone)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await page.goto(`${server.base}/login`);
  await page.getByLabel(it['login.username']).fill('demo.client1');
  await page.getByLabel(it['login.password'], { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: it['login.submit'], exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${server.base}/search`);
  const start = addDays(systemClock.today(), 3);
  await pickDay(page, page.getByLabel(it['search.form.dataInizio'], { exact: true }), start);
  await pickDay(page, page.getByLabel(it['search.form.dataFine'], { exact: true }), addDays(start, 1));
  await pick(page, page.getByLabel(it['search.form.nation']), 'Italia');
  await page.getByRole('button', { name: it['search.form.submit'], exact: true }).click();

  const list = page.getByRole('list', { name: it['search.results.list'] });
  await expect(list).toBeVisible();
  // The count is told to a screen reader too (more match than the server counts, up to the page's
  // 1,000), and each result tells its place among the page's 1,000.
  await expect(page.getByRole('status').filter({ hasText: /^Oltre 1\.?000 persone trovate$/ })).toHaveCount(1);
  const first = list.locator('[aria-posinset="1"]');
  await expect(first).toHaveAttribute('aria-setsize', '1000');
  // Only what is on screen and a little around it is in the page.
  expect(await list.locator('[aria-posinset]').count()).toBeLessThan(30);
  // The list's roles (a list of listitems inside rows) pass axe as e2e/accessibility.spec.ts checks pages.
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual(
    [],
  );

  const last = list.locator('[aria-posinset="1000"]');
  await expect(async () => {
    await page.mouse.wheel(0, 100_000);
    await expect(last).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 60_000 });
  await page.waitForTimeout(500);
  const before = await cardOnScreen(page);
  expect(before).not.toBeNull();

  await last.getByRole('link').click();
  await expect(page).toHaveURL(/\/search\/result\/user\/\d+$/);
  await page.getByRole('link', { name: it['search.card.back'] }).click();
  await expect(last).toBeInViewport();
  await page.waitForTimeout(500);
  const back = await cardOnScreen(page);
  // The place kept is the first result in view, put back at the top: the same cards on screen,
  // within a card's height of where they were.
  expect(back?.name).toBe(before!.name);
  expect(Math.abs(back!.top - before!.top)).toBeLessThan(400);

  await page.reload();
  await expect(last).toBeInViewport();
  await page.waitForTimeout(500);
  const reloaded = await cardOnScreen(page);
  expect(reloaded?.name).toBe(before!.name);
});
