import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { jobBody } from '../server/test/helpers/engagements';
import { addDays, todayInRome } from '@shared/validation/dates';
import { type ApiUser, subscribeThroughApi, userWithCompleteProfile } from './api';
import { TEXTS, type Texts, shotsInBothLanguages, signInAs } from './journey';
import { DESKTOP, PHONE, format, pick, pickDay, shots } from './support';

/*
 * The negotiation journey (product.md §4.21): a Master client sends a request with an answer
 * deadline from the crew card (Italian, desktop); the worker reads its deadline and place, counters
 * it with another day rate and writes in its thread (English, phone); the client sees the counter,
 * accepts it and answers the message (Italian, phone). Every screen is also pictured in the other
 * language, at both widths.
 */
test.describe.configure({ mode: 'serial' });

const today = todayInRome();
const italianDate = (iso: string) => iso.split('-').reverse().join('/');
const JOB = jobBody(today, { nome: 'Trattativa Spot Napoli', indirizzo: 'Via Toledo 1, Napoli' });
const DAYS = { dataInizio: addDays(today, 6), dataFine: addDays(today, 7) };
/** The answer deadline: 18:00 two days from today, as the browser's date-and-time input takes it. */
const ANSWER_BY = `${addDays(today, 2)}T18:00`;
const WORKER_MESSAGE = 'Can we start at 7 instead of 8?';
const CLIENT_MESSAGE = 'Sì, alle 7 va benissimo';

let request: APIRequestContext;
let client: ApiUser;
let worker: ApiUser;
let jobId: number;
let engagementId: number;

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  client = await userWithCompleteProfile(request, { nome: 'Sara', cognome: 'Esposito' });
  await subscribeThroughApi(request, client, 'master');
  worker = await userWithCompleteProfile(request, { nome: 'Dario', cognome: 'Greco' });
  await subscribeThroughApi(request, worker, 'advanced');
  jobId = (await client.send<{ id_Job: number }>('POST', '/api/Jobs/CreaJob', JOB)).id_Job;
});

test.afterAll(async () => {
  await request.dispose();
});

const message = (texts: Texts, id: string, values: Record<string, string | number>) =>
  String(new IntlMessageFormat(texts[id], texts === TEXTS.IT ? 'it' : 'en').format(values));

/** The page is no wider than the phone: nothing to scroll sideways to. */
async function fitsThePhone(page: Page) {
  await page.setViewportSize(PHONE);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a client sends a request with an answer deadline (Italian, desktop)', async ({ page }) => {
  test.setTimeout(90_000);
  const it = TEXTS.IT;
  await page.setViewportSize(DESKTOP);
  await signInAs(page, client, 'IT');
  await page.goto(`/user/${worker.userId}`);
  await page.getByRole('button', { name: it['search.card.request'] }).click();
  const dialog = page.getByRole('dialog');
  await pick(
    page,
    dialog.getByLabel(it['search.request.job']),
    `${JOB.nome} (${italianDate(JOB.dataInizio)} – ${italianDate(JOB.dataFine)})`,
  );
  await pickDay(page, dialog.getByLabel(it['search.request.dataInizio'], { exact: true }), DAYS.dataInizio);
  await pickDay(page, dialog.getByLabel(it['search.request.dataFine'], { exact: true }), DAYS.dataFine);
  // A deadline after the first day is refused with the shared rule's words.
  const answerBy = dialog.getByLabel(new RegExp(`^${it['search.request.answerBy']}`));
  await answerBy.fill(`${addDays(today, 8)}T18:00`);
  await dialog.getByRole('button', { name: it['search.request.submit'] }).click();
  await expect(dialog.getByText(it['validation.engagement.answerBy.afterStart'])).toBeVisible();
  await answerBy.fill(ANSWER_BY);
  await expect(dialog.getByText(it['validation.engagement.answerBy.afterStart'])).toHaveCount(0);
  // A dialog covers the language switch: this screen in Italian only.
  await shots(page, 'negotiation-request-it');
  await dialog.getByRole('button', { name: it['search.request.submit'] }).click();
  await expect(page.getByText(format(it['search.request.sent'], { name: 'Dario Greco' }))).toBeVisible();

  const [sent] = await worker.get<{ id_Ingaggio: number; rispondiEntro: string | null }[]>(
    '/api/Ingaggi/RichiesteIngaggio',
  );
  expect(sent.rispondiEntro).not.toBeNull();
  engagementId = sent.id_Ingaggio;
});

test('the worker reads the deadline and place, counters with another rate and writes (English, phone)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const en = TEXTS.EN;
  await page.setViewportSize(PHONE);
  await signInAs(page, worker, 'EN');
  await page.goto(`/enlistments/${engagementId}/sent`);
  await expect(page.getByText(en['enlistments.state.1'], { exact: true })).toBeVisible();
  await expect(page.getByText(message(en, 'enlistments.detail.position.value', { position: 1 }))).toBeVisible();
  await expect(page.getByText(/left\)$/)).toBeVisible();
  await fitsThePhone(page);
  await shotsInBothLanguages(page, 'negotiation-worker-request', 'EN');

  await page.getByRole('button', { name: en['enlistments.counter.open'] }).click();
  const dialog = page.getByRole('dialog');
  const rate = dialog.getByLabel(en['enlistments.counter.rate']);
  await rate.fill('');
  await dialog.getByRole('button', { name: en['enlistments.counter.send'] }).click();
  await expect(dialog.getByText(en['validation.engagement.counter.rateRequired'])).toBeVisible();
  await rate.fill('260.50');
  await dialog.getByLabel(new RegExp(`^${en['enlistments.counter.note']}`)).fill('Two days, with the lights test');
  await shots(page, 'negotiation-counter-dialog-en');
  await dialog.getByRole('button', { name: en['enlistments.counter.send'] }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(en['enlistments.state.5'], { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: en['enlistments.counter.open'] })).toHaveCount(0);

  await page.getByLabel(en['enlistments.conversation.message']).fill(WORKER_MESSAGE);
  await page.getByRole('button', { name: en['enlistments.conversation.send'], exact: true }).click();
  await expect(page.getByText(WORKER_MESSAGE)).toBeVisible();
  await expect(
    page.getByText(message(en, 'enlistments.history.messaggio', { who: en['enlistments.conversation.you'] })),
  ).toBeVisible();
  await fitsThePhone(page);
  await shotsInBothLanguages(page, 'negotiation-worker-countered', 'EN');
});

test('the client accepts the counter and answers the message (Italian, phone)', async ({ page }) => {
  test.setTimeout(90_000);
  const it = TEXTS.IT;
  await page.setViewportSize(PHONE);
  await signInAs(page, client, 'IT');
  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('button', { name: format(it['jobs.engagements.sent'], { count: 1 }) }).click();
  await expect(page.getByText(it['jobs.engagement.state.5'], { exact: true })).toBeVisible();
  await expect(page.getByText(/^Vista il /)).toBeVisible();
  await expect(page.getByText(/260,50 al giorno/)).toBeVisible();
  await page
    .getByRole('button', { name: format(it['jobs.engagements.conversation.named'], { name: 'Dario Greco' }) })
    .click();
  await expect(page.getByText(WORKER_MESSAGE)).toBeVisible();
  await fitsThePhone(page);
  await shotsInBothLanguages(page, 'negotiation-client-countered', 'IT');

  await page.getByLabel(it['enlistments.conversation.message']).fill(CLIENT_MESSAGE);
  await page.getByRole('button', { name: it['enlistments.conversation.send'], exact: true }).click();
  await expect(page.getByText(CLIENT_MESSAGE)).toBeVisible();
  await page
    .getByRole('button', { name: format(it['jobs.engagements.acceptCounter.named'], { name: 'Dario Greco' }) })
    .click();
  await expect(page.getByText(it['jobs.engagements.counterAccepted'])).toBeVisible();

  const [accepted] =
    await worker.get<{ id_Ingaggio: number; tariffaGiornaliera: number }[]>('/api/Ingaggi/ListaIngaggi');
  expect(accepted).toMatchObject({ id_Ingaggio: engagementId, tariffaGiornaliera: 26050 });
  await page.getByRole('button', { name: format(it['jobs.engagements.accepted'], { count: 1 }) }).click();
  await fitsThePhone(page);
  await shotsInBothLanguages(page, 'negotiation-client-accepted', 'IT');
});
