import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { jobBody } from '../server/test/helpers/engagements';
import { SAVE_CALLS, validTabs } from '../server/test/modules/profile/fixtures';
import { addDays, todayInRome } from '@shared/validation/dates';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import { type ApiUser, subscribeThroughApi, userWithCompleteProfile } from './api';
import { TEXTS, signInAs } from './journey';
import { DESKTOP, PHONE, format, shots } from './support';

/*
 * The day sheets' layout (product.md §2.2): with an engagement whose job has a long title, neither
 * /timesheets nor /carsheets is wider than a 390 px phone (the engagement selector once made them
 * 395 to 492 px wide, scrolling sideways); on a desktop the month grid is 600 × 600 and a car sheet
 * day shows its plate, both badges and its sent mark inside its cell.
 */
test.describe.configure({ mode: 'serial' });

const today = todayInRome();
const LONG_TITLE =
  'Spot pubblicitario per la nuova campagna nazionale di caffè espresso, riprese in esterna a Torino e Milano';
let request: APIRequestContext;
let worker: ApiUser;

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  request = await playwright.request.newContext({ baseURL });
  const client = await userWithCompleteProfile(request, { nome: 'Paolo', cognome: 'Gatti' });
  await subscribeThroughApi(request, client, 'master');
  worker = await userWithCompleteProfile(request, { nome: 'Lucia', cognome: 'Ferri' });
  await subscribeThroughApi(request, worker, 'master');
  const job = await client.send<{ id_Job: number }>(
    'POST',
    '/api/Jobs/CreaJob',
    jobBody(today, { nome: LONG_TITLE, dataInizio: today, dataFine: addDays(today, 3) }),
  );
  // The complete profile marks tomorrow unavailable, and a request for it would be refused.
  await worker.send('PUT', `/api/Profilo/${SAVE_CALLS[0]}`, {
    ...validTabs(today)[0],
    listaDisponibilita: [{ giorno: addDays(today, 1), disponibile: true }],
  });
  const { id_Ingaggio } = await client.send<{ id_Ingaggio: number }>('POST', '/api/Ingaggi/InviaRichiestaIngaggio', {
    id_Ingaggio: 0,
    userId: worker.userId,
    id_Job: job.id_Job,
    dataInizio: today,
    dataFine: addDays(today, 3),
  });
  await worker.send('PUT', '/api/Ingaggi/AggiornaRichiestaIngaggio', {
    id_Ingaggio,
    statoIngaggio: ENGAGEMENT_STATE.accepted,
  });
  // Today's car: a plate, both badges and the "to send" mark, the most a day's cell holds.
  await worker.send('POST', '/api/SchedeAuto/SalvaSchedeAuto', {
    id_Ingaggio,
    giorno: today,
    percorsiEffettuati: 'Torino - Milano - Torino',
    kmPercorsi: 1280,
    modello: 'Fiat Panda',
    targa: 'AB123CD',
    costoBenzinaCentesimi: 12_850,
    inviato: false,
  });
});

test.afterAll(async () => {
  await request.dispose();
});

/** How wide the document is: wider than the viewport, and the page scrolls sideways. */
const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const path of ['/timesheets', '/carsheets']) {
  test(`${path} fits a 390 px phone with a long job title (Italian)`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, worker, 'IT');
    await page.goto(path);
    const picker = page.getByRole('combobox', { name: TEXTS.IT['recordsCalendar.engagement'] });
    await expect(page.locator('.records-picker')).toContainText(LONG_TITLE.slice(0, 20));
    await expect(page.locator('button.records-day').first()).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);
    // Open, the list of engagements stays inside the phone too.
    await picker.click();
    await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press('Escape');
  });
}

test('at desktop width the car sheet month is 600 × 600 and a day shows all it holds (Italian)', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, worker, 'IT');
  await page.goto('/carsheets');
  const grid = page.locator('.records-month');
  await expect(grid).toBeVisible();
  const box = (await grid.boundingBox())!;
  expect(Math.round(box.width)).toBe(600);
  expect(Math.round(box.height)).toBe(600);

  const day = page.locator('button.records-day-filled');
  await expect(day).toHaveCount(1);
  const cell = (await day.boundingBox())!;
  // Four digits grouped, as money is (Intl's Italian would write 1280).
  const km = format(TEXTS.IT['carsheets.km'], { km: '1.280' });
  for (const text of ['AB123CD', km, '€ 128,50', TEXTS.IT['recordsCalendar.toSend']]) {
    const part = day.getByText(text, { exact: true });
    await expect(part).toBeVisible();
    const inside = (await part.boundingBox())!;
    // Whole, inside the cell: not cut by its edge, nor ellipsised.
    expect(inside.x).toBeGreaterThanOrEqual(cell.x);
    expect(inside.y).toBeGreaterThanOrEqual(cell.y);
    expect(inside.x + inside.width).toBeLessThanOrEqual(cell.x + cell.width + 0.5);
    expect(inside.y + inside.height).toBeLessThanOrEqual(cell.y + cell.height + 0.5);
    expect(await part.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
  await shots(page, 'carsheets-layout-it');
  await page.goto('/timesheets');
  await expect(page.locator('.records-month')).toBeVisible();
  await shots(page, 'timesheets-layout-it');
});
