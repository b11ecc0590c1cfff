import { type APIRequestContext, type Browser, type Page, expect, test } from '@playwright/test';
import { jobBody } from '../server/test/helpers/engagements';
import { addDays, todayInRome } from '@shared/validation/dates';
import { type ApiUser, subscribeThroughApi, userWithCompleteProfile } from './api';
import { type Language, TEXTS, type Texts, shotsInBothLanguages, signInAs } from './journey';
import { PHONE, escapeRegExp, format, shots } from './support';

/*
 * Live notifications (product.md §4.22) with two people at once, each in a browser context of
 * their own: the worker's open engagements page shows a new request without a reload, the
 * client's open job page shows the worker's acceptance, with the bell counting it in the header,
 * and the engagement's thread, open on both pages, shows each one's message on the other's.
 */

const today = todayInRome();

let request: APIRequestContext;
let client: ApiUser;
let crew: ApiUser;
let jobId: number;

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  crew = await userWithCompleteProfile(request, { nome: 'Lucia', cognome: 'Ferri' });
  await subscribeThroughApi(request, crew, 'advanced');
  client = await userWithCompleteProfile(request, { nome: 'Paolo', cognome: 'Gatti' });
  await subscribeThroughApi(request, client, 'master');
  jobId = (
    await client.send<{ id_Job: number }>(
      'POST',
      '/api/Jobs/CreaJob',
      jobBody(today, { nome: 'Spot dal vivo', dataInizio: today, dataFine: addDays(today, 20) }),
    )
  ).id_Job;
});

test.afterAll(async () => {
  await request.dispose();
});

async function personIn(browser: Browser, user: ApiUser, language: Language, phone: boolean) {
  const context = await browser.newContext(phone ? { viewport: PHONE } : {});
  const page = await context.newPage();
  await signInAs(page, user, language);
  return page;
}

/** The header's bell by its name: "Notifications", or with the unread count after it (a plural in Italian). */
const bell = (page: Page, texts: Texts, unread: number) =>
  page.getByRole('button', {
    name: unread
      ? new RegExp(`^${escapeRegExp(texts['notifications.bell'])}, ${unread} \\p{L}+`, 'u')
      : new RegExp(`^${escapeRegExp(texts['notifications.bell'])}$`),
  });

const OWNER_MESSAGE = 'Call time is 7:30';
const WORKER_MESSAGE = 'Perfetto, ci sarò';

test('a request reaches the worker’s open page, the answer the client’s, and each message the other’s thread, without a reload', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [it, en] = [TEXTS.IT, TEXTS.EN];
  const worker = await personIn(browser, crew, 'IT', true);
  const owner = await personIn(browser, client, 'EN', false);

  await worker.goto('/enlistments');
  await expect(worker.getByText(it['enlistments.empty'])).toBeVisible();
  await owner.goto(`/jobs/${jobId}`);
  const accepted = (count: number) =>
    owner.getByRole('button', { name: format(en['jobs.engagements.accepted'], { count }) });
  await expect(accepted(0)).toBeVisible();
  await expect(bell(worker, it, 0)).toBeVisible();

  // The client sends the request (from a crew card, e2e/search.spec.ts; through the API here).
  const { id_Ingaggio: engagementId } = await client.send<{ id_Ingaggio: number }>(
    'POST',
    '/api/Ingaggi/InviaRichiestaIngaggio',
    { id_Ingaggio: 0, userId: crew.userId, id_Job: jobId, dataInizio: addDays(today, 2), dataFine: addDays(today, 3) },
  );
  await expect(worker.getByRole('heading', { name: format(it['enlistments.sent.title'], { count: 1 }) })).toBeVisible();
  await expect(bell(worker, it, 1)).toBeVisible();
  // At phone width the bell stays in the header, beside the language switch, inside the screen.
  const box = (await bell(worker, it, 1).boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await shotsInBothLanguages(worker, 'notifications-bell', 'IT', async (texts) => {
    await expect(bell(worker, texts, 1)).toBeVisible();
  });

  // The drawer lists it; a click opens the request and marks it read.
  await bell(worker, it, 1).click();
  const drawer = worker.getByRole('dialog', { name: it['notifications.title'] });
  const item = drawer.getByRole('link', { name: /vorrebbe ingaggiarti per “Spot dal vivo”/ });
  await expect(item).toBeVisible();
  await shots(worker, 'notifications-drawer-it');
  await item.click();
  await expect(worker).toHaveURL(new RegExp(`/enlistments/${engagementId}/sent$`));
  await expect(bell(worker, it, 0)).toBeVisible();

  // The worker accepts: the client's open job page shows it, and their bell counts it.
  await worker.getByRole('button', { name: it['enlistments.accept'] }).click();
  await expect(worker).toHaveURL(new RegExp(`/enlistments/${engagementId}/accepted$`));
  await expect(accepted(1)).toBeVisible();
  await expect(bell(owner, en, 1)).toBeVisible();
  await bell(owner, en, 1).click();
  const ownerDrawer = owner.getByRole('dialog', { name: en['notifications.title'] });
  await expect(ownerDrawer.getByRole('link', { name: /accepted the engagement for “Spot dal vivo”/ })).toBeVisible();
  await ownerDrawer.getByRole('button', { name: en['notifications.markAllRead'] }).click();
  await expect(bell(owner, en, 0)).toBeVisible();
  await shots(owner, 'notifications-drawer-en');

  // The thread, open on both pages: each one's message shows on the other's without a reload.
  await owner.keyboard.press('Escape');
  await accepted(1).click();
  await owner
    .getByRole('button', { name: format(en['jobs.engagements.conversation.named'], { name: 'Lucia Ferri' }) })
    .click();
  await expect(worker.getByText(it['enlistments.conversation.noMessages'])).toBeVisible();
  await owner.getByLabel(en['enlistments.conversation.message']).fill(OWNER_MESSAGE);
  await owner.getByRole('button', { name: en['enlistments.conversation.send'], exact: true }).click();
  await expect(owner.getByText(OWNER_MESSAGE)).toBeVisible();
  await expect(worker.getByText(OWNER_MESSAGE)).toBeVisible();
  await expect(bell(worker, it, 1)).toBeVisible();
  await worker.getByLabel(it['enlistments.conversation.message']).fill(WORKER_MESSAGE);
  await worker.getByRole('button', { name: it['enlistments.conversation.send'], exact: true }).click();
  await expect(owner.getByText(WORKER_MESSAGE)).toBeVisible();
  await expect(bell(owner, en, 1)).toBeVisible();
  await bell(worker, it, 1).click();
  await expect(
    worker
      .getByRole('dialog', { name: it['notifications.title'] })
      .getByRole('link', { name: /Paolo Gatti ti ha scritto per “Spot dal vivo”/ }),
  ).toBeVisible();

  await worker.context().close();
  await owner.context().close();
});
