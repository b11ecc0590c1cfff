import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import en from '../locales/en.json';
import it from '../locales/it.json';
import { type ApiUser, subscribeThroughApi, userWithCompleteProfile } from './api';
import {
  DESKTOP,
  PASSWORD,
  PHONE,
  chooseLanguage,
  escapeRegExp,
  format,
  latestEmailTo,
  pick,
  shots,
  signIn,
  uniqueName,
} from './support';

type Texts = Record<string, string>;
type Language = 'IT' | 'EN';
const TEXTS: Record<Language, Texts> = { IT: it, EN: en };
const OTHER: Record<Language, Language> = { IT: 'EN', EN: 'IT' };

/*
 * The favourites journey: a Master client adds a crew member to a new category from the
 * crew card and shares the category by email with someone who has no account (in Italian, at
 * desktop width); the invitee registers from the email's link, signs in, opens the share from the
 * email that follows, accepts it and reads the category (in English, at phone width). Every screen
 * is also pictured in the other language, at both widths.
 */
test.describe.configure({ mode: 'serial' });

const CATEGORY = 'Fonici Milano';
const invitee = { username: uniqueName('chiara'), nome: 'Chiara', cognome: "Dall'Olio" };
const inviteeEmail = `${invitee.username}@example.com`;

let client: ApiUser;
let crew: ApiUser;
let request: APIRequestContext;

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  client = await userWithCompleteProfile(request, { nome: 'Marco', cognome: 'Conti' });
  await subscribeThroughApi(request, client, 'master');
  crew = await userWithCompleteProfile(request, { nome: 'Anna', cognome: 'Verdi' });
});

test.afterAll(async () => {
  await request.dispose();
});

/** The screen as it is, then in the other language, at both widths; the language is put back. */
async function shotsInBothLanguages(
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

/** The address of `path` on this server in an email's text: the links must lead back here. */
function linkIn(text: string | undefined, path: string) {
  const link = text?.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
  expect(link, `a link to ${path} in:\n${text}`).toBeDefined();
  expect(new URL(link!).origin).toBe(new URL(test.info().project.use.baseURL!).origin);
  return link!;
}

/** A button whose name also holds its icon's label. */
const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name: new RegExp(escapeRegExp(name)) });

/** A panel of /favorites by its title's start (the title ends with a count). */
const panel = (page: Page, title: string) =>
  page.locator('.ant-collapse-item').filter({
    has: page.getByRole('button', { name: new RegExp(`^${escapeRegExp(title.replace(/\s*\(\{count\}\)$/, ''))}`) }),
  });

test('a Master client adds a crew member to a new category and shares it by email (Italian, desktop)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await page.goto('/login');
  await chooseLanguage(page, 'IT');
  await signIn(page, client.username, it);
  await expect(page).toHaveURL(/\/home$/);
  // The starred menu entry of Master.
  await expect(
    page.getByRole('menuitem', { name: new RegExp(`\\b${escapeRegExp(it['favorites.menu'])}\\b`) }),
  ).toBeVisible();

  await page.goto(`/user/${crew.userId}`);
  await expect(page.getByRole('heading', { name: 'Anna Verdi' })).toBeVisible();
  await button(page, it['favorites.add.button']).click();
  const addDialog = page.getByRole('dialog', { name: format(it['favorites.add.title'], { name: 'Anna Verdi' }) });
  await addDialog.getByRole('button', { name: it['favorites.add.submit'] }).click();
  await expect(
    addDialog.locator('.ant-form-item-explain-error', { hasText: it['validation.favorites.category.required'] }),
  ).toBeVisible();
  await pick(page, addDialog.getByLabel(it['favorites.add.category']), it['favorites.add.newCategory']);
  await addDialog.getByLabel(it['favorites.add.newName']).fill(CATEGORY);
  await shots(page, 'favorites-add-dialog-it');
  await addDialog.getByRole('button', { name: it['favorites.add.submit'] }).click();
  await expect(page.getByText(format(it['favorites.add.done'], { name: 'Anna Verdi' }))).toBeVisible();
  await expect(addDialog).toBeHidden();
  await shotsInBothLanguages(page, 'favorites-crew-card', 'IT', async (texts) => {
    await expect(button(page, texts['favorites.add.button'])).toBeVisible();
  });

  // Adding her twice is refused with the server's clear message.
  await button(page, it['favorites.add.button']).click();
  await pick(page, addDialog.getByLabel(it['favorites.add.category']), CATEGORY);
  await addDialog.getByRole('button', { name: it['favorites.add.submit'] }).click();
  await expect(addDialog.getByText(it['favorites.favourite.already'])).toBeVisible();
  await addDialog.getByRole('button', { name: /Chiudi|Close/ }).click();

  // Shared by email with someone who has no account yet.
  await button(page, it['favorites.shareDialog.button']).click();
  const shareDialog = page.getByRole('dialog', { name: it['favorites.shareDialog.title'] });
  await shareDialog.getByText(it['favorites.shareDialog.byEmail'], { exact: true }).click();
  await pick(page, shareDialog.getByLabel(it['favorites.add.category']), CATEGORY);
  await shareDialog.getByRole('button', { name: it['favorites.shareDialog.submit'], exact: true }).click();
  await expect(shareDialog.getByText(it['validation.favorites.share.nome.required'])).toBeVisible();
  await shareDialog.getByLabel(it['favorites.shareDialog.email'], { exact: true }).fill(inviteeEmail);
  await shareDialog.getByLabel(it['favorites.shareDialog.nome'], { exact: true }).fill(invitee.nome);
  await shareDialog.getByLabel(it['favorites.shareDialog.cognome']).fill(invitee.cognome);
  await shots(page, 'favorites-share-dialog-it');
  await shareDialog.getByRole('button', { name: it['favorites.shareDialog.submit'], exact: true }).click();
  await expect(page.getByText(it['favorites.share.sent'])).toBeVisible();
  await expect(shareDialog).toBeHidden();

  // /favorites: the category with Anna, the pending invitation, and no delete while it is shared.
  await page.goto('/favorites');
  const own = panel(page, it['favorites.own.title']);
  const category = own.getByRole('region', { name: CATEGORY });
  await expect(category.getByRole('link', { name: /Anna Verdi/ })).toHaveAttribute('href', `/user/${crew.userId}`);
  await expect(category.getByText(inviteeEmail)).toBeVisible();
  await expect(category.getByText(it['favorites.shareState.0'])).toBeVisible();
  await expect(button(category, it['favorites.category.delete'])).toBeDisabled();
  await expect(category.getByText(it['favorites.category.sharedNoDelete'])).toBeVisible();
  await shotsInBothLanguages(page, 'favorites-owner', 'IT', async (texts) => {
    await expect(page.getByRole('heading', { name: texts['favorites.title'] })).toBeVisible();
  });
});

test('the invitee registers from the email, accepts the share and reads the category (English, phone)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  // The invitation went out in the sender's language, naming the category and the sender.
  const invitation = await latestEmailTo(inviteeEmail);
  expect(invitation.subject).toBe(
    format(it['mail.favorites.invitation.subject'], { owner: 'Marco Conti', category: CATEGORY }),
  );
  expect(invitation.text).toContain(format(it['mail.favorites.invitation.greeting'], invitee));
  await page.goto(linkIn(invitation.text, '/register'));
  await chooseLanguage(page, 'EN');
  await page.getByLabel(en['register.username']).fill(invitee.username);
  await page.getByLabel(en['register.email']).fill(inviteeEmail);
  await page.getByLabel(en['register.password'], { exact: true }).fill(PASSWORD);
  await page.getByLabel(en['register.repeatPassword'], { exact: true }).fill(PASSWORD);
  await page.locator('#acceptTerms').check();
  await page.locator('#acceptUseImages').check();
  await page.getByRole('button', { name: en['register.submit'] }).click();
  await expect(page.getByText(en['accounts.registration.success'])).toBeVisible();

  // Registering turned the invitation into her request, and an email says where to answer it.
  const notice = await latestEmailTo(inviteeEmail);
  expect(notice.subject).toBe(
    format(en['mail.favorites.shared.subject'], { owner: 'Marco Conti', category: CATEGORY }),
  );
  const favoritesLink = linkIn(notice.text, '/favorites');
  await signIn(page, invitee.username, en);
  await expect(page).toHaveURL(/\/profile\//);
  await page.goto(favoritesLink);

  const requests = panel(page, en['favorites.requests.title']);
  await expect(requests.getByText(CATEGORY)).toBeVisible();
  await expect(requests.getByText(format(en['favorites.requests.from'], { name: 'Marco Conti' }))).toBeVisible();
  // Without a subscription: no categories of her own, what was shared with her all the same.
  await expect(panel(page, en['favorites.own.title'])).toHaveCount(0);
  await shotsInBothLanguages(page, 'favorites-invitee-request', 'EN', async (texts) => {
    await expect(page.getByRole('button', { name: texts['favorites.requests.accept'], exact: true })).toBeVisible();
  });

  await requests.getByRole('button', { name: en['favorites.requests.accept'], exact: true }).click();
  await expect(page.getByText(en['favorites.share.accepted'])).toBeVisible();
  const sharedCategory = panel(page, en['favorites.shared.title']).getByRole('region', { name: CATEGORY });
  await expect(sharedCategory.getByText(format(en['favorites.shared.owner'], { name: 'Marco Conti' }))).toBeVisible();
  await expect(sharedCategory.getByRole('link', { name: /Anna Verdi/ })).toBeVisible();
  await expect(sharedCategory.getByText(en['favorites.shared.readOnly'])).toBeVisible();
  await expect(sharedCategory.getByRole('button')).toHaveCount(0);
  await expect(
    panel(page, en['favorites.accepted.title']).getByRole('button', {
      name: new RegExp(en['favorites.accepted.delete']),
    }),
  ).toBeVisible();
  await shotsInBothLanguages(page, 'favorites-invitee-accepted', 'EN', async (texts) => {
    await expect(page.getByRole('heading', { name: texts['favorites.title'] })).toBeVisible();
  });

  // The owner sees the share accepted.
  const categories: { nome: string; condiviso_Con: { email: string | null; statoRichiesta: number }[] }[] =
    await client.get('/api/Preferiti/Categoria');
  expect(categories.find((c) => c.nome === CATEGORY)?.condiviso_Con).toEqual([
    expect.objectContaining({ email: inviteeEmail, statoRichiesta: 1 }),
  ]);
});
