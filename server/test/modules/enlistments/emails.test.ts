import { and, eq, isNull, sql } from 'drizzle-orm';
import { addDays } from '@shared/validation/dates';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import { mailOutbox } from '../../../src/db/schema';
import type { Mailer } from '../../../src/mail/transport';
import {
  answer,
  call,
  createJob,
  crewMember,
  masterClient,
  recipientOf,
  requestEngagement,
  sendRequest,
} from '../../helpers/engagements';
import { type TestApp, buildTestApp } from '../../helpers/testApp';
import type { SignedInUser } from '../../helpers/users';

/**
 * Every engagement email is queued in the transaction of the change it tells of (mail/outbox.ts):
 * it exists exactly when the change does, and a server dying after the commit loses none of them.
 * The tests make the outbox refuse a recipient's row (a trigger of their own): the change goes with
 * it. Then, allowed, the change and its row stand together, and the email is delivered at once, or
 * later by the delivery loop when the mail server was down.
 */
const NOW = '2026-03-10T09:00:00Z';
const TODAY = '2026-03-10';
const { sent, accepted, rejected, withdrawn } = ENGAGEMENT_STATE;

let t: TestApp;
let client: SignedInUser;
/** The app's mailer fails while this is true, as an SMTP server that is down. */
let smtpDown = false;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      now: NOW,
      wrapMailer: (real): Mailer => ({
        async send(email) {
          if (smtpDown) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
          await real.send(email);
        },
      }),
    },
  );
  // An outbox row for an address in this table fails its INSERT, and so the whole transaction.
  await t.database.db.execute(sql`CREATE TABLE test_refused_recipients (address text PRIMARY KEY)`);
  await t.database.db.execute(sql`
    CREATE FUNCTION test_refuse_recipient() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM test_refused_recipients WHERE address = NEW.recipient) THEN
        RAISE EXCEPTION 'test: the outbox refuses %', NEW.recipient;
      END IF;
      RETURN NEW;
    END $$`);
  await t.database.db.execute(
    sql`CREATE TRIGGER test_refuse_recipient BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION test_refuse_recipient()`,
  );
  client = await masterClient(t.app);
});
afterEach(() => {
  smtpDown = false;
});
afterAll(() => t.close());

async function refuseMailTo(address: string, refused: boolean) {
  if (refused) await t.database.db.execute(sql`INSERT INTO test_refused_recipients VALUES (${address})`);
  else await t.database.db.execute(sql`DELETE FROM test_refused_recipients WHERE address = ${address}`);
}

/** The outbox's rows for an address: subject, and whether delivered. */
async function queued(address: string) {
  const rows = await t.database.db
    .select({ subject: mailOutbox.subject, deliveredAt: mailOutbox.deliveredAt })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, address))
    .orderBy(mailOutbox.id);
  return rows.map((row) => ({ subject: row.subject, delivered: row.deliveredAt !== null }));
}

const deliveredTo = async (address: string) =>
  (await t.sentEmails()).filter((email) => recipientOf(email) === address).map((email) => email.subject);

/** A job of the client's (its own days, so the tests' accepts never overlap) and a worker with a pending request. */
async function pendingRequest(offset: number) {
  const worker = await crewMember(t.app, TODAY);
  const start = addDays(TODAY, 5 + offset * 5);
  const job = await createJob(t.app, client, TODAY, { dataInizio: start, dataFine: addDays(start, 3) });
  const id = await requestEngagement(t.app, client, worker, job.id_Job, start, addDays(start, 1));
  return { worker, job, id, start };
}

async function stateOf(worker: SignedInUser, id: number): Promise<number | undefined> {
  const [pending, acceptedOnes] = await Promise.all([
    call(t.app, worker, 'GET', '/api/Ingaggi/RichiesteIngaggio'),
    call(t.app, worker, 'GET', '/api/Ingaggi/ListaIngaggi'),
  ]);
  const all = [...pending.json().data, ...acceptedOnes.json().data] as { id_Ingaggio: number; statoIngaggio: number }[];
  return all.find((engagement) => engagement.id_Ingaggio === id)?.statoIngaggio;
}

describe('each engagement email is queued in its change’s transaction', () => {
  it('a request: refused with its email, then sent with it', async () => {
    const worker = await crewMember(t.app, TODAY);
    const job = await createJob(t.app, client, TODAY, { dataInizio: addDays(TODAY, 40), dataFine: addDays(TODAY, 42) });
    const body = { userId: worker.userId, id_Job: job.id_Job, dataInizio: job.dataInizio, dataFine: job.dataFine };

    const before = await queued(worker.email);

    await refuseMailTo(worker.email, true);
    expect((await sendRequest(t.app, client, body)).statusCode).toBe(500);
    expect((await call(t.app, worker, 'GET', '/api/Ingaggi/RichiesteIngaggio')).json().data).toEqual([]);
    expect(await queued(worker.email)).toEqual(before);

    await refuseMailTo(worker.email, false);
    expect((await sendRequest(t.app, client, body)).json().success).toBe(true);
    const rows = await queued(worker.email);
    expect(rows).toEqual([...before, { subject: expect.stringContaining('Spot Milano'), delivered: true }]);
    expect(await deliveredTo(worker.email)).toContain(rows.at(-1)!.subject);
  });

  it.each([
    ['accept', accepted, 'client'],
    ['reject', rejected, 'client'],
    ['withdrawal', withdrawn, 'worker'],
  ] as const)('an answer (%s): refused with its email, then made with it', async (_name, to, toldParty) => {
    const { worker, id } = await pendingRequest(to);
    const actor = to === withdrawn ? client : worker;
    const told = toldParty === 'client' ? client.email : worker.email;
    const before = await queued(told);

    await refuseMailTo(told, true);
    expect((await answer(t.app, actor, id, to)).statusCode).toBe(500);
    expect(await stateOf(worker, id)).toBe(sent);
    expect(await queued(told)).toEqual(before);

    await refuseMailTo(told, false);
    expect((await answer(t.app, actor, id, to)).json().success).toBe(true);
    const after = await queued(told);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)!.delivered).toBe(true);
    expect(await deliveredTo(told)).toContain(after.at(-1)!.subject);
  });

  it("a job's deletion: refused with its emails, then made with them", async () => {
    const { worker, job, id } = await pendingRequest(4);
    await refuseMailTo(worker.email, true);
    const before = await queued(worker.email);
    expect((await call(t.app, client, 'DELETE', `/api/Jobs/CancellaJob/${job.id_Job}`)).statusCode).toBe(500);
    expect(await stateOf(worker, id)).toBe(sent);
    expect(await queued(worker.email)).toEqual(before);

    await refuseMailTo(worker.email, false);
    expect((await call(t.app, client, 'DELETE', `/api/Jobs/CancellaJob/${job.id_Job}`)).json().success).toBe(true);
    expect(await stateOf(worker, id)).toBeUndefined();
    expect(await queued(worker.email)).toEqual([...before, { subject: expect.any(String), delivered: true }]);
  });
});

it('an accept whose email the mail server refuses stands, and the delivery loop sends the email later', async () => {
  const { worker, id } = await pendingRequest(5);
  const before = (await deliveredTo(client.email)).length;
  smtpDown = true;
  expect((await answer(t.app, worker, id, accepted)).json().success).toBe(true);
  expect(await stateOf(worker, id)).toBe(accepted);
  const waiting = await t.database.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, client.email), isNull(mailOutbox.deliveredAt)));
  expect(waiting).toHaveLength(1);
  expect(await deliveredTo(client.email)).toHaveLength(before);

  smtpDown = false;
  t.clock.advance(60 * 60 * 1000);
  expect(await t.outbox.deliver()).toEqual({ delivered: 1, failed: 0 });
  expect((await deliveredTo(client.email)).slice(before)).toEqual([waiting[0].subject]);
});
