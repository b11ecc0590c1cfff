import { type Page, expect, test } from '@playwright/test';
import { subscribeThroughApi, userWithCompleteProfile } from './api';
import { TEXTS, openMenu, signInAs } from './journey';
import { PASSWORD, chooseLanguage, signIn } from './support';

/*
 * What a person meets however they arrive: a link opened signed out lands on its page after the
 * sign-in; a page whose code cannot arrive shows the product's own screen; and a page is as wide
 * after a click in the app as after a reload.
 */

async function signInHere(page: Page, username: string, texts: Record<string, string>) {
  await page.getByLabel(texts['login.username']).fill(username);
  await page.getByLabel(texts['login.password'], { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: texts['login.submit'], exact: true }).click();
}

for (const language of ['IT', 'EN'] as const) {
  const texts = TEXTS[language];

  test(`a link opened signed out lands on its page once signed in (${language})`, async ({ page, request }) => {
    const user = await userWithCompleteProfile(request);
    await page.goto('/login');
    await chooseLanguage(page, language);
    // An email's link, signed out: the sign-in, which names the page.
    await page.goto('/suggest-us?from=email');
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/suggest-us?from=email')}`);
    await signInHere(page, user.username, texts);
    await expect(page).toHaveURL('/suggest-us?from=email');
    await expect(page.getByRole('heading', { name: texts['suggestions.title'] })).toBeVisible();
  });

  test(`the prerendered sign-in form keeps the page it names (${language})`, async ({ page, request }) => {
    const user = await userWithCompleteProfile(request);
    await page.goto('/login');
    await chooseLanguage(page, language);
    // Opened whole, the sign-in is the prerendered page, typed into before the app arrives.
    await page.goto(`/login?next=${encodeURIComponent('/changepassword')}`);
    await expect(page.locator('#prerendered')).toHaveCount(1);
    // The language switched before the app has arrived (the browser sends the switch's form) keeps it.
    await chooseLanguage(page, language === 'IT' ? 'EN' : 'IT');
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/changepassword')}`);
    await chooseLanguage(page, language);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/changepassword')}`);
    await signInHere(page, user.username, texts);
    await expect(page).toHaveURL('/changepassword');
    await expect(page.getByRole('heading', { name: texts['changePassword.title'] })).toBeVisible();
  });

  test(`a page whose code cannot arrive shows the product's screen (${language})`, async ({ page, request }) => {
    const user = await userWithCompleteProfile(request);
    await signInAs(page, user, language);
    const chunk = /\/assets\/signed-in-suggest-us\.[^/]*\.js$/;
    await page.route(chunk, (route) => route.abort('internetdisconnected'));
    await openMenu(page, texts, texts['menu.suggestUs']);
    const alert = page.getByRole('alert').filter({ hasText: texts['pageError.title'] });
    await expect(alert).toBeVisible();
    await expect(alert.getByText(texts['pageError.notLoaded'])).toBeVisible();
    await expect(alert.getByRole('link', { name: texts['pageError.home'] })).toHaveAttribute('href', '/');
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    // Once the connection is back, the reload brings the page.
    await page.unroute(chunk);
    await alert.getByRole('button', { name: texts['pageError.reload'] }).click();
    await expect(page.getByRole('heading', { name: texts['suggestions.title'] })).toBeVisible();
  });
}

const boxWidth = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Math.round(element.getBoundingClientRect().width));

test('a page is as wide after a click in the app as after a reload', async ({ page, request }) => {
  const client = await userWithCompleteProfile(request, { nome: 'Lara', cognome: 'Neri' });
  await subscribeThroughApi(request, client, 'master');
  const texts = TEXTS.IT;
  // Signed in from the prerendered sign-in page, whose main stylesheet comes after the pages'.
  await page.goto('/login');
  await signIn(page, client.username, texts);
  await expect(page).toHaveURL(/\/home$/);

  await openMenu(page, texts, texts['menu.suggestUs']);
  await expect(page.getByRole('heading', { name: texts['suggestions.title'] })).toBeVisible();
  const suggestionsByClick = await boxWidth(page, '.form-page');
  await page.reload();
  await expect(page.getByRole('heading', { name: texts['suggestions.title'] })).toBeVisible();
  expect(await boxWidth(page, '.form-page')).toBe(suggestionsByClick);
  expect(suggestionsByClick).toBe(640);

  await openMenu(page, texts, texts['jobs.menu']);
  await page.getByRole('link', { name: new RegExp(texts['jobs.create']) }).click();
  await expect(page).toHaveURL(/\/jobs\/new$/);
  await expect(page.getByRole('heading', { name: texts['jobs.form.title.new'] })).toBeVisible();
  const jobFormByClick = await boxWidth(page, '.job-form-page');
  await page.reload();
  await expect(page.getByRole('heading', { name: texts['jobs.form.title.new'] })).toBeVisible();
  expect(await boxWidth(page, '.job-form-page')).toBe(jobFormByClick);
  expect(jobFormByClick).toBe(760);
});
