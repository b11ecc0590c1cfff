import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { type ApiUser, userWithCompleteProfile } from './api';
import { type Language, TEXTS, openMenu } from './journey';
import { DESKTOP, PHONE, PASSWORD, chooseLanguage, escapeRegExp, latestEmailTo, shots, signIn } from './support';

/*
 * The suggestion box (product.md §4.4): a user signs in, opens their bank and fiscal tabs (so the store holds
 * their IBAN and fiscal codes), then sends a suggestion from the menu with "attach what I did"
 * ticked. The support address (SUPPORT_EMAIL, here the default) receives it with the replay file,
 * which Redux DevTools imports and which holds none of those secrets. Italian on a 390 px phone,
 * English on a desktop.
 */
test.describe.configure({ mode: 'serial' });

const SUPPORT_EMAIL = 'support@troupe.local';
/** What the profile fixtures save, as the store holds them once the tabs are open. */
const SECRETS = [PASSWORD, 'IT60X0542811101000000123456', 'BNCHGL90A41H501X', 'RSSMRA85T10A562S', 'BPMOIT22'];

let request: APIRequestContext;
let user: ApiUser;

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  user = await userWithCompleteProfile(request, { nome: 'Sara', cognome: 'Neri' });
});

test.afterAll(async () => {
  await request.dispose();
});

/** Opens a path as a link inside the app would, without reloading the page. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
}

/** The replay file of a ticket email, read as Redux DevTools reads it. */
function replayOf(mail: ParsedMail) {
  expect(mail.attachments).toHaveLength(1);
  const [attachment] = mail.attachments;
  expect(attachment.contentType).toBe('application/json');
  const raw = attachment.content.toString('utf8');
  const file = JSON.parse(raw) as { payload: string; preloadedState: string };
  return {
    raw,
    actions: JSON.parse(file.payload) as { type: string; payload?: unknown }[],
    state: JSON.parse(file.preloadedState) as Record<string, unknown>,
  };
}

async function sendSuggestion(page: Page, language: Language, message: string) {
  const texts = TEXTS[language];
  await page.goto('/login');
  await chooseLanguage(page, language);
  await signIn(page, user.username, texts);
  await expect(page).toHaveURL(/\/home$/);
  // The user's own secrets enter the store: the bank and personal data tabs load their saved data.
  // (Moving inside the app: a reload would start the recorder afresh.)
  await navigateInApp(page, '/profile/bank');
  await expect(page.getByRole('textbox', { name: /IBAN/ })).toHaveValue(/IT60/);
  await navigateInApp(page, '/profile/data');
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('input')].some((input) => /BNCHGL90A41H501X/i.test(input.value)),
      ),
    )
    .toBe(true);

  await openMenu(page, texts, texts['menu.suggestUs']);
  await expect(page).toHaveURL(/\/suggest-us$/);
  await expect(page.getByRole('heading', { name: texts['suggestions.title'] })).toBeVisible();
  const box = page.getByRole('textbox', { name: texts['suggestions.text.label'] });
  await expect(box).toHaveAttribute('rows', '8');
  const confirm = page.getByRole('button', { name: texts['suggestions.submit'] });
  await expect(confirm).toBeDisabled();
  await shots(page, `suggest-us-empty-${language.toLowerCase()}`);
  await box.fill(message);
  await expect(confirm).toBeEnabled();
  await page.getByRole('checkbox', { name: texts['suggestions.attach.label'] }).check();
  await expect(page.getByText(texts['suggestions.attach.help'])).toBeVisible();
  await shots(page, `suggest-us-filled-${language.toLowerCase()}`);
  await confirm.click();
  await expect(page.getByText(texts['suggestions.thanks.title'])).toBeVisible();
  await expect(page.getByText(texts['suggestions.thanks.replay'])).toBeVisible();
  await shots(page, `suggest-us-thanks-${language.toLowerCase()}`);
}

async function checkSupportEmail(message: string) {
  const mail = await latestEmailTo(SUPPORT_EMAIL);
  expect(mail.text).toContain(message);
  expect(mail.text).toContain(user.email);
  expect(mail.replyTo?.text).toBe(user.email);
  const { raw, actions, state } = replayOf(mail);
  for (const secret of SECRETS) expect(raw.toUpperCase()).not.toContain(secret);
  expect(raw).not.toMatch(/eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\./);
  // The user's steps are there, from the sign-in to the suggestion, with the password gone.
  const types = actions.map((action) => action.type);
  expect(types).toContain('session/loginSubmitted');
  expect(types).toContain('suggestions/suggestionSubmitted');
  expect(actions.find((action) => action.type === 'session/loginSubmitted')?.payload).toEqual({
    credentials: { username: user.username, password: '[redacted]' },
    returnTo: null,
  });
  expect(actions.length).toBeLessThanOrEqual(200);
  expect(state).toHaveProperty('session');
}

test('a user sends a suggestion with what they did attached (Italian, phone)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const message = 'Il calendario delle disponibilità non si aggiorna dopo il salvataggio.';
  await sendSuggestion(page, 'IT', message);
  await checkSupportEmail(message);
});

test('a user sends a suggestion with what they did attached (English, desktop)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const message = 'Please let me sort the engagements by start date.';
  await sendSuggestion(page, 'EN', message);
  await checkSupportEmail(message);
});
