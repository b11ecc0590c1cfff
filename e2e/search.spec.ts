import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import en from '../locales/en.json';
import it from '../locales/it.json';
import { jobBody } from '../server/test/helpers/engagements';
import { addDays, todayInRome } from '@shared/validation/dates';
import { type ApiUser, subscribeThroughApi, userWithCompleteProfile } from './api';
import { openMenu } from './journey';
import { DESKTOP, PHONE, chooseLanguage, format, pick, pickDay, shots, signIn } from './support';

/*
 * The search journey: a Master client searches by role and dates (Italian, desktop), opens a
 * crew card and sends an engagement request with the dates the search prefills; the results survive
 * a reload and Back clears them; a search by an accented, apostrophised surname prefix (English,
 * phone). Screens pictured in both languages at both widths.
 */
test.describe.configure({ mode: 'serial' });

const today = todayInRome();
const italianDate = (iso: string) => iso.split('-').reverse().join('/');
const DAYS = { dataInizio: addDays(today, 6), dataFine: addDays(today, 8) };
const JOB = jobBody(today, { nome: 'Spot caffè Napoli' });
/** Cinema › Fotografia e macchina › Operatore Steadicam (server/src/db/seed/lookupData.ts). */
const STEADICAM = { id_Ambito: 1, id_Dipartimento: 104, id_Ruolo: 10407 };

let request: APIRequestContext;
let client: ApiUser;

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  // Two crew members free on DAYS whose role is Steadicam operator, a role no other journey gives
  // (the journeys share one database, so a count of results must not depend on the others). The
  // client has the same role: the searching client is never among the results.
  await userWithCompleteProfile(request, { nome: 'Anna', cognome: "Dall'Olio" }, [STEADICAM]);
  await userWithCompleteProfile(request, { nome: 'Marta', cognome: 'Nicolò' }, [STEADICAM]);
  client = await userWithCompleteProfile(request, { nome: 'Piero', cognome: 'Cercato' }, [STEADICAM]);
  await subscribeThroughApi(request, client, 'master');
  await client.send('POST', '/api/Jobs/CreaJob', JOB);
});

test.afterAll(async () => {
  await request.dispose();
});

const resultLink = (page: Page, name: string) => page.getByRole('list').getByRole('link', { name, exact: true });

test('a Master client finds crew by role and dates, opens a card and sends a request (Italian, desktop)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await page.goto('/login');
  await chooseLanguage(page, 'IT');
  await signIn(page, client.username, it);
  await expect(page).toHaveURL(/\/home$/);
  await openMenu(page, it, it['search.menu']);
  await expect(page).toHaveURL(/\/search$/);

  const search = page.getByRole('button', { name: it['search.form.submit'], exact: true });
  await expect(search).toBeDisabled();
  await pickDay(page, page.getByLabel(it['search.form.dataInizio'], { exact: true }), DAYS.dataInizio);
  await expect(search).toBeDisabled();
  await pickDay(page, page.getByLabel(it['search.form.dataFine'], { exact: true }), DAYS.dataFine);
  await pick(page, page.getByLabel(it['search.form.scope']), 'Cinema');
  await pick(page, page.getByLabel(it['search.form.department']), 'Fotografia e macchina');
  await pick(page, page.getByLabel(it['search.form.role']), 'Operatore Steadicam');
  await expect(search).toBeEnabled();
  await shots(page, 'search-form-it');
  await search.click();

  await expect(page.getByRole('heading', { name: '2 persone trovate' })).toBeVisible();
  await expect(resultLink(page, "Anna Dall'Olio")).toBeVisible();
  await expect(resultLink(page, 'Marta Nicolò')).toBeVisible();
  // The searching client is never among the results.
  await expect(resultLink(page, 'Piero Cercato')).toHaveCount(0);
  await shots(page, 'search-results-it');
  await chooseLanguage(page, 'EN');
  await expect(page.getByRole('heading', { name: '2 people found' })).toBeVisible();
  await shots(page, 'search-results-en');
  await chooseLanguage(page, 'IT');

  await resultLink(page, "Anna Dall'Olio").click();
  await expect(page).toHaveURL(/\/search\/result\/user\/\d+$/);
  await expect(page.getByRole('heading', { name: "Anna Dall'Olio" })).toBeVisible();
  // A stranger's card shows no contacts.
  await expect(page.getByText(it['search.card.contacts'])).toHaveCount(0);
  await shots(page, 'crew-card-it');

  await page.getByRole('button', { name: it['search.card.request'] }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(it['search.request.dataInizio'], { exact: true })).toHaveValue(
    italianDate(DAYS.dataInizio),
  );
  await expect(dialog.getByLabel(it['search.request.dataFine'], { exact: true })).toHaveValue(
    italianDate(DAYS.dataFine),
  );
  await pick(
    page,
    dialog.getByLabel(it['search.request.job']),
    `${JOB.nome} (${italianDate(JOB.dataInizio)} – ${italianDate(JOB.dataFine)})`,
  );
  await shots(page, 'crew-card-request-it');
  await dialog.getByRole('button', { name: it['search.request.submit'] }).click();
  await expect(page.getByText(format(it['search.request.sent'], { name: "Anna Dall'Olio" }))).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: it['search.card.back'] }).click();
  await expect(page.getByText(it['search.result.sent'])).toBeVisible();
  await expect(page.getByText(`${JOB.nome} · ${italianDate(DAYS.dataInizio)}`)).toBeVisible();
});

test('the results survive a reload, Back clears them, and an accented surname is found by its prefix (English, phone)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await chooseLanguage(page, 'EN');
  await signIn(page, client.username, en);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/search');
  // Signing in again started a new session: the results were left at the logout of none, so the
  // form shows; search, reload, and the results are still there.
  await page.getByLabel(/^Surname/).fill('DALL');
  await pickDay(page, page.getByLabel(en['search.form.dataInizio'], { exact: true }), DAYS.dataInizio);
  await pickDay(page, page.getByLabel(en['search.form.dataFine'], { exact: true }), DAYS.dataFine);
  await page.getByRole('button', { name: en['search.form.submit'], exact: true }).click();
  await expect(page.getByRole('heading', { name: '1 person found' })).toBeVisible();
  await expect(resultLink(page, "Anna Dall'Olio")).toBeVisible();
  await page.reload();
  await expect(resultLink(page, "Anna Dall'Olio")).toBeVisible();
  await shots(page, 'search-results-surname-en');

  await page.getByRole('button', { name: en['common.back'] }).click();
  await expect(page.getByRole('button', { name: en['search.form.submit'], exact: true })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('button', { name: en['search.form.submit'], exact: true })).toBeVisible();
  await shots(page, 'search-form-en');
});
