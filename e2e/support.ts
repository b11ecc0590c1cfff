import { type APIRequestContext, type Locator, type Page, errors, expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export const PASSWORD = 'Segreto123';
export const SCREENS_DIR = path.join(__dirname, 'artifacts', 'screens');
mkdirSync(SCREENS_DIR, { recursive: true });

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * Screenshots are kept as test artefacts, to be looked at. Chromium's capture sometimes never
 * returns (after "fonts loaded", on a full page and on the viewport alike), so it gets a bound,
 * then one plain capture of the viewport, and then the picture is noted as missing on the test
 * rather than failing it: what the test checks is the page, whose every next step still has to pass.
 */
export async function shot(page: Page, name: string) {
  const file = path.join(SCREENS_DIR, `${name}.png`);
  for (const fullPage of [true, false]) {
    try {
      await page.screenshot({ path: file, fullPage, timeout: 20_000 });
      return;
    } catch (error) {
      if (!(error instanceof errors.TimeoutError)) throw error;
    }
  }
  const missing = `${name}: Chromium's capture did not return in 20 s, twice`;
  test.info().annotations.push({ type: 'screenshot missing', description: missing });
  console.warn(`screenshot missing: ${missing}`);
}

/** The page at desktop and phone width (`name-desktop`, `name-phone`); the viewport is put back as it was. */
export async function shots(page: Page, name: string) {
  const viewport = page.viewportSize();
  // From the top, so the sticky header sits where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize(DESKTOP);
  await shot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await shot(page, `${name}-phone`);
  if (viewport) await page.setViewportSize(viewport);
}

/** A message with its {placeholders} filled, as the page shows it. */
export const format = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export { pickDay } from './datePicker';

/** Opens an antd select, narrows it by typing where it can be searched, and clicks the option. */
export async function pick(page: Page, select: Locator, option: string) {
  await select.click();
  await page.keyboard.type(option);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${escapeRegExp(option)}$`) })
    .last()
    .click();
}

export function uniqueName(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** The newest email the server wrote to its outbox for this address. */
export async function latestEmailTo(address: string) {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const names = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
  for (const name of names) {
    const mail = await simpleParser(await readFile(path.join(outbox, name)));
    const to = Array.isArray(mail.to) ? mail.to.map((t) => t.text).join(',') : mail.to?.text;
    if (to?.includes(address)) return mail;
  }
  throw new Error(`no email to ${address}`);
}

export async function chooseLanguage(page: Page, language: 'IT' | 'EN') {
  await page
    .getByRole('group', { name: /Lingua|Language/ })
    .getByRole('button', { name: language, exact: true })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', language.toLowerCase());
}

/** A new account, registered straight through the API to save the journey's time. */
export async function registerThroughApi(request: APIRequestContext, username: string) {
  const email = `${username}@example.com`;
  const response = await request.post('/api/Accounts/registration', {
    data: { userName: username, password: PASSWORD, email },
  });
  expect((await response.json()).success).toBe(true);
  return email;
}

/** Signs in through the login page, in the language of `texts`. */
export async function signIn(page: Page, username: string, texts: Record<string, string>, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel(texts['login.username']).fill(username);
  await page.getByLabel(texts['login.password'], { exact: true }).fill(password);
  await page.getByRole('button', { name: texts['login.submit'], exact: true }).click();
}
