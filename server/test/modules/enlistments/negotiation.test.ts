import { addDays } from '@shared/validation/dates';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import { createNegotiationSweep, scheduleNegotiationSweep } from '../../../src/modules/enlistments/sweep';
import { runExclusively } from '../../../src/tasks/schedule';
import {
  answer,
  call,
  createJob,
  crewMember,
  failedFields,
  masterClient,
  recipientOf,
  requestEngagement,
  sendRequest,
} from '../../helpers/engagements';
import { type TestApp, buildTestApp } from '../../helpers/testApp';
import { type SignedInUser, signUpAndIn } from '../../helpers/users';

/**
 * The negotiation (product.md §4.21): counters, deadlines and their expiry, the queue's position,
 * the worker's first read, the release of overlapping requests, an engagement's thread and history.
 * Time moves only with the app's clock; the sweep is run by the test.
 */
const NOW = '2026-03-10T09:00:00Z';
const TODAY = '2026-03-10';
const MINUTE = 60 * 1000;
const { sent, accepted, rejected, withdrawn, countered } = ENGAGEMENT_STATE;

let t: TestApp;
let client: SignedInUser;
let sweep: ReturnType<typeof createNegotiationSweep>;
beforeAll(async () => {
  t = await buildTestApp({}, { now: NOW });
  client = await masterClient(t.app);
  sweep = createNegotiationSweep({
    db: t.database.db,
    clock: t.clock,
    outbox: t.outbox,
    publicUrl: t.config.publicUrl,
  });
});
beforeEach(() => t.clock.set(NOW));
afterAll(() => t.close());

const emailsSince = async (before: number) => (await t.sentEmails()).slice(before);
const emailCount = async () => (await t.sentEmails()).length;

/** A job of `owner` starting `offset` days from today (4 days long) and a worker with a pending request for its first two. */
async function pendingRequest(offset: number, owner = client, worker?: SignedInUser) {
  const crew = worker ?? (await crewMember(t.app, TODAY));
  const start = addDays(TODAY, offset);
  const job = await createJob(t.app, owner, TODAY, { dataInizio: start, dataFine: addDays(start, 3) });
  const id = await requestEngagement(t.app, owner, crew, job.id_Job, start, addDays(start, 1));
  return { worker: crew, job, id, start };
}

function counter(user: SignedInUser, id: number, body: object, language: 'it' | 'en' = 'it') {
  return call(
    t.app,
    user,
    'PUT',
    '/api/Ingaggi/AggiornaRichiestaIngaggio',
    { id_Ingaggio: id, statoIngaggio: countered, ...body },
    language,
  );
}

/** The client's view of a job's open requests. */
async function sentList(owner: SignedInUser, jobId: number) {
  const response = await call(t.app, owner, 'GET', `/api/Jobs/RecuperaIngaggi/Inviati?job=${jobId}`);
  return response.json().data as Record<string, unknown>[];
}

async function historyOf(user: SignedInUser, id: number) {
  const response = await call(t.app, user, 'GET', `/api/Ingaggi/Cronologia/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json().data as { evento: string; userId: number | null; il: string; dettagli: object }[];
}

describe('the counter-proposal (5)', () => {
  it('the worker proposes other dates and rate; the client sees them, is emailed, and accepting books those terms', async () => {
    const { worker, job, id, start } = await pendingRequest(10);
    const before = await emailCount();
    const proposed = { dataInizio: addDays(start, 1), dataFine: addDays(start, 3), tariffaGiornaliera: 30000 };
    const response = await counter(worker, id, { ...proposed, nota: ' Three days suit me better ' }, 'en');
    expect(response.json()).toEqual({
      success: true,
      message: 'Proposal sent: the client will be told by email',
      data: {
        id_Ingaggio: id,
        id_Job: job.id_Job,
        statoIngaggio: countered,
        tariffaGiornaliera: 0,
        rispondiEntro: null,
      },
    });
    const [row] = await sentList(client, job.id_Job);
    expect(row).toMatchObject({
      statoIngaggio: countered,
      dataInizio: start,
      controproposta: { ...proposed, nota: 'Three days suit me better' },
    });
    const [email] = await emailsSince(before);
    expect([recipientOf(email), email.subject]).toEqual([client.email, expect.stringContaining('altre condizioni')]);
    expect(email.text).toContain('300,00');
    expect(email.text).toContain('Three days suit me better');

    // The worker waits for the client now: they cannot accept their own counter.
    expect((await answer(t.app, worker, id, accepted)).json().message).toBe(
      'Questo ingaggio non può passare a quello stato',
    );
    const acceptedCounter = await answer(t.app, client, id, accepted);
    expect(acceptedCounter.json().data).toMatchObject({ statoIngaggio: accepted, tariffaGiornaliera: 30000 });
    const [booked] = (await call(t.app, worker, 'GET', '/api/Ingaggi/ListaIngaggi')).json().data;
    expect(booked).toMatchObject({ id_Ingaggio: id, dataInizio: proposed.dataInizio, dataFine: proposed.dataFine });
    expect(booked.tariffaGiornaliera).toBe(30000);
    const workerEmails = (await emailsSince(before)).filter((each) => recipientOf(each) === worker.email);
    expect(workerEmails.map((each) => each.subject)).toEqual([expect.stringContaining('ha accettato la tua proposta')]);
  });

  it('the client may withdraw a countered request (5 → 4), not the worker reject it', async () => {
    const { worker, id, start } = await pendingRequest(20);
    await counter(worker, id, { dataInizio: start, dataFine: start, tariffaGiornaliera: 100 });
    expect((await answer(t.app, worker, id, rejected)).json().success).toBe(false);
    expect((await answer(t.app, client, id, withdrawn)).json().data.statoIngaggio).toBe(withdrawn);
    expect((await answer(t.app, client, id, accepted)).json().success).toBe(false);
  });

  it('refuses a counter without its terms, with its end before its start or outside the job, in either language', async () => {
    const { worker, id, start } = await pendingRequest(30);
    const missing = await counter(worker, id, {}, 'en');
    expect([missing.statusCode, failedFields(missing)]).toEqual([
      400,
      {
        dataInizio: 'The date is required',
        dataFine: 'The date is required',
        tariffaGiornaliera: 'Enter the day rate you propose',
      },
    ]);
    const backwards = await counter(worker, id, {
      dataInizio: addDays(start, 2),
      dataFine: start,
      tariffaGiornaliera: 1,
    });
    expect(failedFields(backwards)).toEqual({ dataFine: expect.stringMatching(/^La data di fine/) });
    const outside = await counter(worker, id, {
      dataInizio: start,
      dataFine: addDays(start, 9),
      tariffaGiornaliera: 1,
    });
    expect([outside.statusCode, failedFields(outside)]).toEqual([
      400,
      { dataFine: "Le date dell'ingaggio devono cadere entro le date del lavoro" },
    ]);
    const past = await counter(
      worker,
      id,
      { dataInizio: addDays(TODAY, -1), dataFine: start, tariffaGiornaliera: 1 },
      'en',
    );
    expect(failedFields(past)).toEqual({ dataInizio: 'The date cannot be before today' });
    // Only the worker counters, only a pending request: the client is refused, another user answered 404.
    expect(
      (await counter(client, id, { dataInizio: start, dataFine: start, tariffaGiornaliera: 1 })).json().success,
    ).toBe(false);
    const stranger = await crewMember(t.app, TODAY);
    expect(
      (await counter(stranger, id, { dataInizio: start, dataFine: start, tariffaGiornaliera: 1 })).statusCode,
    ).toBe(404);
  });

  it('refuses accepting a counter on days the worker has since made unavailable', async () => {
    const worker = await crewMember(t.app, TODAY);
    // A complete profile marks tomorrow unavailable (helpers/engagements.ts): the job starts today.
    const job = await createJob(t.app, client, TODAY, { dataInizio: TODAY, dataFine: addDays(TODAY, 3) });
    const id = await requestEngagement(t.app, client, worker, job.id_Job, addDays(TODAY, 2), addDays(TODAY, 3));
    await counter(worker, id, { dataInizio: addDays(TODAY, 1), dataFine: addDays(TODAY, 2), tariffaGiornaliera: 1 });
    const refused = await answer(t.app, client, id, accepted, 'en');
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'The crew member is unavailable or already booked on some of the proposed days',
    });
  });
});

describe('rispondiEntro and the expiry (6)', () => {
  it('is answered with the request, and the sweep expires it once the clock passes it, telling the client', async () => {
    const worker = await crewMember(t.app, TODAY);
    const job = await createJob(t.app, client, TODAY, { dataInizio: addDays(TODAY, 40), dataFine: addDays(TODAY, 42) });
    const deadline = '2026-03-12T18:00:00.000Z';
    const response = await sendRequest(t.app, client, {
      userId: worker.userId,
      id_Job: job.id_Job,
      dataInizio: job.dataInizio,
      dataFine: job.dataFine,
      rispondiEntro: deadline,
    } as never);
    expect(response.json().data.rispondiEntro).toBe(deadline);
    const id = response.json().data.id_Ingaggio;
    const [pending] = (await call(t.app, worker, 'GET', '/api/Ingaggi/RichiesteIngaggio')).json().data;
    expect(pending.rispondiEntro).toBe(deadline);

    t.clock.set('2026-03-12T17:59:00Z');
    await sweep.run();
    expect((await sentList(client, job.id_Job)).map((each) => each.id_Ingaggio)).toEqual([id]);
    const before = await emailCount();
    t.clock.set('2026-03-12T18:00:00Z');
    expect((await sweep.run()).expired).toBeGreaterThanOrEqual(1);
    expect(await sentList(client, job.id_Job)).toEqual([]);
    expect((await call(t.app, worker, 'GET', '/api/Ingaggi/RichiesteIngaggio')).json().data).toEqual([]);
    const [email] = await emailsSince(before);
    expect([recipientOf(email), email.subject]).toEqual([client.email, expect.stringContaining('è scaduta')]);
    const steps = await historyOf(client, id);
    expect(steps.at(-1)).toEqual({ evento: 'scaduta', userId: null, il: '2026-03-12T18:00:00.000Z', dettagli: {} });
    // Expired is final: nobody answers it any more.
    expect((await answer(t.app, worker, id, accepted)).json().success).toBe(false);
    expect((await historyOf(client, id)).filter((step) => step.evento === 'scaduta')).toHaveLength(1);
  });

  it('also expires a countered request the client left unanswered', async () => {
    const worker = await crewMember(t.app, TODAY);
    const job = await createJob(t.app, client, TODAY, { dataInizio: addDays(TODAY, 50), dataFine: addDays(TODAY, 52) });
    const sentOne = await sendRequest(t.app, client, {
      userId: worker.userId,
      id_Job: job.id_Job,
      dataInizio: job.dataInizio,
      dataFine: job.dataFine,
      rispondiEntro: '2026-03-11T09:00:00Z',
    } as never);
    const id = sentOne.json().data.id_Ingaggio;
    await counter(worker, id, { dataInizio: job.dataInizio, dataFine: job.dataInizio, tariffaGiornaliera: 5 });
    t.clock.advance(24 * 60 * MINUTE);
    expect((await sweep.run()).expired).toBeGreaterThanOrEqual(1);
    expect((await historyOf(client, id)).at(-1)?.evento).toBe('scaduta');
    expect((await answer(t.app, client, id, accepted)).json().success).toBe(false);
  });

  it('refuses a deadline that is malformed, past, or after the first day, in either language', async () => {
    const worker = await crewMember(t.app, TODAY);
    const job = await createJob(t.app, client, TODAY, { dataInizio: addDays(TODAY, 5), dataFine: addDays(TODAY, 6) });
    const body = (rispondiEntro: string) =>
      ({
        userId: worker.userId,
        id_Job: job.id_Job,
        dataInizio: job.dataInizio,
        dataFine: job.dataFine,
        rispondiEntro,
      }) as never;
    const cases: [string, 'it' | 'en', string][] = [
      ['tomorrow', 'en', 'Enter a valid date and time for the answer'],
      ['2026-03-10T08:59:00Z', 'en', 'The answer deadline must be in the future'],
      [
        '2026-03-16T00:00:00+01:00',
        'it',
        "La scadenza per la risposta non può essere successiva al primo giorno dell'ingaggio",
      ],
    ];
    for (const [deadline, language, message] of cases) {
      const refused = await sendRequest(t.app, client, body(deadline), language);
      expect([refused.statusCode, failedFields(refused)]).toEqual([400, { rispondiEntro: message }]);
    }
    // The first day itself, late in Rome's evening, is allowed.
    expect((await sendRequest(t.app, client, body('2026-03-15T23:30:00+01:00'))).json().success).toBe(true);
  });
});

describe('posizione and vistoIl', () => {
  it('numbers each open request among those for the same days by send time, on both sides', async () => {
    const worker = await crewMember(t.app, TODAY);
    const other = await masterClient(t.app);
    const first = await pendingRequest(60, client, worker);
    t.clock.advance(MINUTE);
    const second = await pendingRequest(60, other, worker);
    t.clock.advance(MINUTE);
    const third = await pendingRequest(61, client, worker);
    const apart = await pendingRequest(70, client, worker);
    const pending = (await call(t.app, worker, 'GET', '/api/Ingaggi/RichiesteIngaggio')).json().data as {
      id_Ingaggio: number;
      posizione: number;
    }[];
    const positions = Object.fromEntries(pending.map((each) => [each.id_Ingaggio, each.posizione]));
    expect(positions).toEqual({ [first.id]: 1, [second.id]: 2, [third.id]: 3, [apart.id]: 1 });
    // The client reads the number only: nothing of the other client's request.
    const [seenByOther] = await sentList(other, second.job.id_Job);
    expect(seenByOther.posizione).toBe(2);
    expect(Object.keys(seenByOther).sort()).toEqual(
      [
        'id_Ingaggio',
        'id_Job',
        'userId',
        'nome',
        'cognome',
        'dataInizio',
        'dataFine',
        'statoIngaggio',
        'tariffaGiornaliera',
        'rispondiEntro',
        'posizione',
        'vistoIl',
        'controproposta',
      ].sort(),
    );
    // Answered, the first leaves the queue: the others move up.
    await answer(t.app, worker, first.id, rejected);
    expect((await sentList(other, second.job.id_Job))[0].posizione).toBe(1);
  });

  it("records the worker's first read, shown to the client, once", async () => {
    const { worker, job, id } = await pendingRequest(80);
    expect((await sentList(client, job.id_Job))[0].vistoIl).toBeNull();
    t.clock.set('2026-03-10T10:15:00Z');
    await call(t.app, worker, 'GET', '/api/Ingaggi/RichiesteIngaggio');
    t.clock.set('2026-03-10T11:00:00Z');
    await call(t.app, worker, 'GET', '/api/Ingaggi/RichiesteIngaggio');
    expect((await sentList(client, job.id_Job))[0].vistoIl).toBe('2026-03-10T10:15:00.000Z');
    // The client's own reads see nothing.
    await call(t.app, client, 'GET', `/api/Ingaggi/Cronologia/${id}`);
    const seen = (await historyOf(client, id)).filter((step) => step.evento === 'vista');
    expect(seen).toEqual([{ evento: 'vista', userId: worker.userId, il: '2026-03-10T10:15:00.000Z', dettagli: {} }]);
  });

  it("marks a request seen when the worker opens its thread or history (the detail's calls)", async () => {
    const { worker, job, id } = await pendingRequest(85);
    await call(t.app, worker, 'GET', `/api/Ingaggi/Messaggi/${id}`);
    expect((await sentList(client, job.id_Job))[0].vistoIl).toBe(new Date(NOW).toISOString());
  });
});

describe('accepting releases the worker’s other open requests on those days', () => {
  it("rejects them with the reason 'occupato' and emails each client at once in their language", async () => {
    const worker = await crewMember(t.app, TODAY);
    const english = await masterClient(t.app, 'en');
    const chosen = await pendingRequest(100, client, worker);
    const overlapping = await pendingRequest(101, english, worker);
    const countering = await pendingRequest(98, client, worker);
    // A counter reaching into the accepted days is released too (its own dates do not).
    await counter(worker, countering.id, {
      dataInizio: addDays(TODAY, 99),
      dataFine: addDays(TODAY, 100),
      tariffaGiornaliera: 1,
    });
    expect((await answer(t.app, worker, countering.id, accepted)).json().success).toBe(false);
    const elsewhere = await pendingRequest(110, english, worker);
    const before = await emailCount();

    expect((await answer(t.app, worker, chosen.id, accepted)).json().success).toBe(true);

    const open = (await call(t.app, worker, 'GET', '/api/Ingaggi/RichiesteIngaggio')).json().data;
    expect(open.map((each: { id_Ingaggio: number }) => each.id_Ingaggio)).toEqual([elsewhere.id]);
    for (const released of [overlapping, countering]) {
      const owner = released === overlapping ? english : client;
      const last = (await historyOf(owner, released.id)).at(-1);
      expect(last).toMatchObject({ evento: 'rifiutata', userId: worker.userId, dettagli: { motivo: 'occupato' } });
    }
    const emails = await emailsSince(before);
    const toEnglish = emails.filter((each) => recipientOf(each) === english.email);
    expect(toEnglish.map((each) => each.subject)).toEqual([expect.stringContaining('is no longer available')]);
    expect(emails.filter((each) => recipientOf(each) === client.email).map((each) => each.subject)).toEqual([
      expect.stringContaining('ha accettato'),
      expect.stringContaining('non è più disponibile'),
    ]);
  });
});

describe('the thread: GET and POST /api/Ingaggi/Messaggi', () => {
  it('lets the two parties write, oldest first and trimmed, and nobody else (404), nor without a token (401)', async () => {
    const { worker, id } = await pendingRequest(120);
    const posted = await call(t.app, client, 'POST', '/api/Ingaggi/Messaggi', { idIngaggio: id, testo: '  Ciao!  ' });
    expect(posted.json().data).toEqual({
      id: expect.any(Number),
      userId: client.userId,
      testo: 'Ciao!',
      inviatoIl: new Date(NOW).toISOString(),
    });
    t.clock.advance(MINUTE);
    await call(t.app, worker, 'POST', '/api/Ingaggi/Messaggi', { idIngaggio: id, testo: 'Buongiorno' });
    const thread = (await call(t.app, worker, 'GET', `/api/Ingaggi/Messaggi/${id}`)).json().data;
    expect(thread.map((each: { testo: string; userId: number }) => [each.userId, each.testo])).toEqual([
      [client.userId, 'Ciao!'],
      [worker.userId, 'Buongiorno'],
    ]);

    const stranger = await signUpAndIn(t.app);
    expect((await call(t.app, stranger, 'GET', `/api/Ingaggi/Messaggi/${id}`)).statusCode).toBe(404);
    expect(
      (await call(t.app, stranger, 'POST', '/api/Ingaggi/Messaggi', { idIngaggio: id, testo: 'x' })).statusCode,
    ).toBe(404);
    expect((await call(t.app, stranger, 'GET', `/api/Ingaggi/Cronologia/${id}`)).statusCode).toBe(404);
    expect((await call(t.app, null, 'GET', `/api/Ingaggi/Messaggi/${id}`)).statusCode).toBe(401);
    expect((await call(t.app, client, 'GET', '/api/Ingaggi/Messaggi/999999')).statusCode).toBe(404);
  });

  it('refuses an empty or too long message, in either language', async () => {
    const { id } = await pendingRequest(125);
    const empty = await call(t.app, client, 'POST', '/api/Ingaggi/Messaggi', { idIngaggio: id, testo: '   ' }, 'en');
    expect([empty.statusCode, failedFields(empty)]).toEqual([400, { testo: 'Write a message' }]);
    const long = await call(t.app, client, 'POST', '/api/Ingaggi/Messaggi', {
      idIngaggio: id,
      testo: 'a'.repeat(2001),
    });
    expect(failedFields(long)).toEqual({ testo: 'Il messaggio può essere lungo al massimo 2.000 caratteri' });
    const exact = await call(t.app, client, 'POST', '/api/Ingaggi/Messaggi', {
      idIngaggio: id,
      testo: 'a'.repeat(2000),
    });
    expect(exact.json().success).toBe(true);
  });

  it('emails the other party at most once per 10 minutes; what waits goes together, sent by the sweep', async () => {
    const { worker, id } = await pendingRequest(130);
    const post = (testo: string) => call(t.app, client, 'POST', '/api/Ingaggi/Messaggi', { idIngaggio: id, testo });
    const toWorker = async (before: number) =>
      (await emailsSince(before)).filter((each) => recipientOf(each) === worker.email);
    const before = await emailCount();
    await post('Primo messaggio');
    const [first] = await toWorker(before);
    expect(first.subject).toBe('Troupe: nuovi messaggi su Spot Milano');
    expect(first.text).toContain('Primo messaggio');
    expect(first.text).toContain('http://troupe.test/enlistments');

    t.clock.advance(MINUTE);
    await post('Secondo messaggio');
    t.clock.advance(4 * MINUTE);
    await post('Terzo messaggio');
    t.clock.advance(4 * MINUTE);
    await sweep.run();
    expect(await toWorker(before)).toHaveLength(1);
    // The worker's reply is told to the client: a thread's interval is per recipient.
    await call(t.app, worker, 'POST', '/api/Ingaggi/Messaggi', { idIngaggio: id, testo: 'Risposta' });
    expect((await emailsSince(before)).filter((each) => recipientOf(each) === client.email)).toHaveLength(1);

    t.clock.advance(MINUTE); // 10 minutes after the first email
    expect((await sweep.run()).mailed).toBeGreaterThanOrEqual(1);
    const emails = await toWorker(before);
    expect(emails).toHaveLength(2);
    expect(emails[1].text).toContain('Secondo messaggio');
    expect(emails[1].text).toContain('Terzo messaggio');
    expect(emails[1].text).not.toContain('Primo messaggio');
    await sweep.run();
    expect(await toWorker(before)).toHaveLength(2);
  });

  it('takes 60 messages a minute from a user, then answers 429', async () => {
    const { worker, id } = await pendingRequest(135);
    for (let n = 0; n < 60; n += 1) {
      const posted = await call(t.app, worker, 'POST', '/api/Ingaggi/Messaggi', { idIngaggio: id, testo: `n${n}` });
      expect(posted.statusCode).toBe(200);
    }
    const refused = await call(
      t.app,
      worker,
      'POST',
      '/api/Ingaggi/Messaggi',
      { idIngaggio: id, testo: 'one more' },
      'en',
    );
    expect(refused.statusCode).toBe(429);
  });
});

describe('the history: GET /api/Ingaggi/Cronologia', () => {
  it('tells each step, who took it and when, to both parties', async () => {
    const { worker, id, start } = await pendingRequest(140);
    t.clock.advance(MINUTE);
    await call(t.app, worker, 'GET', '/api/Ingaggi/RichiesteIngaggio');
    t.clock.advance(MINUTE);
    await counter(worker, id, {
      dataInizio: start,
      dataFine: start,
      tariffaGiornaliera: 20000,
      nota: 'Un giorno solo',
    });
    t.clock.advance(MINUTE);
    await call(t.app, client, 'POST', '/api/Ingaggi/Messaggi', { idIngaggio: id, testo: 'Va bene' });
    t.clock.advance(MINUTE);
    await answer(t.app, client, id, accepted);
    t.clock.advance(MINUTE);
    await call(t.app, worker, 'PUT', '/api/Ingaggi/AggiornaRichiestaIngaggio', {
      id_Ingaggio: id,
      statoIngaggio: rejected,
      nota: 'Imprevisto',
    });
    const steps = await historyOf(worker, id);
    expect(steps.map((step) => [step.evento, step.userId])).toEqual([
      ['inviata', client.userId],
      ['tariffa', client.userId],
      ['vista', worker.userId],
      ['controproposta', worker.userId],
      ['messaggio', client.userId],
      ['accettata', client.userId],
      ['rifiutata', worker.userId],
    ]);
    expect(steps[3].dettagli).toEqual({
      dataInizio: start,
      dataFine: start,
      tariffaGiornaliera: 20000,
      nota: 'Un giorno solo',
    });
    expect(steps[5].dettagli).toEqual({ dataInizio: start, dataFine: start, tariffaGiornaliera: 20000 });
    expect(steps[6].dettagli).toEqual({ motivo: 'rifiutata', nota: 'Imprevisto' });
    expect(await historyOf(client, id)).toEqual(steps);
  });

  it('records moved dates, and a withdrawal by deleting the job', async () => {
    const { worker, job, id, start } = await pendingRequest(150);
    await sendRequest(t.app, client, {
      id_Ingaggio: id,
      userId: worker.userId,
      id_Job: job.id_Job,
      dataInizio: addDays(start, 1),
      dataFine: addDays(start, 2),
    });
    await call(t.app, client, 'DELETE', `/api/Jobs/CancellaJob/${job.id_Job}`);
    const steps = await historyOf(worker, id);
    expect(steps.slice(-2)).toEqual([
      expect.objectContaining({
        evento: 'date',
        dettagli: { dataInizio: addDays(start, 1), dataFine: addDays(start, 2) },
      }),
      expect.objectContaining({ evento: 'ritirata', userId: client.userId }),
    ]);
    // The deleted job's owner no longer reaches it.
    expect((await call(t.app, client, 'GET', `/api/Ingaggi/Cronologia/${id}`)).statusCode).toBe(404);
  });
});

it('keeps one open request per worker and job: a countered one counts', async () => {
  const { worker, job, id, start } = await pendingRequest(160);
  await counter(worker, id, { dataInizio: start, dataFine: start, tariffaGiornaliera: 1 });
  const again = await sendRequest(t.app, client, {
    userId: worker.userId,
    id_Job: job.id_Job,
    dataInizio: start,
    dataFine: start,
  });
  expect(again.json().success).toBe(false);
  expect((await sentList(client, job.id_Job)).map((each) => each.statoIngaggio)).toEqual([countered]);
  expect(sent).toBe(1);
});

describe('the scheduled sweep', () => {
  /** A request due to expire a minute after now. */
  async function dueRequest(offset: number) {
    const worker = await crewMember(t.app, TODAY);
    const job = await createJob(t.app, client, TODAY, {
      dataInizio: addDays(TODAY, offset),
      dataFine: addDays(TODAY, offset),
    });
    const response = await sendRequest(t.app, client, {
      userId: worker.userId,
      id_Job: job.id_Job,
      dataInizio: job.dataInizio,
      dataFine: job.dataFine,
      rispondiEntro: '2026-03-10T09:01:00Z',
    } as never);
    return { job, id: response.json().data.id_Ingaggio as number };
  }
  const deps = () => ({ db: t.database.db, clock: t.clock, outbox: t.outbox, publicUrl: t.config.publicUrl });

  it('runs at once when scheduled, under its lock, and skips a run while another server holds it', async () => {
    const { job, id } = await dueRequest(170);
    t.clock.advance(2 * MINUTE);
    await runExclusively(t.database, 'negotiation', async () => {
      const stop = scheduleNegotiationSweep(t.database, deps(), t.app.log, 60 * MINUTE);
      await stop();
    });
    expect((await sentList(client, job.id_Job)).map((each) => each.id_Ingaggio)).toEqual([id]);

    const stop = scheduleNegotiationSweep(t.database, deps(), t.app.log, 60 * MINUTE);
    await stop();
    expect(await sentList(client, job.id_Job)).toEqual([]);
  });
});

it('never answers 5xx when an accept and the deletion of the job of a request it releases go together', async () => {
  for (let round = 0; round < 4; round += 1) {
    const worker = await crewMember(t.app, TODAY);
    const chosen = await pendingRequest(180 + round * 5, client, worker);
    const other = await pendingRequest(180 + round * 5, client, worker);
    const [accept, deletion] = await Promise.all([
      answer(t.app, worker, chosen.id, accepted),
      call(t.app, client, 'DELETE', `/api/Jobs/CancellaJob/${other.job.id_Job}`),
    ]);
    expect([accept.statusCode, deletion.statusCode]).toEqual([200, 200]);
    expect(accept.json().success).toBe(true);
    const last = (await historyOf(worker, other.id)).at(-1);
    // Whichever came first: released as busy, or withdrawn by the deletion.
    expect(['rifiutata', 'ritirata']).toContain(last?.evento);
  }
});
