import { type Route, expect, test } from '@playwright/test';
import en from '../locales/en.json';
import { workerBookedToday } from './api';
import { openMenu, signInAs } from './journey';

/*
 * A signed-in page opens on its last view (docs/product.md §4.19, docs/decisions.md "A signed-in
 * page opens on its last view"): a worker leaves their engagements for another page, then opens
 * them again with the app's scripts held back. The engagements are on screen before any script has
 * run, inert; once the scripts arrive the app's own page takes their place, once. Signing out
 * forgets the view.
 */
test("a signed-in page shows its last view before the app's scripts arrive, then the app's own page", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { worker } = await workerBookedToday(request);
  await signInAs(page, worker, 'EN');
  await openMenu(page, en, en['enlistments.menu']);
  const engagements = page.locator('.enlistment-list');
  await expect(engagements).toContainText('Spot Milano');
  await openMenu(page, en, en['earnings.menu']);
  await expect(page).toHaveURL(/\/earnings$/);

  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', (route) => (released ? route.continue() : void held.push(route)));
  await page.goto('/enlistments', { waitUntil: 'commit' });
  const lastView = page.locator('#prerendered[data-last-view]');
  await expect(lastView.locator('.enlistment-list')).toContainText('Spot Milano');
  await expect(lastView).toHaveAttribute('inert', '');
  await expect(lastView).toHaveAttribute('lang', 'en');
  // Nothing of the app has run: its scripts, asked for once the view was painted, are held.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.locator('#root')).toBeEmpty();

  released = true;
  for (const route of held) await route.continue();
  await expect(lastView).toHaveCount(0);
  await expect(page.locator('#root .enlistment-list')).toContainText('Spot Milano');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  await openMenu(page, en, en['menu.logout']);
  await page.getByRole('dialog').getByRole('button', { name: en['menu.logout'] }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('troupe:lastView'))).toBeNull();
});
