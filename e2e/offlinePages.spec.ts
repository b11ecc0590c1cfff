import { expect, test } from '@playwright/test';
import en from '../locales/en.json';
import { workerBookedToday } from './api';
import { openMenu, signInAs } from './journey';

test.use({ serviceWorkers: 'allow' });

/*
 * The signed-in pages without a connection (docs/product.md §4.19): a worker opens their engagements
 * and their earnings online, loses the connection and reloads: each page shows what it last loaded,
 * under the offline banner, read-only (its controls disabled), not an error or an empty page.
 */
test('the signed-in pages show what they last loaded, read-only, after an offline reload', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const { worker } = await workerBookedToday(request);

  await signInAs(page, worker, 'EN');
  // The service worker that opens the app without a connection, in control once the page reloads.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await openMenu(page, en, en['enlistments.menu']);
  const engagements = page.locator('.enlistment-list');
  await expect(engagements).toContainText('Spot Milano');
  await openMenu(page, en, en['earnings.menu']);
  const year = page.getByRole('combobox', { name: en['earnings.year'] });
  await expect(year).toBeEnabled();
  const earnings = page.locator('.earnings-page');
  await expect(earnings.locator('.ant-spin')).toHaveCount(0);
  const earningsOnline = (await earnings.textContent()) ?? '';

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: en['offline.banner'] });
  await page.reload();
  await expect(banner).toBeVisible();
  await expect(earnings).toHaveText(earningsOnline);
  await expect(year).toBeDisabled();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await openMenu(page, en, en['enlistments.menu']);
  await expect(page).toHaveURL(/\/enlistments$/);
  await expect(banner).toBeVisible();
  await expect(engagements).toContainText('Spot Milano');
  await expect(page.getByText(en['alert.error.network'])).toHaveCount(0);

  await page.reload();
  await expect(banner).toBeVisible();
  await expect(engagements).toContainText('Spot Milano');
  await context.setOffline(false);
  await expect(banner).toBeHidden();
});
