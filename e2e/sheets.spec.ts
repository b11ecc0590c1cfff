import { type Locator, type Page, expect, test } from '@playwright/test';
import en from '../locales/en.json';
import it from '../locales/it.json';
import { pdfText } from '../server/test/helpers/pdf';
import { formatIsoDate } from '../src/components/DateText';
import { weekStartOf } from '../src/components/recordsCalendar/calendarDays';
import { addDays, todayInRome } from '@shared/validation/dates';
import { type Texts, openMenu, shotsInBothLanguages, signInAs } from './journey';
import { type PastEngagement, readPastEngagement } from './pastEngagement';
import { DESKTOP, PHONE, escapeRegExp, format, shots } from './support';

/*
 * The day sheets' journey: an Advanced worker with an accepted engagement (the worker's side of an
 * engagement is Advanced's) fills three days of the time report (in English, on a phone) and two
 * days of the car sheet (in Italian, at desktop width), sends each, finds the days read-only, and
 * reads the once-a-day refusal from a second window still showing the unsent days; the job's
 * Master client then opens the job and downloads both PDFs. The engagement
 * started two days ago: e2e/seedPastEngagement.ts booked it before the server started, on a clock
 * standing on that day, since the real server (rightly) books nothing in the past.
 */
test.describe.configure({ mode: 'serial' });

const today = todayInRome();
let engagement: PastEngagement;

test.beforeAll(() => {
  engagement = readPastEngagement();
});

type Locale = 'en' | 'it';
const localeOf = (texts: Texts): Locale => (texts === en ? 'en' : 'it');

/** A day's button: its name starts with the date as the calendar writes it (weekday, day, month). */
function dayButton(page: Page, texts: Texts, day: string) {
  const date = new Intl.DateTimeFormat(localeOf(texts), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
  return page.getByRole('button', { name: new RegExp(`^${escapeRegExp(date)}:`) });
}
const send = (page: Page, texts: Texts) =>
  page.getByRole('button', { name: new RegExp(`${escapeRegExp(texts['recordsCalendar.send'])}$`) });
const sameMonth = (day: string) => day.slice(0, 7) === today.slice(0, 7);

/** The calendar opens at today's month; the engagement's first days may lie in the one before. */
async function showMonthOf(page: Page, texts: Texts, day: string) {
  const title = new Intl.DateTimeFormat(localeOf(texts), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day.slice(0, 7)}-01T12:00:00Z`),
  );
  const heading = page.locator('.records-calendar-title');
  await expect(heading).not.toBeEmpty();
  if ((await heading.textContent()) !== title) {
    await page
      .getByRole('button', { name: texts[sameMonth(day) ? 'recordsCalendar.next' : 'recordsCalendar.previous'] })
      .click();
  }
  await expect(heading).toHaveText(title);
}

/** One day of a sheet: what the dialog is given, and what the day shows once saved. */
interface DayToFill {
  day: string;
  fill(dialog: Locator): Promise<void>;
  shows: string[];
}

/**
 * Fills the days through the dialog, sends the sheet, finds the days read-only, and sends again
 * from a second window opened before the send: the server's once-a-day refusal shows there.
 */
async function fillAndSend(page: Page, texts: Texts, path: string, days: DayToFill[], refusal: string) {
  // The engagement's later days: shown, not yet open.
  const later = [1, 2]
    .map((ahead) => addDays(today, ahead))
    .filter((day) => day <= engagement.dataFine && sameMonth(day));
  await expect(page.locator('button.records-day[disabled]')).toHaveCount(later.length);
  await expect(send(page, texts)).toBeDisabled();
  const dialog = page.getByRole('dialog');
  for (const { day, fill, shows } of days) {
    await showMonthOf(page, texts, day);
    await dayButton(page, texts, day).click();
    await fill(dialog);
    await dialog.getByRole('button', { name: texts['recordsCalendar.confirm'] }).click();
    await expect(dialog).toBeHidden();
    for (const text of [...shows, texts['recordsCalendar.toSend']])
      await expect(dayButton(page, texts, day)).toContainText(text);
  }
  await showMonthOf(page, texts, today);

  // A second window on the same sheet, as on another device: it still shows the days unsent.
  const other = await page.context().newPage();
  await other.setViewportSize(page.viewportSize()!);
  await other.goto(path);
  await expect(send(other, texts)).toBeEnabled({ timeout: 30_000 });

  await send(page, texts).click();
  await expect(page.getByRole('alert').filter({ hasText: texts['sheets.send.sent'] })).toBeVisible();
  await expect(send(page, texts)).toBeDisabled();
  for (const { day } of days.filter(({ day }) => sameMonth(day)))
    await expect(dayButton(page, texts, day)).toContainText(texts['recordsCalendar.sent']);
  await dayButton(page, texts, today).click();
  await expect(dialog.getByText(texts['recordsCalendar.dialog.readOnly'])).toBeVisible();
  await expect(dialog.getByRole('button', { name: texts['recordsCalendar.confirm'] })).toBeDisabled();
  await dialog.getByRole('button', { name: /close|chiudi/i }).click();

  await send(other, texts).click();
  await expect(other.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  await other.close();
}

/** A month figure (a total) by its label. */
const figure = (page: Page, label: string) =>
  page
    .locator('.records-figure')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

/** The hours of the time report's days: two days ago, yesterday and today. */
const HOURS = [
  { oreLavorate: 8, oreFerie: 0, orePermessi: 0 },
  { oreLavorate: 6, oreFerie: 0, orePermessi: 2 },
  { oreLavorate: 9, oreFerie: 0, orePermessi: 0 },
];
/**
 * The time report's days, counted back from today rather than on from the engagement's first day:
 * Rome's midnight may fall between the booking (before the server started) and this journey, and
 * the engagement runs DAYS_AGO days before and two after the day it was booked on, so these days
 * stay inside it.
 */
const TIME_REPORT_DAYS = HOURS.map((_hours, index) => addDays(today, index - (HOURS.length - 1)));

test('a worker fills three days of the time report and sends it, on a phone (English)', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE);
  await signInAs(page, engagement.worker, 'EN');
  await openMenu(page, en, en['timesheets.menu']);
  await expect(page).toHaveURL(/\/timesheets$/);
  const days = HOURS.map((hours, index) => ({ day: TIME_REPORT_DAYS[index], hours }));
  expect(days[0].day >= engagement.dataInizio && today <= engagement.dataFine).toBe(true);
  await fillAndSend(
    page,
    en,
    '/timesheets',
    days.map(({ day, hours }) => ({
      day,
      fill: async (dialog: Locator) => {
        if (day === today) {
          // The day's total is held to 24 before saving.
          await dialog.getByLabel(en['timesheets.field.oreLavorate']).fill('20');
          await dialog.getByLabel(en['timesheets.field.oreFerie']).fill('6');
          await expect(dialog.getByRole('status')).toHaveText(
            format(en['timesheets.total.over'], { total: 26, max: 24 }),
          );
          await dialog.getByLabel(en['timesheets.field.oreFerie']).fill('0');
        }
        await dialog.getByLabel(en['timesheets.field.oreLavorate']).fill(String(hours.oreLavorate));
        await dialog.getByLabel(en['timesheets.field.orePermessi']).fill(String(hours.orePermessi));
      },
      shows: [
        format(en['timesheets.entry.worked'], { hours: hours.oreLavorate }),
        ...(hours.orePermessi ? [format(en['timesheets.entry.leave'], { hours: hours.orePermessi })] : []),
      ],
    })),
    en['sheets.timesheet.alreadySent'],
  );

  // This month's totals and its weeks' bars count the days of this month.
  const thisMonth = days.filter(({ day }) => sameMonth(day));
  const sum = (kind: keyof (typeof HOURS)[number], of = thisMonth) =>
    of.reduce((total, { hours }) => total + hours[kind], 0);
  for (const kind of ['oreLavorate', 'oreFerie', 'orePermessi'] as const)
    await expect(figure(page, en[`timesheets.field.${kind}`])).toHaveText(String(sum(kind)));
  const week = weekStartOf(today);
  const thisWeek = thisMonth.filter(({ day }) => weekStartOf(day) === week);
  const from = formatIsoDate('en', week).slice(0, 5);
  const bar = {
    from,
    worked: sum('oreLavorate', thisWeek),
    holiday: sum('oreFerie', thisWeek),
    leave: sum('orePermessi', thisWeek),
  };
  await expect(
    page.getByRole('listitem', {
      name: format(en['timesheets.chart.week'], { ...bar, total: bar.worked + bar.holiday + bar.leave }),
    }),
  ).toBeVisible();

  await shotsInBothLanguages(page, 'timesheets', 'EN');
  await dayButton(page, en, today).click();
  await shots(page, 'timesheets-dialog-readonly-en');
});

/** The car's two days: yesterday and today; today's fuel cost typed with its cents, as Italian writes them. */
const CAR = [
  { percorsiEffettuati: 'Torino - Lingotto - Torino', kmPercorsi: 38, costoBenzina: '14', shown: '€ 14,00' },
  { percorsiEffettuati: 'Torino - Superga - Torino', kmPercorsi: 52, costoBenzina: '18,50', shown: '€ 18,50' },
];

test('a worker fills two days of the car sheet and sends it, at desktop width (Italian)', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  await signInAs(page, engagement.worker, 'IT');
  await openMenu(page, it, it['carsheets.menu']);
  await expect(page).toHaveURL(/\/carsheets$/);
  const days = CAR.map((car, index) => ({ day: addDays(today, index - 1), car }));
  await fillAndSend(
    page,
    it,
    '/carsheets',
    days.map(({ day, car }) => ({
      day,
      fill: async (dialog: Locator) => {
        await dialog.getByLabel(it['carsheets.field.percorsiEffettuati']).fill(car.percorsiEffettuati);
        // Kilometres are whole: a decimal is refused in words, not read as 355.
        await dialog.getByLabel(it['carsheets.field.kmPercorsi']).fill('35,5');
        await dialog.getByLabel(it['carsheets.field.kmPercorsi']).blur();
        await expect(dialog.getByText(it['validation.carsheet.km.whole'])).toBeVisible();
        await dialog.getByLabel(it['carsheets.field.kmPercorsi']).fill(String(car.kmPercorsi));
        await dialog.getByLabel(it['carsheets.field.modello']).fill('Fiat Panda');
        await dialog.getByLabel(it['carsheets.field.targa']).fill('ab 123 cd');
        await dialog.getByLabel(it['carsheets.field.costoBenzina']).fill(car.costoBenzina);
        // Stored upper-case, without spaces: the field shows it so as it is typed.
        await expect(dialog.getByLabel(it['carsheets.field.targa'])).toHaveValue('AB123CD');
      },
      shows: ['AB123CD', format(it['carsheets.km'], { km: car.kmPercorsi }), car.shown],
    })),
    it['sheets.carsheet.alreadySent'],
  );
  const km = days.filter(({ day }) => sameMonth(day)).reduce((total, { car }) => total + car.kmPercorsi, 0);
  await expect(figure(page, it['carsheets.field.kmPercorsi'])).toHaveText(format(it['carsheets.km'], { km }));
  await shotsInBothLanguages(page, 'carsheets', 'IT');
  // Read back from the server: the fuel cost as typed, to the cent.
  await page.reload();
  await expect(dayButton(page, it, today)).toContainText('€ 18,50');
  await dayButton(page, it, today).click();
  await expect(page.getByRole('dialog').getByLabel(it['carsheets.field.costoBenzina'])).toHaveValue('18,50');
  await shots(page, 'carsheets-dialog-readonly-it');
});

test("the job's client reads the sent reports and downloads the PDFs (Italian)", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signInAs(page, engagement.client, 'IT');
  await page.goto(`/jobs/${engagement.jobId}`);
  await page
    .getByRole('button', { name: new RegExp(escapeRegExp(it['jobs.engagements.accepted'].split(' ')[0])) })
    .first()
    .click();
  await page.getByRole('button', { name: it['jobs.reports.open.named'].replace('{name}', 'Anna Verdi') }).click();
  await expect(page.getByText('Totali, 3 giorni')).toBeVisible();
  await expect(page.getByText('Totali, 2 giorni')).toBeVisible();
  for (const [kind, days] of [
    ['timeReport', TIME_REPORT_DAYS],
    ['carSheet', CAR.map((_car, index) => addDays(today, index - 1))],
  ] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: new RegExp(`${escapeRegExp(it[`jobs.reports.${kind}.pdf`])}$`) }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const text = await pdfText(Buffer.concat(await (await file.createReadStream()).toArray()));
    // In the job owner's language: the job, the worker, and each day sent in Italian dates.
    expect(text).toContain('Spot caffè Torino');
    expect(text).toContain('Anna Verdi');
    for (const day of days) expect(text).toContain(formatIsoDate('it', day));
    if (kind === 'carSheet') for (const { shown } of CAR) expect(text).toContain(shown);
  }
  await shotsInBothLanguages(page, 'job-reports', 'IT');
});
