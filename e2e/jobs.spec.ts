import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import en from '../locales/en.json';
import it from '../locales/it.json';
import { jobBody } from '../server/test/helpers/engagements';
import { addDays, todayInRome } from '@shared/validation/dates';
import { type ApiUser, subscribeThroughApi, userWithCompleteProfile } from './api';
import { type Texts, openMenu, shotsInBothLanguages, signInAs } from './journey';
import { DESKTOP, PHONE, chooseLanguage, escapeRegExp, format, latestEmailTo, pick, pickDay, shots } from './support';

/*
 * The jobs journey: a Master client creates, edits and deletes jobs (in Italian, at desktop
 * width); a crew member answers two requests the client sent through the API, mails the summary
 * and finds the days booked (in English, at phone width); the client then sees the answers (in
 * English). Every screen is also pictured in the other language, at both widths.
 */
test.describe.configure({ mode: 'serial' });

const today = todayInRome();
const italianDate = (iso: string) => iso.split('-').reverse().join('/');
/** The job made in the browser, and the engagement the worker accepts in it. */
const SPOT = {
  nome: 'Spot caffè Milano',
  edited: 'Spot caffè Milano e Parigi',
  dataInizio: addDays(today, 3),
  dataFine: addDays(today, 12),
};
const ACCEPTED_DAYS = { dataInizio: addDays(today, 4), dataFine: addDays(today, 6) };
/** Made through the API: the job whose request the worker rejects, and the one the client deletes. */
const VIDEOCLIP = jobBody(today, { nome: 'Videoclip Torino', indirizzo: 'Via Po 10, Torino' });
const SURVEY = jobBody(today, { nome: 'Sopralluogo Bologna', indirizzo: 'Piazza Maggiore 1, Bologna' });

interface Cast {
  client: ApiUser;
  worker: ApiUser;
  /** The worker's name as a client sees it. */
  workerName: string;
  spotId?: number;
  videoclipId?: number;
  acceptedId?: number;
}
let cast: Cast;
/** The API calls of the whole journey, as the client and the worker: one context for the three tests. */
let request: APIRequestContext;

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  const client = await userWithCompleteProfile(request, { nome: 'Marco', cognome: 'Conti' });
  await subscribeThroughApi(request, client, 'master');
  const worker = await userWithCompleteProfile(request, { nome: 'Anna', cognome: 'Verdi' });
  await subscribeThroughApi(request, worker, 'advanced');
  await client.send('POST', '/api/Jobs/CreaJob', VIDEOCLIP);
  await client.send('POST', '/api/Jobs/CreaJob', SURVEY);
  cast = { client, worker, workerName: 'Anna Verdi' };
});

test.afterAll(async () => {
  await request.dispose();
});

/** The address of `path` on this server in an email's text: the links must lead back here. */
function linkIn(text: string | undefined, path: string) {
  const link = text?.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
  expect(link, `a link to ${path} in:\n${text}`).toBeDefined();
  expect(new URL(link!).origin).toBe(new URL(test.info().project.use.baseURL!).origin);
  return link!;
}

const jobCard = (page: Page, name: string) => page.getByRole('link', { name, exact: true });
const enlistmentCard = (page: Page, name: string) =>
  page.getByRole('link', { name: new RegExp(`^${escapeRegExp(name)}`) });

test('a Master client creates a job, edits it and deletes another (Italian, desktop)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signInAs(page, cast.client, 'IT');
  await openMenu(page, it, it['jobs.menu']);
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(jobCard(page, VIDEOCLIP.nome)).toBeVisible();
  await expect(jobCard(page, SURVEY.nome)).toBeVisible();
  await shotsInBothLanguages(page, 'jobs-list', 'IT', async (texts) => {
    await expect(page.getByRole('heading', { name: texts['jobs.title'] })).toBeVisible();
  });

  // -- create: the start typed in the Italian format, the end chosen in the calendar
  await page.getByRole('link', { name: new RegExp(it['jobs.create']) }).click();
  await expect(page).toHaveURL(/\/jobs\/new$/);
  await expect(page.getByLabel(it['jobs.form.email'], { exact: true })).toHaveValue(cast.client.email);
  await page.getByLabel(it['jobs.form.nome'], { exact: true }).fill(SPOT.nome);
  await page
    .getByLabel(it['jobs.form.descrizione'], { exact: true })
    .fill('Due giornate di riprese in studio per uno spot televisivo.');
  const start = page.getByLabel(it['jobs.form.dataInizio'], { exact: true });
  await start.fill(italianDate(SPOT.dataInizio));
  await start.press('Enter');
  await expect(start).toHaveValue(italianDate(SPOT.dataInizio));
  const end = page.getByLabel(it['jobs.form.dataFine'], { exact: true });
  await pickDay(page, end, SPOT.dataFine);
  await expect(end).toHaveValue(italianDate(SPOT.dataFine));
  await page.getByLabel(it['jobs.form.indirizzo'], { exact: true }).fill('Via Tortona 27, Milano');
  // Italy needs a region: product.md §2.5's message until one is chosen.
  await pick(page, page.getByLabel(format(it['jobs.form.nation'], { number: 1 })), 'Italia');
  await page.getByRole('button', { name: it['jobs.form.save'] }).click();
  await expect(page.getByText(it['validation.job.nationRegion.required'])).toBeVisible();
  await pick(page, page.getByLabel(format(it['jobs.form.region'], { number: 1 })), 'Lombardia');
  await shots(page, 'job-form-new-it');
  await page.getByRole('button', { name: it['jobs.form.save'] }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByText(it['jobs.outcome.saved'])).toBeVisible();
  await expect(jobCard(page, SPOT.nome)).toBeVisible();

  // -- edit: a new title and a second country, which has no regions
  await jobCard(page, SPOT.nome).click();
  await expect(page.getByRole('heading', { name: it['jobs.form.title.edit'] })).toBeVisible();
  await expect(page.getByLabel(it['jobs.form.nome'], { exact: true })).toHaveValue(SPOT.nome);
  await page.getByLabel(it['jobs.form.nome'], { exact: true }).fill(SPOT.edited);
  await page.getByRole('button', { name: it['jobs.form.place.add'] }).click();
  await pick(page, page.getByLabel(format(it['jobs.form.nation'], { number: 2 })), 'Francia');
  await expect(page.getByLabel(format(it['jobs.form.region'], { number: 2 }))).toHaveCount(0);
  await shotsInBothLanguages(page, 'job-form-edit', 'IT', async (texts) => {
    await expect(page.getByRole('heading', { name: texts['jobs.form.title.edit'] })).toBeVisible();
  });
  await page.getByRole('button', { name: it['jobs.form.save'] }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  const spot = jobCard(page, SPOT.edited);
  await expect(spot).toContainText('Francia');
  cast.spotId = Number((await spot.getAttribute('href'))!.split('/').at(-1));

  // -- delete another job, after its confirmation
  await jobCard(page, SURVEY.nome).click();
  await page.getByRole('button', { name: it['jobs.delete'] }).click();
  const confirmation = page.getByRole('dialog');
  await expect(confirmation).toContainText(format(it['jobs.delete.title'], { name: SURVEY.nome }));
  await expect(confirmation).toContainText(it['jobs.delete.confirm.none']);
  await shots(page, 'job-delete-confirm-it');
  await confirmation.getByRole('button', { name: it['jobs.delete'] }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  // It had no engagements: no worker was told, and the banner does not say so.
  await expect(page.getByText(it['jobs.outcome.deletedQuietly'], { exact: true })).toBeVisible();
  await expect(page.getByText(it['jobs.outcome.deleted'])).toHaveCount(0);
  await expect(jobCard(page, SURVEY.nome)).toHaveCount(0);
  await expect(jobCard(page, SPOT.edited)).toBeVisible();
});

test('a crew member accepts one request, rejects another, mails the summary and finds the days booked (English, phone)', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // The requests a client sends from a user's page (the crew card, e2e/search.spec.ts), through the API here.
  const { client, worker } = cast;
  const jobs: { id_Job: number; nome: string }[] = await client.get('/api/Jobs/RecuperaJobs');
  const videoclip = jobs.find((job) => job.nome === VIDEOCLIP.nome)!;
  cast.videoclipId = videoclip.id_Job;
  const requested = await client.send<{ id_Ingaggio: number }>('POST', '/api/Ingaggi/InviaRichiestaIngaggio', {
    id_Ingaggio: 0,
    userId: worker.userId,
    id_Job: cast.spotId,
    ...ACCEPTED_DAYS,
  });
  cast.acceptedId = requested.id_Ingaggio;
  const videoclipRequest = await client.send<{ id_Ingaggio: number }>('POST', '/api/Ingaggi/InviaRichiestaIngaggio', {
    id_Ingaggio: 0,
    userId: worker.userId,
    id_Job: videoclip.id_Job,
    dataInizio: addDays(today, 8),
    dataFine: addDays(today, 9),
  });
  // The worker is told by email, with a link to the request: followed below to reject it.
  const requestEmail = await latestEmailTo(worker.email);
  expect(requestEmail.text).toContain(VIDEOCLIP.nome);
  const requestLink = linkIn(requestEmail.text, `/enlistments/${videoclipRequest.id_Ingaggio}/sent`);

  await page.setViewportSize(PHONE);
  await signInAs(page, worker, 'EN');
  await openMenu(page, en, en['enlistments.menu']);
  await expect(page).toHaveURL(/\/enlistments$/);
  await expect(page.getByRole('heading', { name: format(en['enlistments.sent.title'], { count: 2 }) })).toBeVisible();
  await expect(page.getByText(en['enlistments.accepted.empty'])).toBeVisible();
  await shotsInBothLanguages(page, 'enlistments-sent', 'EN', async (texts) => {
    await expect(
      page.getByRole('heading', { name: format(texts['enlistments.sent.title'], { count: 2 }) }),
    ).toBeVisible();
  });

  // -- accept the spot: the detail follows it to the accepted list
  await enlistmentCard(page, SPOT.edited).click();
  await expect(page).toHaveURL(new RegExp(`/enlistments/${cast.acceptedId}/sent$`));
  await expect(page.getByText(en['enlistments.state.1'], { exact: true })).toBeVisible();
  await expect(page.getByText('Marco Conti', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: en['enlistments.summary.open'] })).toBeDisabled();
  await shotsInBothLanguages(page, 'enlistment-sent', 'EN', async (texts) => {
    await expect(page.getByText(texts['enlistments.state.1'], { exact: true })).toBeVisible();
  });
  await page.getByRole('button', { name: en['enlistments.accept'] }).click();
  await expect(page).toHaveURL(new RegExp(`/enlistments/${cast.acceptedId}/accepted$`));
  await expect(page.getByText(en['enlistments.accepted'])).toBeVisible();
  await expect(page.getByRole('button', { name: en['enlistments.accept'] })).toHaveCount(0);
  await shotsInBothLanguages(page, 'enlistment-accepted', 'EN', async (texts) => {
    await expect(page.getByText(texts['enlistments.state.2'], { exact: true })).toBeVisible();
  });

  // -- the summary email, to the address the dialog starts from: the user's own
  const openSummary = async (texts: Texts) => {
    await page.getByRole('button', { name: texts['enlistments.summary.open'] }).click();
    const dialog = page.getByRole('dialog', { name: texts['enlistments.summary.title'] });
    await expect(dialog.getByLabel(texts['enlistments.summary.email'])).toHaveValue(worker.email);
    return dialog;
  };
  const dialog = await openSummary(en);
  await shots(page, 'enlistment-summary-dialog-en');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await chooseLanguage(page, 'IT');
  const dialogIt = await openSummary(it);
  await shots(page, 'enlistment-summary-dialog-it');
  await page.keyboard.press('Escape');
  await expect(dialogIt).toBeHidden();
  await chooseLanguage(page, 'EN');
  await (await openSummary(en)).getByRole('button', { name: en['enlistments.summary.send'] }).click();
  await expect(page.getByText(en['enlistments.summary.sent'])).toBeVisible();
  const summary = await latestEmailTo(worker.email);
  expect(summary.subject).toBe(format(en['mail.engagement.summary.subject'], { job: SPOT.edited }));
  expect(summary.text).toContain('Via Tortona 27, Milano');
  expect(summary.text).toContain('Marco Conti');

  // -- reject the videoclip, opened from the email's link, after the confirmation
  await page.goto(requestLink);
  await expect(page.getByRole('heading', { name: VIDEOCLIP.nome })).toBeVisible();
  await page.getByRole('button', { name: en['enlistments.reject'] }).click();
  await expect(page.getByRole('dialog')).toContainText(en['enlistments.reject.confirm.sent']);
  await page.getByRole('dialog').getByRole('button', { name: en['enlistments.reject'] }).click();
  await expect(page).toHaveURL(/\/enlistments$/);
  await expect(page.getByText(en['enlistments.rejected'])).toBeVisible();
  await expect(
    page.getByRole('heading', { name: format(en['enlistments.accepted.title'], { count: 1 }) }),
  ).toBeVisible();
  await expect(page.getByText(en['enlistments.sent.empty'])).toBeVisible();
  await expect(enlistmentCard(page, VIDEOCLIP.nome)).toHaveCount(0);
  await shotsInBothLanguages(page, 'enlistments-answered', 'EN', async (texts) => {
    await expect(
      page.getByRole('heading', { name: format(texts['enlistments.accepted.title'], { count: 1 }) }),
    ).toBeVisible();
  });

  // -- the accepted days are unavailable and locked in the availability calendar
  await page.goto('/profile/availability');
  await expect(page.getByRole('heading', { name: en['profile.availability.calendar.title'] })).toBeVisible();
  for (const day of [ACCEPTED_DAYS.dataInizio, addDays(ACCEPTED_DAYS.dataInizio, 1), ACCEPTED_DAYS.dataFine]) {
    const button = page.locator(`td[data-date="${day}"] .availability-day`);
    if (!(await button.isVisible()))
      await page.getByRole('button', { name: en['profile.availability.calendar.next'] }).click();
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAttribute(
      'aria-label',
      new RegExp(escapeRegExp(en['profile.availability.day.lockedUnavailable'])),
    );
  }
  // The day before stays the worker's to change.
  const dayBefore = addDays(ACCEPTED_DAYS.dataInizio, -1);
  if (await page.locator(`td[data-date="${dayBefore}"]`).isVisible()) {
    await expect(page.locator(`td[data-date="${dayBefore}"] .availability-day`)).toBeEnabled();
  }
  await shotsInBothLanguages(page, 'availability-booked', 'EN', async (texts) => {
    await expect(page.getByRole('heading', { name: texts['profile.availability.calendar.title'] })).toBeVisible();
  });
});

test("the client sees the answers in the counts and the worker's name in the job's engagements (English, desktop)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await signInAs(page, cast.client, 'EN');
  // The rejection reached the client by email, with a link to the job.
  const rejection = await latestEmailTo(cast.client.email);
  expect(rejection.text).toContain(cast.workerName);
  await page.goto(linkIn(rejection.text, `/jobs/${cast.videoclipId}`));
  await expect(page.getByLabel(en['jobs.form.nome'], { exact: true })).toHaveValue(VIDEOCLIP.nome);
  await expect(page.getByRole('button', { name: format(en['jobs.engagements.sent'], { count: 0 }) })).toBeVisible();
  await openMenu(page, en, en['jobs.menu']);
  const spot = jobCard(page, SPOT.edited);
  const counted = (id: string, count: number) =>
    new IntlMessageFormat((en as Texts)[id], 'en').format({ count }) as string;
  await expect(spot).toContainText(counted('jobs.card.accepted', 1));
  await expect(spot).toContainText(counted('jobs.card.sent', 0));
  await expect(jobCard(page, VIDEOCLIP.nome)).toContainText(counted('jobs.card.accepted', 0));
  await expect(jobCard(page, VIDEOCLIP.nome)).toContainText(counted('jobs.card.sent', 0));
  await shotsInBothLanguages(page, 'jobs-counts', 'EN', async (texts) => {
    await expect(page.getByRole('heading', { name: texts['jobs.title'] })).toBeVisible();
  });

  await spot.click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${cast.spotId}$`));
  const accepted = page.getByRole('button', { name: format(en['jobs.engagements.accepted'], { count: 1 }) });
  await accepted.click();
  const worker = page.getByRole('link', { name: cast.workerName });
  await expect(worker).toHaveAttribute('href', `/user/${cast.worker.userId}`);
  await expect(
    page.getByRole('button', { name: format(en['jobs.engagements.withdraw.named'], { name: cast.workerName }) }),
  ).toBeVisible();
  await shotsInBothLanguages(page, 'job-engagements', 'EN', async (texts) => {
    await expect(page.getByRole('heading', { name: texts['jobs.engagements.title'] })).toBeVisible();
  });
});
