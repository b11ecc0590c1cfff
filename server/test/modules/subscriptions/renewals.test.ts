import { and, eq } from 'drizzle-orm';
import { payments, savedCards, subscriptions } from '../../../src/db/schema';
import { createPaymentProvider } from '../../../src/modules/payments/configuredProvider';
import { type PaymentProvider, ProviderUnavailable } from '../../../src/modules/payments/provider';
import { createPaymentsService } from '../../../src/modules/payments/service';
import {
  type RenewalDeps,
  finishActivations,
  runRenewals,
  scheduleRenewals,
  sweepRenewals,
} from '../../../src/modules/subscriptions/renewals';
import { activate, readyToPay, saveTestCard } from '../../helpers/payments';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { type SignedInUser, signUpAndIn } from '../../helpers/users';

let t: TestApp;
let provider: PaymentProvider;
let deps: RenewalDeps;
/** The sweep's dependencies with the payments service over another provider. */
const chargingThrough = (other: PaymentProvider): RenewalDeps => ({
  ...deps,
  payments: createPaymentsService({ db: t.database.db, provider: other, clock: t.clock }),
});
beforeAll(async () => {
  t = await buildTestApp();
  provider = createPaymentProvider(t.config, t.database.db, t.clock);
  deps = {
    db: t.database.db,
    payments: createPaymentsService({ db: t.database.db, provider, clock: t.clock }),
    outbox: t.outbox,
    publicUrl: t.config.publicUrl,
    log: t.app.log,
    clock: t.clock,
  };
});
afterAll(() => t.close());
// Each test's subscriptions end with it, so a later test's sweep (years ahead) leaves them alone.
afterEach(() =>
  t.database.db.update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.status, 'active')),
);

/** Each test starts on its own day, far from the others, so their renewals do not meet. */
const startOn = (isoDay: string) => {
  t.clock.set(`${isoDay}T10:00:00+02:00`);
};
/** Early on that day in Rome (01:00 in winter, 02:00 in summer): the renewal day has just begun. */
const moveTo = (isoDay: string) => {
  t.clock.set(`${isoDay}T02:00:00+02:00`);
};

const current = async (user: SignedInUser) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/Subscription/', headers: { ...user.auth, 'accept-language': 'en' } })
  ).json().data;
const subscriptionRows = (user: SignedInUser) =>
  t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.userId));
const renewalPayments = (user: SignedInUser) =>
  t.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, user.userId), eq(payments.kind, 'renewal')));
/** The user's emails after the welcome, which registration sends before anything else. */
const emailsTo = async (user: SignedInUser) =>
  (await t.sentEmails()).filter((email) => (email.to as { text: string }).text === user.email).slice(1);

async function subscribed(plan: number, automatic: boolean) {
  const user = await signUpAndIn(t.app, { language: 'en' });
  await readyToPay(t.app, user);
  const response = await activate(t.app, user, plan, automatic);
  if (!response.json().success) throw new Error(response.body);
  return user;
}

describe('the renewal sweep', () => {
  it('charges the saved card on the end date, extends the subscription and emails a receipt', async () => {
    startOn('2030-01-10');
    const user = await subscribed(3, true);
    expect((await current(user)).dataFineAbbonamento).toBe('2030-02-10');

    moveTo('2030-02-09');
    await runRenewals(deps);
    expect(await renewalPayments(user)).toHaveLength(0);

    moveTo('2030-02-10');
    // Until the sweep runs, the end date itself is still covered.
    expect(await current(user)).toMatchObject({ dataFineAbbonamento: '2030-02-10', tipologiaAbbonamento: 2 });
    const report = await runRenewals(deps);
    expect(report).toEqual({ renewed: 1, failed: 0, expired: 0, postponed: 0 });
    expect(await current(user)).toMatchObject({
      id_Abbonamento: 3,
      dataFineAbbonamento: '2030-03-10',
      pagamentoAutomatico: true,
    });
    const [renewal] = await renewalPayments(user);
    expect(renewal).toMatchObject({
      status: 'succeeded',
      amountCents: 1990,
      idempotencyKey: expect.stringMatching(/^renewal:\d+:2030-02-10$/),
      cardLast4: '4242',
    });

    const emails = await emailsTo(user);
    expect(emails).toHaveLength(2);
    expect(emails[1].subject).toMatch(/^Troupe: receipt for your payment of €19\.90$/);
    expect(emails[1].text).toContain('March 10, 2030');
    // Queued with the renewal (the outbox), not sent beside it: a crash in between loses nothing.
    expect(await t.queuedSubjects(user.email)).toContain(emails[1].subject);

    // A second run the same day finds nothing left to do.
    await runRenewals(deps);
    expect(await renewalPayments(user)).toHaveLength(1);
    expect(await emailsTo(user)).toHaveLength(2);
  });

  it('ends the subscription and emails the user when the charge is declined', async () => {
    startOn('2031-01-10');
    const user = await subscribed(1, true);
    await saveTestCard(t.app, user, '4000000000000341');

    moveTo('2031-02-10');
    await runRenewals(deps);
    expect(await current(user)).toBeNull();
    const [row] = await subscriptionRows(user);
    expect(row.status).toBe('renewal_failed');
    const [renewal] = await renewalPayments(user);
    expect(renewal).toMatchObject({ status: 'failed', failureCode: 'card_declined', cardLast4: '0341' });

    const emails = await emailsTo(user);
    expect(emails[emails.length - 1].subject).toBe('Troupe: your subscription could not be renewed');
    expect(emails[emails.length - 1].text).toContain(
      'we could not renew the Advanced monthly subscription by charging €9.90: Your card was declined.',
    );
    expect(emails[emails.length - 1].text).toContain('http://troupe.test/subscriptions');
    expect(await t.queuedSubjects(user.email)).toContain('Troupe: your subscription could not be renewed');
    const userData = await t.app.inject({ method: 'GET', url: '/api/Auth/getUserData', headers: user.auth });
    expect(userData.json().data.tipologiaAbbonamento).toBe(0);
  });

  it('lets a subscription without automatic renewal end, without charging', async () => {
    startOn('2032-01-10');
    const user = await subscribed(3, false);
    moveTo('2032-02-10');
    expect(await current(user)).toBeNull();
    await runRenewals(deps);
    const [row] = await subscriptionRows(user);
    expect(row.status).toBe('expired');
    expect(await renewalPayments(user)).toHaveLength(0);
  });

  it('renews from today when the sweep comes late', async () => {
    startOn('2033-01-10');
    const user = await subscribed(2, true);
    moveTo('2034-01-20');
    await runRenewals(deps);
    expect((await current(user)).dataFineAbbonamento).toBe('2035-01-20');
  });

  it('charges once when two servers sweep at the same time', async () => {
    startOn('2035-03-01');
    const users = [await subscribed(3, true), await subscribed(1, true), await subscribed(4, true)];
    moveTo('2035-04-01');
    const reports = await Promise.all([runRenewals(deps), runRenewals(deps)]);
    expect(reports[0].renewed + reports[1].renewed).toBe(2);
    for (const user of users.slice(0, 2)) {
      expect(await renewalPayments(user)).toHaveLength(1);
      expect((await current(user)).dataFineAbbonamento).toBe('2035-05-01');
    }
    expect(await renewalPayments(users[2])).toHaveLength(0);
  });

  it('does not charge again after a crash between the charge and the extension', async () => {
    startOn('2036-01-10');
    const user = await subscribed(3, true);
    const [row] = await subscriptionRows(user);
    // What a server leaves behind when it dies right after the provider charged the card.
    await t.database.db.insert(payments).values({
      userId: user.userId,
      idempotencyKey: `renewal:${row.id}:2036-02-10`,
      kind: 'renewal',
      planId: 3,
      subscriptionId: row.id,
      pagamentoAutomatico: true,
      amountCents: 1990,
      status: 'succeeded',
      provider: 'sandbox',
      providerRef: 'pi_charged_before_the_crash',
      cardBrand: 'Visa',
      cardLast4: '4242',
      attemptedAt: new Date('2036-02-10T00:00:00+01:00'),
      completedAt: new Date('2036-02-10T00:00:01+01:00'),
    });
    moveTo('2036-02-10');
    await runRenewals(deps);
    const renewals = await renewalPayments(user);
    expect(renewals).toHaveLength(1);
    expect(renewals[0].providerRef).toBe('pi_charged_before_the_crash');
    expect((await current(user)).dataFineAbbonamento).toBe('2036-03-10');
  });

  it('leaves a charge the provider did not answer for a later run, which finishes it once', async () => {
    startOn('2037-01-10');
    const user = await subscribed(3, true);
    moveTo('2037-02-10');
    const calls: string[] = [];
    const silent: PaymentProvider = {
      ...provider,
      async charge(_card, _amount, key) {
        calls.push(key);
        throw new ProviderUnavailable('timeout');
      },
    };
    const postponed = await runRenewals(chargingThrough(silent));
    expect(postponed.postponed).toBeGreaterThanOrEqual(1);
    expect((await renewalPayments(user))[0].status).toBe('pending');
    expect(await current(user)).toMatchObject({ dataFineAbbonamento: '2037-02-10' });

    // The claim keeps other runs away for a while; then the same payment is asked again.
    await runRenewals(deps);
    expect((await renewalPayments(user))[0].status).toBe('pending');
    t.clock.advance(6 * 60 * 1000);
    const retried: string[] = [];
    const recording: PaymentProvider = {
      ...provider,
      charge(card, amount, key, description) {
        retried.push(key);
        return provider.charge(card, amount, key, description);
      },
    };
    await runRenewals(chargingThrough(recording));
    const renewals = await renewalPayments(user);
    expect(calls).toEqual([`troupe-payment-${renewals[0].id}`]);
    expect(retried).toEqual(calls);
    expect(renewals).toHaveLength(1);
    expect(renewals[0].status).toBe('succeeded');
    expect((await current(user)).dataFineAbbonamento).toBe('2037-03-10');
  });
});

describe('activations cut short', () => {
  async function interruptedActivation(status: 'pending' | 'succeeded') {
    startOn('2038-01-10');
    const user = await signUpAndIn(t.app, { language: 'en' });
    await readyToPay(t.app, user);
    const [card] = await t.database.db.select().from(savedCards).where(eq(savedCards.userId, user.userId));
    const fiveMinutesAgo = new Date(t.clock.now().getTime() - 5 * 60 * 1000);
    // What a server leaves behind when it stops while its activation request runs.
    await t.database.db.insert(payments).values({
      userId: user.userId,
      idempotencyKey: `client-key-${status}-${user.userId}`,
      kind: 'activation',
      planId: 4,
      pagamentoAutomatico: false,
      amountCents: 19900,
      status,
      provider: 'sandbox',
      providerRef: status === 'succeeded' ? 'pi_charged_before_the_stop' : null,
      cardBrand: card.brand,
      cardLast4: card.last4,
      customerRef: card.customerRef,
      paymentMethodRef: card.paymentMethodRef,
      attemptedAt: fiveMinutesAgo,
      completedAt: status === 'succeeded' ? fiveMinutesAgo : null,
    });
    return user;
  }

  it('get the subscription a succeeded charge paid for, with its receipt, once', async () => {
    const user = await interruptedActivation('succeeded');
    expect(await current(user)).toBeNull();
    await finishActivations(deps);
    expect(await current(user)).toMatchObject({
      id_Abbonamento: 4,
      dataFineAbbonamento: '2039-01-10',
      pagamentoAutomatico: false,
    });
    await finishActivations(deps);
    expect(await subscriptionRows(user)).toHaveLength(1);
    const receipts = await emailsTo(user);
    expect(receipts).toHaveLength(1);
    expect(receipts[0].text).toContain('pi_charged_before_the_stop');
  });

  it('ask the provider again about a charge left pending, with its key, and activate once', async () => {
    const user = await interruptedActivation('pending');
    await finishActivations(deps);
    const recorded = await t.database.db.select().from(payments).where(eq(payments.userId, user.userId));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ status: 'succeeded', subscriptionId: expect.any(Number) });
    expect((await current(user)).id_Abbonamento).toBe(4);
  });

  it('leave a request still running alone', async () => {
    startOn('2038-06-10');
    const user = await signUpAndIn(t.app);
    await readyToPay(t.app, user);
    await t.database.db.insert(payments).values({
      userId: user.userId,
      idempotencyKey: 'in-flight',
      kind: 'activation',
      planId: 1,
      pagamentoAutomatico: false,
      amountCents: 990,
      provider: 'sandbox',
      attemptedAt: t.clock.now(),
    });
    await finishActivations(deps);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.userId, user.userId));
    expect(payment.status).toBe('pending');
    expect(await current(user)).toBeNull();
  });
});

describe('scheduleRenewals', () => {
  it('sweeps at once, then waits for that sweep when stopped', async () => {
    startOn('2039-01-10');
    const user = await subscribed(1, true);
    moveTo('2039-02-10');
    const stop = scheduleRenewals(t.database, deps, 60 * 60 * 1000);
    await stop();
    expect((await current(user)).dataFineAbbonamento).toBe('2039-03-10');
  });
});

/**
 * Every server schedules the sweep, and its database lock lets one sweep at a time. On
 * PostgreSQL the second server is a second pool on the same database; PGlite has one process.
 */
describe('the sweep on several servers', () => {
  /** The dependencies of a second server's sweep, on its own connection to the database. */
  async function secondServer() {
    const database = await t.anotherServer();
    const otherProvider = createPaymentProvider(t.config, database.db, t.clock);
    const otherDeps: RenewalDeps = {
      ...deps,
      db: database.db,
      payments: createPaymentsService({ db: database.db, provider: otherProvider, clock: t.clock }),
    };
    return { database, deps: otherDeps };
  }

  it('renews and charges each due subscription exactly once when two servers sweep at the same time', async () => {
    startOn('2040-03-01');
    // Two monthly plans renewed automatically, a yearly one not due yet, a monthly one without renewal.
    const users = [
      await subscribed(3, true),
      await subscribed(1, true),
      await subscribed(2, true),
      await subscribed(3, false),
    ];
    const other = await secondServer();
    moveTo('2040-04-01');
    const sweeps = await Promise.all([sweepRenewals(t.database, deps), sweepRenewals(other.database, other.deps)]);
    const ran = sweeps.filter((sweep) => sweep !== null);
    expect(ran.length).toBeGreaterThanOrEqual(1);
    expect(ran.reduce((sum, sweep) => sum + sweep.renewals.renewed, 0)).toBe(2);
    expect(ran.reduce((sum, sweep) => sum + sweep.renewals.expired, 0)).toBe(1);
    for (const user of users.slice(0, 2)) {
      expect(await renewalPayments(user)).toHaveLength(1);
      expect((await current(user)).dataFineAbbonamento).toBe('2040-05-01');
      expect((await emailsTo(user)).filter((email) => email.subject?.includes('receipt'))).toHaveLength(2);
    }
    expect(await renewalPayments(users[2])).toHaveLength(0);
    expect(await renewalPayments(users[3])).toHaveLength(0);

    // Later sweeps on either server find nothing more to do.
    expect((await sweepRenewals(other.database, other.deps))?.renewals).toEqual({
      renewed: 0,
      failed: 0,
      expired: 0,
      postponed: 0,
    });
    expect((await sweepRenewals(t.database, deps))?.renewals).toEqual({
      renewed: 0,
      failed: 0,
      expired: 0,
      postponed: 0,
    });
  });

  it('leaves the sweep to the server that holds the lock, and sweeps again once it is released', async () => {
    startOn('2041-03-01');
    const user = await subscribed(3, true);
    const other = await secondServer();
    moveTo('2041-04-01');
    // The first server's charge waits, mid-sweep, until the test lets it go on.
    let entered!: () => void;
    const inCharge = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: PaymentProvider = {
      ...provider,
      async charge(card, amount, key, description) {
        entered();
        await released;
        return provider.charge(card, amount, key, description);
      },
    };
    const first = sweepRenewals(t.database, chargingThrough(held));
    await inCharge;
    expect(await sweepRenewals(other.database, other.deps)).toBeNull();
    release();
    expect((await first)?.renewals.renewed).toBe(1);

    expect(await sweepRenewals(other.database, other.deps)).toMatchObject({ renewals: { renewed: 0 } });
    expect(await renewalPayments(user)).toHaveLength(1);
    expect((await current(user)).dataFineAbbonamento).toBe('2041-05-01');
  });
});
