import { readFileSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { jobBody } from '../server/test/helpers/engagements';
import { WORKED_EXAMPLE_PENDING } from '@shared/validation/__tests__/workedExample';
import { addDays, todayInRome } from '@shared/validation/dates';
import { formatMoney } from '@shared/validation/money';
import { acceptedEngagement, subscribeThroughApi, userWithCompleteProfile } from './api';
import { TEXTS, signInAs } from './journey';
import { escapeRegExp, format } from './support';

/*
 * Rates, reviews and costs (docs/product.md §4.20), in each language: the client types the job's
 * terms in the job form (240,00 € a day with the Italian comma, 8 hours, 25 % overtime, 0,40 € a
 * km); the worker, through the API as the other journeys seed (the day sheets' own journeys file
 * days in the browser), accepts the request, files today with 10 hours and 100 km with 18,50 € of
 * fuel, and sends both; the client approves the day in the reports panel, reads the costs (the
 * worked example: 373,50 € = 315,00 pay + 40,00 mileage + 18,50 fuel, all approved) and downloads
 * the CSV; the worker finds the month's 373,50 € approved on /earnings.
 */

const today = todayInRome();
const WORKER = { nome: 'Sara', cognome: 'Rossi' };
const JOB_NAME = 'Spot caffè Napoli';
const TERMS = {
  IT: { tariffaGiornaliera: '240,00', rimborsoKm: '0,40' },
  EN: { tariffaGiornaliera: '240.00', rimborsoKm: '0.40' },
};
/** How each language's spreadsheets read the CSV (product.md §4.20). */
const CSV = { IT: { separator: ';', decimal: ',' }, EN: { separator: ',', decimal: '.' } };
const CSV_COLUMNS = [
  'job',
  'surname',
  'name',
  'day',
  'rate',
  'ordinaryHours',
  'overtimeHours',
  'holidayHours',
  'leaveHours',
  'pay',
  'km',
  'mileage',
  'fuel',
  'total',
  'approved',
];

/** A sheet's section in the reports panel: the nearest section around its heading. */
const sheetSection = (page: Page, title: string) =>
  page.getByRole('heading', { name: title, exact: true }).locator('xpath=ancestor::section[1]');

for (const language of ['IT', 'EN'] as const) {
  test(`a client's terms, review and costs, and the worker's earnings (${language})`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const texts = TEXTS[language];
    const lang = language === 'IT' ? 'it' : 'en';
    const money = (cents: number) => formatMoney(lang, cents);
    const client = await userWithCompleteProfile(request, { nome: 'Piero', cognome: 'Longo' });
    await subscribeThroughApi(request, client, 'master');
    const worker = await userWithCompleteProfile(request, WORKER);
    await subscribeThroughApi(request, worker, 'advanced');
    const { id_Job: jobId } = await client.send<{ id_Job: number }>(
      'POST',
      '/api/Jobs/CreaJob',
      jobBody(today, { nome: JOB_NAME, dataInizio: today, dataFine: addDays(today, 5) }),
    );

    // -- the client's terms, typed as the page's language writes amounts
    await signInAs(page, client, language);
    await page.goto(`/jobs/${jobId}`);
    await expect(page.getByRole('heading', { name: texts['jobs.form.title.edit'] })).toBeVisible();
    // Optional fields: the label, then the form's "(optional)".
    const term = (id: string) =>
      page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(texts[`jobs.form.terms.${id}`])}`) });
    await term('tariffaGiornaliera').fill(TERMS[language].tariffaGiornaliera);
    await term('oreGiornaliere').fill('8');
    await term('maggiorazioneStraordinario').fill('25');
    await term('rimborsoKm').fill(TERMS[language].rimborsoKm);
    await page.getByRole('button', { name: texts['jobs.form.save'] }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    const saved = (await client.get<{ id_Job: number }[]>('/api/Jobs/RecuperaJobs')).find(
      (job) => job.id_Job === jobId,
    );
    expect(saved).toMatchObject({
      tariffaGiornaliera: 24000,
      oreGiornaliere: 8,
      maggiorazioneStraordinario: 25,
      rimborsoKm: 40,
    });

    // -- the worker's side, through the API: today alone (the complete profile marks tomorrow
    // unavailable, and a request for it is refused), at the job's rate
    const id_Ingaggio = await acceptedEngagement(client, worker, { id_Job: jobId, dataInizio: today, dataFine: today });
    await worker.send('POST', '/api/Ingaggi/CompilaTimeReport', {
      id_Ingaggio,
      dataRiferimento: today,
      oreLavorate: 10,
      oreFerie: 0,
      orePermessi: 0,
    });
    await worker.send('POST', '/api/SchedeAuto/SalvaSchedeAuto', {
      id_Ingaggio,
      giorno: today,
      percorsiEffettuati: 'Napoli - Caserta - Napoli',
      kmPercorsi: 100,
      modello: 'Fiat Panda',
      targa: 'AB123CD',
      costoBenzinaCentesimi: 1850,
    });
    await worker.send('POST', '/api/Ingaggi/InviaMailTimeReport', { idIngaggio: id_Ingaggio });
    await worker.send('POST', '/api/SchedeAuto/InviaMailSchedeAutoReport', { idIngaggio: id_Ingaggio });

    // -- the client approves the day's hours and car in the reports panel
    await page.goto(`/jobs/${jobId}`);
    const costs = page.getByRole('region', { name: texts['jobs.costs.title'] });
    const workerRow = costs.getByRole('row').filter({ hasText: `${WORKER.nome} ${WORKER.cognome}` });
    const line = WORKED_EXAMPLE_PENDING;
    const costCells = (approved: number) => [
      `${WORKER.nome} ${WORKER.cognome}`,
      ...[line.giorni, line.oreStraordinario].map(String),
      money(line.compenso),
      String(line.km),
      ...[line.rimborsoChilometrico, line.carburante, line.totale, approved].map(money),
    ];
    // Sent and waiting: the day costs 373,50 €, nothing of it approved yet.
    await expect(workerRow.locator('td')).toHaveText(costCells(0));
    await page.getByRole('button', { name: format(texts['jobs.engagements.accepted'], { count: 1 }) }).click();
    await page
      .getByRole('button', {
        name: format(texts['jobs.reports.open.named'], { name: `${WORKER.nome} ${WORKER.cognome}` }),
      })
      .click();
    const date = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(`${today}T12:00:00Z`),
    );
    for (const sheet of ['timeReport', 'carSheet']) {
      const section = sheetSection(page, texts[`jobs.reports.${sheet}.title`]);
      await expect(section.getByText(texts['recordsCalendar.sent'], { exact: true })).toBeVisible();
      await section.getByRole('checkbox', { name: format(texts['jobs.review.choose'], { date }) }).check();
      await expect(section.getByRole('radio', { name: texts['jobs.review.approvato'] })).toBeChecked();
      await section.getByRole('button', { name: texts['jobs.review.submit'] }).click();
      await expect(section.getByText(texts['recordsCalendar.approved'], { exact: true })).toBeVisible();
    }

    // -- the costs follow the review: all of the day approved
    await expect(workerRow.locator('td')).toHaveText(costCells(37350));
    await expect(costs.getByRole('row').filter({ hasText: texts['jobs.costs.jobTotal'] }).locator('td')).toHaveText([
      texts['jobs.costs.jobTotal'],
      money(37350),
      money(37350),
    ]);

    // -- the CSV: a BOM, the header in the page's language, a row for the day
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      costs.getByRole('button', { name: texts['jobs.costs.csv'] }).click(),
    ]);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { separator, decimal } = CSV[language];
    const row = (cells: string[]) => cells.map((cell) => `"${cell}"`).join(separator);
    const amount = (euros: string) => euros.replace('.', decimal);
    const day =
      lang === 'it'
        ? today.split('-').reverse().join('/')
        : `${today.slice(5, 7)}/${today.slice(8)}/${today.slice(0, 4)}`;
    expect(bytes.subarray(3).toString('utf8')).toBe(
      [
        row(CSV_COLUMNS.map((column) => texts[`costs.column.${column}`])),
        row([
          JOB_NAME,
          WORKER.cognome,
          WORKER.nome,
          day,
          amount('240.00'),
          '8',
          '2',
          '0',
          '0',
          amount('315.00'),
          '100',
          amount('40.00'),
          amount('18.50'),
          amount('373.50'),
          amount('373.50'),
        ]),
        '',
      ].join('\r\n'),
    );

    // -- the worker's earnings: the month with 373,50 € approved, nothing waiting
    const workerContext = await browser.newContext({
      baseURL,
      locale: 'it-IT',
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    });
    try {
      const workerPage = await workerContext.newPage();
      await signInAs(workerPage, worker, language);
      await workerPage.goto('/earnings');
      await expect(workerPage.getByRole('heading', { name: texts['earnings.title'] })).toBeVisible();
      const monthName = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' }).format(
        new Date(`${today.slice(0, 7)}-01T12:00:00Z`),
      );
      const month = workerPage.locator('.earnings-month').filter({
        has: workerPage.getByRole('heading', { name: monthName, exact: true }),
      });
      await expect(month).toContainText(format(texts['earnings.approved'], { amount: money(37350) }));
      await expect(month).toContainText(format(texts['earnings.pending'], { amount: money(0) }));
      await expect(month).toContainText(
        format(texts['earnings.engagement'], { job: JOB_NAME, approved: money(37350), pending: money(0) }),
      );
    } finally {
      await workerContext.close();
    }
  });
}
