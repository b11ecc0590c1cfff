import { type Page, expect } from '@playwright/test';
import en from '../locales/en.json';
import it from '../locales/it.json';
import { chooseLanguage, escapeRegExp, shots, signIn } from './support';

/** The journeys' two languages, by the switch's labels, with their catalogues. */
export type Texts = Record<string, string>;
export type Language = 'IT' | 'EN';
export const TEXTS: Record<Language, Texts> = { IT: it, EN: en };
export const OTHER: Record<Language, Language> = { IT: 'EN', EN: 'IT' };

/** The screen as it is, then in the other language, at both widths; the language is put back. */
export async function shotsInBothLanguages(
  page: Page,
  name: string,
  language: Language,
  whenSwitched?: (texts: Texts) => Promise<void>,
) {
  await shots(page, `${name}-${language.toLowerCase()}`);
  const other = OTHER[language];
  await chooseLanguage(page, other);
  await whenSwitched?.(TEXTS[other]);
  await shots(page, `${name}-${other.toLowerCase()}`);
  await chooseLanguage(page, language);
}

/** Signs in (choosing the language on the login page) and waits for the home page. */
export async function signInAs(page: Page, user: { username: string }, language: Language) {
  await page.goto('/login');
  await chooseLanguage(page, language);
  await signIn(page, user.username, TEXTS[language]);
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * Opens a menu entry by its label, from the drawer on a phone, unfolding the settings group when
 * the entry is in it. The name must be the whole label (the icons are decorative), with a Master
 * entry's star label after it.
 */
export async function openMenu(page: Page, texts: Texts, label: string) {
  // Below antd's lg breakpoint the menu sits in a drawer.
  if (page.viewportSize()!.width < 992) await page.getByRole('button', { name: texts['menu.open'] }).click();
  const settings = page.getByRole('menuitem', { name: texts['menu.settings'], exact: true });
  await expect(settings).toBeVisible();
  const entry = page.getByRole('menuitem', {
    name: new RegExp(`^${escapeRegExp(label)}( ${escapeRegExp(texts['menu.starred'])})?$`),
  });
  if (!(await entry.isVisible())) await settings.click();
  await entry.click();
}
