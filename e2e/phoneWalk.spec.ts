import { expect, test } from '@playwright/test';
import { subscribeThroughApi, userWithCompleteProfile } from './api';
import { TEXTS, openMenu, signInAs } from './journey';
import { PHONE } from './support';

/*
 * On a phone the menu sometimes did not open at the last step of a long walk, and once a
 * signed-in user was found signed out on the landing page after moving between pages. This walk
 * opens every entry of the menu from the drawer at 390 × 844, checks after each move that the page
 * is the entry's and the user still signed in, reloads, and signs out through the menu. Run it 20
 * times in a row with `npx playwright test e2e/phoneWalk.spec.ts --repeat-each=20` (docs/development.md).
 */

/** Every entry a Master user with a complete profile has (src/app/layout/menuEntries.tsx), with where it leads. */
const ENTRIES: { label: string; path: RegExp }[] = [
  { label: 'menu.home', path: /\/home$/ },
  { label: 'menu.profile', path: /\/profile(\/\w+)?$/ },
  { label: 'enlistments.menu', path: /\/enlistments$/ },
  { label: 'subscription.menu', path: /\/subscriptions$/ },
  { label: 'jobs.menu', path: /\/jobs$/ },
  { label: 'search.menu', path: /\/search$/ },
  { label: 'carsheets.menu', path: /\/carsheets$/ },
  { label: 'timesheets.menu', path: /\/timesheets$/ },
  { label: 'menu.suggestUs', path: /\/suggest-us$/ },
  { label: 'favorites.menu', path: /\/favorites$/ },
  { label: 'menu.about', path: /\/about-us$/ },
  { label: 'menu.privacy', path: /\/privacy$/ },
  { label: 'menu.terms', path: /\/terms$/ },
  { label: 'menu.changePassword', path: /\/changepassword$/ },
  { label: 'changePayment.menu', path: /\/changepayment$/ },
  { label: 'menu.signOutEverywhere', path: /\/signouteverywhere$/ },
  { label: 'menu.deleteAccount', path: /\/deleteaccount$/ },
];

test('on a phone, every menu entry opens from the drawer and the session holds to the end (Italian)', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const texts = TEXTS.IT;
  const request = await playwright.request.newContext({ baseURL });
  const user = await userWithCompleteProfile(request, { nome: 'Marta', cognome: 'Sala' });
  await subscribeThroughApi(request, user, 'master');
  await request.dispose();

  await page.setViewportSize(PHONE);
  await signInAs(page, user, 'IT');
  for (const { label, path } of ENTRIES) {
    await openMenu(page, texts, texts[label]);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page, `after "${texts[label]}"`).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Still signed in: the signed-in layout's menu button is there.
    await expect(page.getByRole('button', { name: texts['menu.open'] })).toBeVisible();
  }

  await page.reload();
  await expect(page).toHaveURL(/\/deleteaccount$/);
  await expect(page.getByRole('button', { name: texts['menu.open'] })).toBeVisible();

  await openMenu(page, texts, texts['menu.logout']);
  await page.getByRole('dialog').getByRole('button', { name: texts['menu.logout'] }).click();
  await expect(page).toHaveURL(/\/(login)?$/);
  await expect(page.getByRole('button', { name: texts['menu.open'] })).toHaveCount(0);
});
