import { and, eq, isNull, sql } from 'drizzle-orm';
import { mailOutbox, sheetSends } from '../../../src/db/schema';
import { brokenConstraint } from '../../../src/db/errors';
import {
  OUTBOX_FIRST_BACKOFF_MS,
  OUTBOX_KEEP_MS,
  OUTBOX_MAX_BACKOFF_MS,
  backoffAfter,
  createMailOutbox,
} from '../../../src/mail/outbox';
import type { Mailer } from '../../../src/mail/transport';
import { call, recipientOf } from '../../helpers/engagements';
import { type TestApp, buildTestApp } from '../../helpers/testApp';
import { DAY_MS, NOW, attachedPdf, engagedWorker } from '../../helpers/sheets';
import { pdfText } from '../../helpers/pdf';

/**
 * The send's delivery (product.md §3.9): the records are marked sent and the emails queued in one
 * transaction; a mail server that fails leaves them queued, retried with backoff until delivered;
 * once a day holds when two sends race, and in the database itself.
 */

let t: TestApp;
let setup: Awaited<ReturnType<typeof engagedWorker>>;
/** The app's mailer fails while this is true, as an SMTP server that is down. */
let smtpDown = false;
let mailer: Mailer;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      now: NOW,
      wrapMailer: (real) => {
        mailer = {
          async send(email) {
            if (smtpDown) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
            await real.send(email);
          },
        };
        return mailer;
      },
    },
  );
});
/**
 * Each test has an engagement of its own, and the outbox and the log of sends to itself: the tests
 * count what is queued and recorded in the whole database, so what the tests before left goes first.
 */
beforeEach(async () => {
  smtpDown = false;
  t.clock.set(NOW);
  await t.database.db.delete(mailOutbox);
  await t.database.db.delete(sheetSends);
  setup = await engagedWorker(t);
  t.clock.advance(3 * DAY_MS);
});
afterAll(() => t.close());

const compile = (offset: number, oreLavorate = 8) =>
  call(t.app, setup.worker, 'POST', '/api/Ingaggi/CompilaTimeReport', {
    dataRiferimento: setup.days(offset),
    id_Ingaggio: setup.engagementId,
    oreLavorate,
    oreFerie: 0,
    orePermessi: 0,
  });
const sendTimeReport = () =>
  call(t.app, setup.worker, 'POST', '/api/Ingaggi/InviaMailTimeReport', { idIngaggio: setup.engagementId }, 'en');
const sendCarSheet = () =>
  call(
    t.app,
    setup.worker,
    'POST',
    '/api/SchedeAuto/InviaMailSchedeAutoReport',
    { idIngaggio: setup.engagementId },
    'en',
  );
const saveCarSheet = (offset: number) =>
  call(t.app, setup.worker, 'POST', '/api/SchedeAuto/SalvaSchedeAuto', {
    id_Ingaggio: setup.engagementId,
    giorno: setup.days(offset),
    percorsiEffettuati: 'Roma - Ostia',
    kmPercorsi: 60,
    modello: 'Fiat Panda',
    targa: 'AB123CD',
    costoBenzinaCentesimi: 1250,
  });
/** Today's time report and car sheet of day `offset`, both sent: four emails. */
async function sendBoth(offset: number) {
  await compile(offset);
  await saveCarSheet(offset);
  expect((await sendTimeReport()).json().success).toBe(true);
  expect((await sendCarSheet()).json().success).toBe(true);
}
const pending = () =>
  t.database.db.select().from(mailOutbox).where(isNull(mailOutbox.deliveredAt)).orderBy(mailOutbox.id);

describe('the backoff', () => {
  it('doubles from a minute up to an hour', () => {
    expect([1, 2, 3, 4].map(backoffAfter)).toEqual([1, 2, 4, 8].map((n) => n * OUTBOX_FIRST_BACKOFF_MS));
    expect(backoffAfter(20)).toBe(OUTBOX_MAX_BACKOFF_MS);
  });
});

describe('a send while the mail server fails', () => {
  it('marks the records sent, keeps the emails queued and says so', async () => {
    await compile(0);
    await compile(1, 6);
    const before = (await t.sentEmails()).length;
    smtpDown = true;
    const response = await sendTimeReport();
    expect(response.json()).toMatchObject({
      success: true,
      message: 'The report is sent: the mail server did not answer, so the email will be delivered as soon as it does',
      data: { inviati: 2, consegnata: false },
    });
    expect((await t.sentEmails()).length).toBe(before);
    const records = (
      await call(t.app, setup.worker, 'GET', `/api/Ingaggi/RecuperaDatiTimeReport/${setup.engagementId}`)
    ).json().data;
    expect(records.map((record: { inviato: boolean }) => record.inviato)).toEqual([true, true]);

    const queued = await pending();
    expect(queued.map((row) => row.recipient)).toEqual(['produzione@example.com', setup.worker.email]);
    for (const row of queued) {
      expect(row).toMatchObject({ attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
      expect(row.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + OUTBOX_FIRST_BACKOFF_MS);
    }
    // The send is done for today all the same.
    expect((await sendTimeReport()).json().message).toBe(
      'The time report has already been sent today. You can resend it tomorrow',
    );
  });

  it('retries with backoff, with the clock, until the mail server takes them, once each', async () => {
    await compile(0);
    await compile(1, 6);
    smtpDown = true;
    expect((await sendTimeReport()).json().data).toMatchObject({ inviati: 2, consegnata: false });
    const outbox = createMailOutbox({ db: t.database.db, mailer, clock: t.clock, log: t.app.log, config: t.config });
    const before = (await t.sentEmails()).length;
    expect(await outbox.deliver()).toEqual({ delivered: 0, failed: 0 }); // not due yet

    t.clock.advance(OUTBOX_FIRST_BACKOFF_MS);
    expect(await outbox.deliver()).toEqual({ delivered: 0, failed: 2 });
    expect((await pending()).map((row) => row.attempts)).toEqual([2, 2]);

    smtpDown = false;
    t.clock.advance(OUTBOX_FIRST_BACKOFF_MS);
    expect(await outbox.deliver()).toEqual({ delivered: 0, failed: 0 }); // the second wait is two minutes
    t.clock.advance(OUTBOX_FIRST_BACKOFF_MS);
    expect(await outbox.deliver()).toEqual({ delivered: 2, failed: 0 });
    expect(await outbox.deliver()).toEqual({ delivered: 0, failed: 0 });
    expect(await pending()).toEqual([]);

    const emails = (await t.sentEmails()).slice(before);
    expect(emails.map(recipientOf)).toEqual(['produzione@example.com', setup.worker.email]);
    const [row] = await t.database.db.select().from(sheetSends).where(eq(sheetSends.engagementId, setup.engagementId));
    expect(emails[0].messageId).toBe(row.messageId);
    expect(await pdfText(attachedPdf(emails[0]))).toMatch(/Totali\s+14\s+0\s+0/);
  });
});

describe('two sends at once', () => {
  it('send exactly one email to the job (and one copy), the other refused', async () => {
    t.clock.advance(DAY_MS);
    await compile(2);
    await saveCarSheet(2);
    const before = (await t.sentEmails()).length;
    const answers = (await Promise.all([sendTimeReport(), sendTimeReport(), sendCarSheet(), sendCarSheet()])).map(
      (response) => response.json(),
    );
    const timeReport = answers.slice(0, 2);
    const carSheet = answers.slice(2);
    expect(timeReport.filter((answer) => answer.success)).toHaveLength(1);
    expect(timeReport.find((answer) => !answer.success).message).toBe(
      'The time report has already been sent today. You can resend it tomorrow',
    );
    expect(carSheet.filter((answer) => answer.success)).toHaveLength(1);
    expect(carSheet.find((answer) => !answer.success).message).toBe(
      'The car card report has already been sent for today. You can resend it tomorrow',
    );

    const emails = (await t.sentEmails()).slice(before);
    expect(
      emails
        .filter((email) => recipientOf(email) === 'produzione@example.com')
        .map((email) => email.subject?.split(':')[0])
        .sort(),
    ).toEqual(['Scheda auto', 'Time report']);
    expect(emails).toHaveLength(4);
  });

  it('cannot both be recorded, whatever the code does: the database refuses a second send the same day', async () => {
    await sendBoth(2);
    const today = t.clock.today();
    const second = t.database.db.insert(sheetSends).values({
      engagementId: setup.engagementId,
      kind: 'timesheet',
      day: today,
      recipient: 'produzione@example.com',
      messageId: '<other@troupe>',
      records: 1,
      sentAt: t.clock.now(),
    });
    const error = await second.then(() => null).catch((caught: unknown) => caught);
    expect(brokenConstraint(error, '23505')).toBe('sheet_sends_once_a_day_key');
    expect(
      await t.database.db
        .select()
        .from(sheetSends)
        .where(and(eq(sheetSends.engagementId, setup.engagementId), eq(sheetSends.day, today))),
    ).toHaveLength(2);
  });
});

describe('a send that fails halfway', () => {
  it('leaves nothing behind: the records stay unsent, no send is recorded, nothing is queued', async () => {
    const { db } = t.database;
    t.clock.advance(DAY_MS);
    await compile(4);
    const queuedBefore = (await db.select({ id: mailOutbox.id }).from(mailOutbox)).length;
    // The outbox refuses its insert, as a database failing in the middle of the send's transaction.
    await db.execute(
      sql`create function refuse_mail() returns trigger language plpgsql as $$ begin raise exception 'outbox unavailable'; end $$`,
    );
    await db.execute(
      sql`create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()`,
    );
    const failed = await sendTimeReport();
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ success: false, message: 'An error occurred', data: null });
    const day4 = (await call(t.app, setup.worker, 'GET', `/api/Ingaggi/RecuperaDatiTimeReport/${setup.engagementId}`))
      .json()
      .data.find((record: { dataRiferimento: string }) => record.dataRiferimento === setup.days(4));
    expect(day4).toMatchObject({ inviato: false, dataInvio: null });
    expect(await db.select().from(sheetSends).where(eq(sheetSends.day, t.clock.today()))).toEqual([]);
    expect(await db.select({ id: mailOutbox.id }).from(mailOutbox)).toHaveLength(queuedBefore);

    await db.execute(sql`drop trigger refuse_mail on mail_outbox`);
    expect((await sendTimeReport()).json()).toMatchObject({ success: true, data: { inviati: 1, consegnata: true } });
  });
});

describe('delivered emails', () => {
  it('are kept for 30 days, then deleted', async () => {
    await sendBoth(0);
    t.clock.advance(DAY_MS);
    await sendBoth(1);
    const outbox = createMailOutbox({ db: t.database.db, mailer, clock: t.clock, log: t.app.log, config: t.config });
    const all = () => t.database.db.select({ id: mailOutbox.id }).from(mailOutbox);
    const kept = (await all()).length;
    // The sends' eight emails, each of the two accounts' welcome and subscription receipt, and the
    // engagement's request to the worker and acceptance to the client.
    expect(kept).toBe(14);
    expect(await outbox.purgeDelivered()).toBe(0);
    t.clock.advance(OUTBOX_KEEP_MS + DAY_MS);
    expect(await outbox.purgeWhenDue()).toBe(14);
    expect(await all()).toEqual([]);
  });
});
