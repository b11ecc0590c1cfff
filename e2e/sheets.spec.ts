import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import en from '../locales/en.json';
import it from '../locales/it.json';
import { jobBody } from '../server/test/helpers/engagements';
import { addDays, todayInRome } from '../src/validation/dates';
import { type ApiUser, subscribeThroughApi, userWithCompleteProfile } from './api';
import { type Texts, openMenu, shotsInBothLanguages, signInAs } from './journey';
import { DESKTOP, PHONE, escapeRegExp, format, shots } from './support';

/*
 * Issue 11's journey: a worker with an accepted engagement fills the time report (in English, on a
 * phone) and the car sheet (in Italian, at desktop width), sends each, finds the days read-only,
 * and reads the once-a-day refusal from a second window still showing the unsent day; the job's
 * client then opens the job and downloads the PDF. The engagement starts today: the server's real
 * clock refuses any later day, and no earlier day can be booked, so each sheet holds today.
 */
test.describe.configure({ mode: 'serial' });

const today = todayInRome();
const JOB = jobBody(today, { nome: 'Spot caffè Torino', dataInizio: today, dataFine: addDays(today, 10) });
const DAYS = { dataInizio: today, dataFine: addDays(today, 3) };

let client: ApiUser;
let worker: ApiUser;
let jobId: number;
let request: APIRequestContext;

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  client = await userWithCompleteProfile(request, { nome: 'Marco', cognome: 'Conti' });
  await subscribeThroughApi(request, client, 'master');
  worker = await userWithCompleteProfile(request, { nome: 'Anna', cognome: 'Verdi' });
  // Time reports and car sheets are Master features (00-DECISIONS).
  await subscribeThroughApi(request, worker, 'master');
  jobId = (await client.send<{ id_Job: number }>('POST', '/api/Jobs/CreaJob', JOB)).id_Job;
  const sent = await client.send<{ id_Ingaggio: number }>('POST', '/api/Ingaggi/InviaRichiestaIngaggio', { id_Ingaggio: 0, userId: worker.userId, id_Job: jobId, ...DAYS });
  await worker.send('PUT', '/api/Ingaggi/AggiornaRichiestaIngaggio', { id_Ingaggio: sent.id_Ingaggio, statoIngaggio: 2 });
});

test.afterAll(async () => {
  await request.dispose();
});

/** Today's button: the only day of the engagement that can be opened yet. */
const todayButton = (page: Page) => page.locator('button.records-day:not([disabled])');
const send = (page: Page, texts: Texts) => page.getByRole('button', { name: new RegExp(`${escapeRegExp(texts['recordsCalendar.send'])}$`) });

/**
 * Fills today's record through the dialog, sends the sheet, finds the day read-only, and sends
 * again from a second window opened before the send: the server's once-a-day refusal shows there.
 */
async function fillAndSend(page: Page, texts: Texts, path: string, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>, refusal: string) {
  await expect(todayButton(page)).toHaveCount(1);
  // The engagement's later days in this month: shown, not yet open.
  const later = [1, 2, 3].map((days) => addDays(today, days)).filter((day) => day.slice(0, 7) === today.slice(0, 7));
  await expect(page.locator('button.records-day[disabled]')).toHaveCount(later.length);
  await expect(send(page, texts)).toBeDisabled();
  await todayButton(page).click();
  const dialog = page.getByRole('dialog');
  await fill(dialog);
  await dialog.getByRole('button', { name: texts['recordsCalendar.confirm'] }).click();
  await expect(dialog).toBeHidden();
  await expect(todayButton(page)).toContainText(texts['recordsCalendar.toSend']);

  // A second window on the same sheet, as on another device: it still shows today unsent.
  const other = await page.context().newPage();
  await other.setViewportSize(page.viewportSize()!);
  await other.goto(path);
  await expect(send(other, texts)).toBeEnabled({ timeout: 30_000 });

  await send(page, texts).click();
  await expect(page.getByRole('alert').filter({ hasText: texts['sheets.send.sent'] })).toBeVisible();
  await expect(todayButton(page)).toContainText(texts['recordsCalendar.sent']);
  await expect(send(page, texts)).toBeDisabled();
  await todayButton(page).click();
  await expect(dialog.getByText(texts['recordsCalendar.dialog.readOnly'])).toBeVisible();
  await expect(dialog.getByRole('button', { name: texts['recordsCalendar.confirm'] })).toBeDisabled();
  await dialog.getByRole('button', { name: /close|chiudi/i }).click();

  await send(other, texts).click();
  await expect(other.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  await other.close();
}

test('a worker fills and sends the time report on a phone (English)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signInAs(page, worker, 'EN');
  await openMenu(page, en, en['timesheets.menu']);
  await expect(page).toHaveURL(/\/timesheets$/);
  await fillAndSend(
    page,
    en,
    '/timesheets',
    async (dialog) => {
      await dialog.getByLabel(en['timesheets.field.oreLavorate']).fill('20');
      await dialog.getByLabel(en['timesheets.field.oreFerie']).fill('6');
      await expect(dialog.getByRole('status')).toHaveText(format(en['timesheets.total.over'], { total: 26, max: 24 }));
      await dialog.getByLabel(en['timesheets.field.oreFerie']).fill('0');
      await dialog.getByLabel(en['timesheets.field.oreLavorate']).fill('9');
    },
    en['sheets.timesheet.alreadySent'],
  );
  await shotsInBothLanguages(page, 'timesheets', 'EN');
  await todayButton(page).click();
  await shots(page, 'timesheets-dialog-readonly-en');
});

test('a worker fills and sends the car sheet at desktop width (Italian)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signInAs(page, worker, 'IT');
  await openMenu(page, it, it['carsheets.menu']);
  await expect(page).toHaveURL(/\/carsheets$/);
  await fillAndSend(
    page,
    it,
    '/carsheets',
    async (dialog) => {
      await dialog.getByLabel(it['carsheets.field.percorsiEffettuati']).fill('Torino - Lingotto - Torino');
      await dialog.getByLabel(it['carsheets.field.kmPercorsi']).fill('38');
      await dialog.getByLabel(it['carsheets.field.modello']).fill('Fiat Panda');
      await dialog.getByLabel(it['carsheets.field.targa']).fill('ab 123 cd');
      await dialog.getByLabel(it['carsheets.field.costoBenzina']).fill('14');
      await expect(dialog.getByLabel(it['carsheets.field.targa'])).toHaveValue('AB123CD');
    },
    it['sheets.carsheet.alreadySent'],
  );
  await expect(todayButton(page)).toContainText('AB123CD');
  await expect(todayButton(page)).toContainText('38 km');
  await shotsInBothLanguages(page, 'carsheets', 'IT');
});

test("the job's client reads the sent reports and downloads the PDF (Italian)", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signInAs(page, client, 'IT');
  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('button', { name: new RegExp(escapeRegExp(it['jobs.engagements.accepted'].split(' ')[0])) }).first().click();
  await page.getByRole('button', { name: it['jobs.reports.open.named'].replace('{name}', 'Anna Verdi') }).click();
  await expect(page.getByText('Totali, 1 giorno').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: new RegExp(`${escapeRegExp(it['jobs.reports.carSheet.pdf'])}$`) }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const body = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(body).subarray(0, 4).toString()).toBe('%PDF');
  await shotsInBothLanguages(page, 'job-reports', 'IT');
});
