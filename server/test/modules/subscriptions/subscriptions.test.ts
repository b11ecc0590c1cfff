import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { payments, subscriptions } from '../../../src/db/schema';
import { recipientOf } from '../../helpers/engagements';
import { activate, readyToPay, saveBilling, saveTestCard } from '../../helpers/payments';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { GOOD_PASSWORD, type SignedInUser, signUpAndIn } from '../../helpers/users';
import { completeProfile } from '../profile/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: '2026-05-15T10:00:00Z' });
});
afterAll(() => t.close());

const get = (url: string, user?: SignedInUser, language = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { ...(user?.auth ?? {}), 'accept-language': language } });
const put = (user: SignedInUser, payload: object, language = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/Subscription',
    headers: { ...user.auth, 'accept-language': language },
    payload,
  });
const remove = (user: SignedInUser, language = 'en') =>
  t.app.inject({ method: 'DELETE', url: '/api/Subscription/', headers: { ...user.auth, 'accept-language': language } });
const paymentsOf = (user: SignedInUser) =>
  t.database.db.select().from(payments).where(eq(payments.userId, user.userId));
const tierOf = async (user: SignedInUser) =>
  (await get('/api/Auth/getUserData', user)).json().data.tipologiaAbbonamento;
/** The user's emails after the welcome, which registration sends before anything else. */
const emailsTo = async (user: SignedInUser) =>
  (await t.sentEmails()).filter((email) => recipientOf(email) === user.email).slice(1);

describe('GET /api/Subscription/List', () => {
  it('answers the four plans named in the request language', async () => {
    const user = await signUpAndIn(t.app);
    expect((await get('/api/Subscription/List', user)).json().data).toEqual([
      {
        id_Abbonamento: 1,
        nomeAbbonamento: 'Advanced monthly',
        prezzo: 9.9,
        durataAbbonamento: 1,
        tipologiaAbbonamento: 1,
      },
      {
        id_Abbonamento: 2,
        nomeAbbonamento: 'Advanced yearly',
        prezzo: 99,
        durataAbbonamento: 12,
        tipologiaAbbonamento: 1,
      },
      {
        id_Abbonamento: 3,
        nomeAbbonamento: 'Master monthly',
        prezzo: 19.9,
        durataAbbonamento: 1,
        tipologiaAbbonamento: 2,
      },
      {
        id_Abbonamento: 4,
        nomeAbbonamento: 'Master yearly',
        prezzo: 199,
        durataAbbonamento: 12,
        tipologiaAbbonamento: 2,
      },
    ]);
    const italian = (await get('/api/Subscription/List', user, 'it')).json().data;
    expect(italian.map((plan: { nomeAbbonamento: string }) => plan.nomeAbbonamento)).toEqual([
      'Advanced mensile',
      'Advanced annuale',
      'Master mensile',
      'Master annuale',
    ]);
  });

  it('needs a sign-in', async () => {
    expect((await get('/api/Subscription/List')).statusCode).toBe(401);
  });
});

describe('activating a subscription', () => {
  it('charges the plan, starts it today for its months, upgrades the user and emails a receipt', async () => {
    const user = await signUpAndIn(t.app, { language: 'it' });
    expect((await get('/api/Subscription/', user)).json().data).toBeNull();
    await readyToPay(t.app, user);

    const response = await activate(t.app, user, 3, true);
    expect(response.json()).toEqual({
      success: true,
      message: 'Subscription activated',
      data: {
        id_Abbonamento: 3,
        nomeAbbonamento: 'Master monthly',
        prezzo: 19.9,
        durataAbbonamento: 1,
        dataFineAbbonamento: '2026-06-15',
        pagamentoAutomatico: true,
        tipologiaAbbonamento: 2,
      },
    });
    expect((await get('/api/Subscription/', user)).json().data).toEqual(response.json().data);
    expect((await get('/api/Subscription', user)).json().data).toEqual(response.json().data);
    expect(await tierOf(user)).toBe(2);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { username: user.username, password: GOOD_PASSWORD },
    });
    expect(login.json().data.tipologiaAbbonamento).toBe(2);

    const [payment] = await paymentsOf(user);
    expect(payment).toMatchObject({
      kind: 'activation',
      amountCents: 1990,
      status: 'succeeded',
      planId: 3,
      cardBrand: 'Visa',
      cardLast4: '4242',
      providerRef: expect.stringMatching(/^pi_/),
    });

    // The receipt goes in the language the user signed in with, not the request's.
    const [receipt] = await emailsTo(user);
    // No profile yet: the greeting names the username.
    expect(receipt.text).toContain(`Ciao ${user.username},`);
    expect(receipt.subject).toBe('Troupe: ricevuta del pagamento di € 19,90');
    expect(receipt.text).toContain('sulla tua carta Visa che termina con 4242');
    expect(receipt.text).toContain("l'abbonamento Master mensile (1 mese)");
    expect(receipt.text).toContain('15 giugno 2026');
    expect(receipt.text).toContain('Il rinnovo automatico è attivo');
    expect(receipt.text).toContain(payment.providerRef!);
    // Queued with the subscription it tells of (the outbox), not sent beside it: a crash in between loses nothing.
    expect(await t.queuedSubjects(user.email)).toContain(receipt.subject);
  });

  it('greets by the first name once the profile holds it', async () => {
    const user = await signUpAndIn(t.app, { language: 'en' });
    await completeProfile(t.app, user, t.clock.today(), { nome: 'Marta', cognome: 'Bianchi' });
    await readyToPay(t.app, user);
    expect((await activate(t.app, user, 1, false)).json().success).toBe(true);
    const [receipt] = await emailsTo(user);
    expect(receipt.text).toContain('Hello Marta,');
    expect(receipt.text).not.toContain(user.username);
  });

  it('charges once for the same Idempotency-Key and answers the same result', async () => {
    const user = await signUpAndIn(t.app);
    await readyToPay(t.app, user);
    const key = randomUUID();
    const first = await activate(t.app, user, 1, false, key);
    const second = await activate(t.app, user, 1, false, key);
    expect(first.json().success).toBe(true);
    expect(second.json()).toEqual(first.json());
    expect(await paymentsOf(user)).toHaveLength(1);
    expect(await emailsTo(user)).toHaveLength(1);

    const otherPlan = await activate(t.app, user, 2, false, key);
    expect(otherPlan.json()).toEqual({
      success: false,
      message: 'This Idempotency-Key was already used for a different payment',
      data: null,
    });
    expect(await paymentsOf(user)).toHaveLength(1);
  });

  it('charges once when the same key arrives twice at the same time', async () => {
    const user = await signUpAndIn(t.app);
    await readyToPay(t.app, user);
    const key = randomUUID();
    const answers = await Promise.all([activate(t.app, user, 3, false, key), activate(t.app, user, 3, false, key)]);
    expect(answers.filter((answer) => answer.json().success)).not.toHaveLength(0);
    expect(await paymentsOf(user)).toHaveLength(1);
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.userId))).toHaveLength(
      1,
    );
  });

  it('replaces a running plan from today', async () => {
    const user = await signUpAndIn(t.app);
    await readyToPay(t.app, user);
    await activate(t.app, user, 3, true);
    const replaced = await activate(t.app, user, 2, false);
    expect(replaced.json().data).toMatchObject({
      id_Abbonamento: 2,
      dataFineAbbonamento: '2027-05-15',
      tipologiaAbbonamento: 1,
    });
    expect(await tierOf(user)).toBe(1);
    const rows = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.userId));
    expect(rows.map((row) => row.status).sort()).toEqual(['active', 'replaced']);
    expect(await paymentsOf(user)).toHaveLength(2);
  });

  it('answers a declined charge with the reason, records it, and activates nothing', async () => {
    const user = await signUpAndIn(t.app);
    await readyToPay(t.app, user, '4000000000000341');
    const key = randomUUID();
    const response = await activate(t.app, user, 3, true, key);
    expect(response.json()).toEqual({ success: false, message: 'Your card was declined', data: null });
    expect((await activate(t.app, user, 3, true, key, 'it')).json()).toEqual({
      success: false,
      message: 'La carta è stata rifiutata',
      data: null,
    });
    const recorded = await paymentsOf(user);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      status: 'failed',
      failureCode: 'card_declined',
      amountCents: 1990,
      cardLast4: '0341',
    });
    expect((await get('/api/Subscription/', user)).json().data).toBeNull();
    expect(await tierOf(user)).toBe(0);
    expect(await emailsTo(user)).toHaveLength(0);
  });

  it('needs billing data and a saved card first', async () => {
    const user = await signUpAndIn(t.app);
    expect((await activate(t.app, user, 1, false)).json()).toEqual({
      success: false,
      message: 'Enter your billing data before activating a subscription',
      data: null,
    });
    await saveBilling(t.app, user);
    expect((await activate(t.app, user, 1, false)).json()).toEqual({
      success: false,
      message: 'You have no saved card: enter a card to pay',
      data: null,
    });
    expect(await paymentsOf(user)).toHaveLength(0);
  });

  it('needs the Idempotency-Key header', async () => {
    const user = await signUpAndIn(t.app);
    await readyToPay(t.app, user);
    const english = await activate(t.app, user, 1, false, null, 'en');
    expect(english.statusCode).toBe(400);
    expect(english.json().data.modelValidationError).toEqual([
      { field: 'Idempotency-Key', message: 'The Idempotency-Key header is missing: every payment needs one' },
    ]);
    const italian = await activate(t.app, user, 1, false, null, 'it');
    expect(italian.json().data.modelValidationError).toEqual([
      { field: 'Idempotency-Key', message: "Manca l'intestazione Idempotency-Key: ogni pagamento ne richiede una" },
    ]);
    expect((await activate(t.app, user, 1, false, 'x'.repeat(256))).statusCode).toBe(400);
    expect(await paymentsOf(user)).toHaveLength(0);
  });

  it('checks the body in the request language', async () => {
    const user = await signUpAndIn(t.app);
    const post = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Subscription',
        headers: { ...user.auth, 'accept-language': language, 'idempotency-key': randomUUID() },
        payload: { id_Abbonamento: 'x' },
      });
    const english = await post('en');
    expect(english.statusCode).toBe(400);
    expect(english.json().data.modelValidationError).toEqual([
      { field: 'id_Abbonamento', message: 'Choose a subscription' },
      { field: 'pagamento_automatico', message: 'Say whether the subscription renews automatically' },
    ]);
    expect((await post('it')).json().data.modelValidationError[0]).toEqual({
      field: 'id_Abbonamento',
      message: 'Scegli un abbonamento',
    });
  });

  it('refuses a plan that does not exist', async () => {
    const user = await signUpAndIn(t.app);
    await readyToPay(t.app, user);
    const response = await activate(t.app, user, 99, false);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.modelValidationError).toEqual([
      { field: 'id_Abbonamento', message: 'This subscription is not available' },
    ]);
  });
});

describe('PUT /api/Subscription', () => {
  it('switches automatic renewal of the running subscription', async () => {
    const user = await signUpAndIn(t.app);
    await readyToPay(t.app, user);
    await activate(t.app, user, 3, true);
    const off = await put(user, { id_Abbonamento: 3, pagamento_automatico: false });
    expect(off.json()).toMatchObject({
      success: true,
      message: 'Subscription updated',
      data: { id_Abbonamento: 3, pagamentoAutomatico: false },
    });
    expect((await get('/api/Subscription/', user)).json().data.pagamentoAutomatico).toBe(false);
    expect((await put(user, { id_Abbonamento: 3, pagamento_automatico: true })).json().data.pagamentoAutomatico).toBe(
      true,
    );
  });

  it('refuses another plan than the running one, and a user without one', async () => {
    const user = await signUpAndIn(t.app);
    await readyToPay(t.app, user);
    await activate(t.app, user, 1, false);
    const wrong = await put(user, { id_Abbonamento: 3, pagamento_automatico: true });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.modelValidationError).toEqual([
      { field: 'id_Abbonamento', message: 'This is not your current subscription' },
    ]);

    const other = await signUpAndIn(t.app);
    expect((await put(other, { id_Abbonamento: 1, pagamento_automatico: true })).json()).toEqual({
      success: false,
      message: 'You have no active subscription',
      data: null,
    });
    expect((await put(other, {}, 'it')).json().data.modelValidationError).toHaveLength(2);
  });
});

describe('DELETE /api/Subscription/', () => {
  it('ends the running subscription now', async () => {
    const user = await signUpAndIn(t.app);
    await readyToPay(t.app, user);
    await activate(t.app, user, 3, true);
    expect((await remove(user)).json()).toEqual({ success: true, message: 'Subscription ended', data: null });
    expect((await get('/api/Subscription/', user)).json().data).toBeNull();
    expect(await tierOf(user)).toBe(0);
    expect((await remove(user, 'it')).json()).toEqual({
      success: false,
      message: 'Non hai un abbonamento attivo',
      data: null,
    });
  });
});

describe("another user's subscription", () => {
  it('is neither shown, changed nor ended', async () => {
    const owner = await signUpAndIn(t.app);
    await readyToPay(t.app, owner);
    await activate(t.app, owner, 4, true);
    const other = await signUpAndIn(t.app);
    expect((await get('/api/Subscription/', other)).json().data).toBeNull();
    expect((await put(other, { id_Abbonamento: 4, pagamento_automatico: false })).json().success).toBe(false);
    expect((await remove(other)).json().success).toBe(false);
    expect((await get('/api/Subscription/', owner)).json().data).toMatchObject({
      id_Abbonamento: 4,
      pagamentoAutomatico: true,
    });
  });

  it('is charged to its own card only', async () => {
    const owner = await signUpAndIn(t.app);
    await readyToPay(t.app, owner);
    const other = await signUpAndIn(t.app);
    await saveBilling(t.app, other);
    expect((await activate(t.app, other, 1, false)).json().success).toBe(false);
    expect(await paymentsOf(owner)).toHaveLength(0);
  });
});

describe('without a token', () => {
  it.each([
    ['GET', '/api/Subscription/'],
    ['GET', '/api/Subscription/List'],
    ['POST', '/api/Subscription'],
    ['PUT', '/api/Subscription'],
    ['DELETE', '/api/Subscription/'],
  ] as const)('%s %s answers 401', async (method, url) => {
    expect(
      (await t.app.inject({ method, url, payload: method === 'POST' || method === 'PUT' ? {} : undefined })).statusCode,
    ).toBe(401);
  });
});

describe('a saved card replaced after activation', () => {
  it('is the card the next charge uses', async () => {
    const user = await signUpAndIn(t.app);
    await readyToPay(t.app, user);
    await activate(t.app, user, 1, true);
    await saveTestCard(t.app, user, '5555555555554444');
    await activate(t.app, user, 3, true);
    const recorded = await paymentsOf(user);
    expect(recorded.map((payment) => payment.cardLast4).sort()).toEqual(['4242', '4444']);
  });
});
