import { expect, test } from '@playwright/test';
import en from '../locales/en.json';
import type { TimeReportRecord } from '@shared/contracts/timesheets';
import { workerBookedToday } from './api';
import { openMenu, signInAs } from './journey';
import { escapeRegExp, format } from './support';

/*
 * A time report filed without signal (docs/product.md §4.19): a worker with today's engagement opens
 * /timesheets, loses the connection, saves today's hours, sees them kept on the device and waiting;
 * once the connection is back they are sent on their own, and the server has the day once.
 */
test('a day filed offline is kept on the device and reaches the server when the connection returns', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { today, worker, id_Ingaggio } = await workerBookedToday(request);

  await signInAs(page, worker, 'EN');
  await openMenu(page, en, en['timesheets.menu']);
  // Today's button: its name starts with the date as the calendar writes it (e2e/sheets.spec.ts).
  const date = new Intl.DateTimeFormat('en', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${today}T12:00:00Z`));
  const todayButton = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(date)}:`) });
  await expect(todayButton).toBeEnabled();

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: en['offline.banner'] })).toBeVisible();
  await todayButton.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(en['timesheets.field.oreLavorate']).fill('7');
  await dialog.getByRole('button', { name: en['recordsCalendar.confirm'] }).click();
  await expect(dialog).toBeHidden();
  const kept = page.locator('.kept-changes');
  await expect(kept).toContainText(en['offline.kept.waiting']);

  await context.setOffline(false);
  await expect(kept).toBeHidden({ timeout: 30_000 });
  await expect(todayButton).toContainText(format(en['timesheets.entry.worked'], { hours: 7 }));
  const records: TimeReportRecord[] = await worker.get(`/api/Ingaggi/RecuperaDatiTimeReport/${id_Ingaggio}`);
  expect(records.map(({ dataRiferimento, oreLavorate }) => ({ dataRiferimento, oreLavorate }))).toEqual([
    { dataRiferimento: today, oreLavorate: 7 },
  ]);
});
