import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export const PASSWORD = 'Segreto123';
export const SCREENS_DIR = path.join(__dirname, 'artifacts', 'screens');
mkdirSync(SCREENS_DIR, { recursive: true });

/** Screenshots are kept as test artefacts, to be looked at. */
export async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage: true });
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
  await page.getByRole('group', { name: /Lingua|Language/ }).getByRole('button', { name: language, exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language.toLowerCase());
}

/** A new account, registered straight through the API to save the journey's time. */
export async function registerThroughApi(request: APIRequestContext, username: string) {
  const email = `${username}@example.com`;
  const response = await request.post('/api/Accounts/registration', { data: { userName: username, password: PASSWORD, email } });
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
