import { type Page, expect, test } from '@playwright/test';
import en from '../locales/en.json';
import it from '../locales/it.json';
import { openMenu } from './journey';
import { PASSWORD, chooseLanguage, latestEmailTo, shot, uniqueName } from './support';

const PHONE = { width: 390, height: 844 };

async function registerThroughApi(page: Page, username: string) {
  const email = `${username}@example.com`;
  const response = await page.request.post('/api/Accounts/registration', {
    data: { userName: username, password: PASSWORD, email },
  });
  expect((await response.json()).success).toBe(true);
  return email;
}

async function signIn(page: Page, username: string, password: string, texts: Record<string, string> = it) {
  await page.goto('/login');
  await page.getByLabel(texts['login.username']).fill(username);
  await page.getByLabel(texts['login.password'], { exact: true }).fill(password);
  await page.getByRole('button', { name: texts['login.submit'], exact: true }).click();
}

test('a visitor registers, signs in, keeps the session and the language across reloads', async ({ page }) => {
  const username = uniqueName('anna');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: it['landing.hero.title'] })).toBeVisible();
  await shot(page, 'landing-it-desktop');
  await page.setViewportSize(PHONE);
  await shot(page, 'landing-it-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: it['landing.hero.register'] }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByRole('button', { name: it['register.submit'] }).click();
  await expect(page.getByText(it['validation.username.required'])).toBeVisible();
  await expect(page.getByText(it['validation.acceptTerms.required'])).toBeVisible();
  await shot(page, 'register-errors-it');

  await page.getByLabel(it['register.username']).fill(username);
  await page.getByLabel(it['register.email']).fill(`${username}@example.com`);
  await page.getByLabel(it['register.password'], { exact: true }).fill(PASSWORD);
  await page.getByLabel(it['register.repeatPassword'], { exact: true }).fill(PASSWORD);
  await page.locator('#acceptTerms').check();
  await page.locator('#acceptUseImages').check();
  await page.getByRole('button', { name: it['register.submit'] }).click();
  await expect(page.getByText(it['accounts.registration.success'])).toBeVisible();
  await shot(page, 'register-success-it');

  await signIn(page, username, 'Sbagliata1');
  await expect(page.getByText(it['accounts.login.invalid'])).toBeVisible();
  await shot(page, 'login-refused-it');

  await signIn(page, username, PASSWORD);
  await expect(page.getByText(it['login.success'])).toBeVisible();
  // A new user has workflow 1: the home screen sends them to the first tab of the profile wizard.
  await expect(page).toHaveURL(/\/profile\/availability$/);
  await shot(page, 'signed-in-it-desktop');

  await page.reload();
  await expect(page).toHaveURL(/\/profile\/availability$/);
  await expect(page.getByRole('menuitem', { name: it['menu.profile'] })).toBeVisible();

  await page.goto('/login');
  await expect(page).not.toHaveURL(/\/login$/);

  await chooseLanguage(page, 'EN');
  await expect(page.getByRole('menuitem', { name: en['menu.profile'] })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('menuitem', { name: en['menu.profile'] })).toBeVisible();
  await page.setViewportSize(PHONE);
  await shot(page, 'signed-in-en-phone');
});

test('a forgotten password is recovered through the emailed link', async ({ page }) => {
  const username = uniqueName('bruno');
  const email = await registerThroughApi(page, username);

  await page.goto('/forgot-password');
  const submit = page.getByRole('button', { name: it['forgotPassword.submit'] });
  await expect(submit).toBeDisabled();
  await page.getByLabel(it['forgotPassword.username']).fill(username);
  await submit.click();
  await expect(page.getByText(it['accounts.reset.emailSent'])).toBeVisible();
  await shot(page, 'forgot-password-sent-it');

  const mail = await latestEmailTo(email);
  expect(mail.subject).toBe(it['mail.resetPassword.subject']);
  const link = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeTruthy();

  await page.goto(new URL(link!).pathname);
  await page.getByLabel(it['resetPassword.password'], { exact: true }).fill('Ripresa2024');
  await page.getByLabel(it['resetPassword.repeatPassword'], { exact: true }).fill('Ripresa2024');
  await page.getByRole('button', { name: it['resetPassword.submit'] }).click();
  await expect(page.getByText(it['accounts.reset.success'])).toBeVisible();
  await shot(page, 'reset-password-done-it');

  await signIn(page, username, PASSWORD);
  await expect(page.getByText(it['accounts.login.invalid'])).toBeVisible();
  await signIn(page, username, 'Ripresa2024');
  await expect(page).toHaveURL(/\/profile\//);
});

test('a user changes the password, logs out, and deletes the account (in English)', async ({ page }) => {
  const username = uniqueName('carla');
  await registerThroughApi(page, username);
  await page.goto('/');
  await chooseLanguage(page, 'EN');
  await signIn(page, username, PASSWORD, en);
  await expect(page).toHaveURL(/\/profile\//);

  await page.goto('/changepassword');
  const change = page.getByRole('button', { name: en['changePassword.submit'] });
  await page.getByLabel(en['changePassword.oldPassword'], { exact: true }).fill(PASSWORD);
  await page.getByLabel(en['changePassword.password'], { exact: true }).fill('Cambiata2024');
  await expect(change).toBeDisabled();
  await page.getByLabel(en['changePassword.repeatPassword'], { exact: true }).fill('Cambiata2024');
  await change.click();
  await expect(page.getByText(en['accounts.changePassword.success'])).toBeVisible();
  await shot(page, 'change-password-done-en');

  // The session that changed the password goes on (it received a fresh token).
  await page.reload();
  await expect(page).toHaveURL(/\/changepassword$/);

  await openMenu(page, en, en['menu.logout']);
  await page.getByRole('dialog').getByRole('button', { name: en['menu.logout'] }).click();
  await expect(page.getByRole('heading', { name: en['landing.hero.title'] })).toBeVisible();

  await signIn(page, username, 'Cambiata2024', en);
  await expect(page).toHaveURL(/\/profile\//);
  await page.goto('/deleteaccount');
  await shot(page, 'delete-account-en');
  await page.getByRole('button', { name: en['deleteAccount.submit'] }).click();
  await page.getByRole('dialog').getByRole('button', { name: en['deleteAccount.confirm.ok'] }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, username, 'Cambiata2024', en);
  await expect(page.getByText(en['accounts.login.invalid'])).toBeVisible();
});

test("sign out everywhere ends the other browser's session and keeps this one (product.md §4.2)", async ({
  page,
  browser,
}) => {
  const username = uniqueName('elena');
  const email = await registerThroughApi(page, username);
  expect((await latestEmailTo(email)).subject).toBe(it['mail.welcome.subject']);
  const other = await browser.newPage();
  await signIn(other, username, PASSWORD);
  await expect(other).toHaveURL(/\/profile\//);
  await signIn(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/profile\//);
  await expect(page).toHaveTitle(`${it['profile.title']} · Troupe`);

  await openMenu(page, it, it['menu.signOutEverywhere']);
  await expect(page).toHaveURL(/\/signouteverywhere$/);
  await expect(page).toHaveTitle(`${it['signOutEverywhere.title']} · Troupe`);
  await page.getByRole('button', { name: it['signOutEverywhere.submit'] }).click();
  await page.getByRole('dialog').getByRole('button', { name: it['signOutEverywhere.confirm.ok'] }).click();
  await expect(page.getByText(it['accounts.signOutEverywhere.success'])).toBeVisible();
  await shot(page, 'sign-out-everywhere-done-it');

  // This browser goes on with its fresh token; the other one finds its session ended, and its
  // sign-in leads back to the page it was on (docs/product.md §1.2).
  await page.reload();
  await expect(page).toHaveURL(/\/signouteverywhere$/);
  await other.reload();
  await expect(other).toHaveURL(/\/login\?next=%2Fprofile%2F/);
  await expect(other.getByRole('button', { name: it['login.submit'], exact: true })).toBeVisible();
  await other.close();
});

test('unknown paths: the landing page without a session, an image with one', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/$/);
  const username = uniqueName('dario');
  await registerThroughApi(page, username);
  await signIn(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/profile\//);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: it['notFound.title'] })).toBeVisible();
  await expect(page.locator('img[src="/images/not-found.svg"]')).toBeVisible();
  await shot(page, 'not-found-it');
});
