import { addDays } from '@shared/validation/dates';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import {
  answer,
  call,
  recipientOf,
  createJob,
  crewMember,
  failedFields,
  masterClient,
  requestEngagement,
  sendRequest,
  subscribe,
} from '../../helpers/engagements';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { type SignedInUser, signUpAndIn } from '../../helpers/users';

const NOW = '2026-03-10T09:00:00Z';
const TODAY = '2026-03-10';
const { sent, accepted, rejected, withdrawn } = ENGAGEMENT_STATE;

let t: TestApp;
let client: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp({}, { now: NOW });
  client = await masterClient(t.app);
});
afterAll(() => t.close());

/** The emails sent since `before` (a count of earlier ones). */
async function emailsSince(before: number) {
  return (await t.sentEmails()).slice(before);
}

describe('InviaRichiestaIngaggio', () => {
  it('sends a request the worker sees among their pending ones, and emails them in their language', async () => {
    const worker = await crewMember(t.app, TODAY, 'none', 'en');
    const job = await createJob(t.app, client, TODAY, {
      nome: 'Spot Torino',
      listaNazioni: [{ id_Nazione: 21, id_Regione: 9 }, { id_Nazione: 9 }],
    });
    const before = (await t.sentEmails()).length;

    const response = await sendRequest(
      t.app,
      client,
      { userId: worker.userId, id_Job: job.id_Job, dataInizio: job.dataInizio, dataFine: addDays(job.dataInizio, 2) },
      'en',
    );
    expect(response.json()).toEqual({
      success: true,
      message: 'Engagement request sent',
      data: {
        id_Ingaggio: expect.any(Number),
        id_Job: job.id_Job,
        statoIngaggio: sent,
        tariffaGiornaliera: 0,
        rispondiEntro: null,
      },
    });
    const id = response.json().data.id_Ingaggio;

    // Open to a worker without a subscription.
    const pending = await call(t.app, worker, 'GET', '/api/Ingaggi/RichiesteIngaggio');
    expect(pending.json().data).toEqual([
      {
        id_Ingaggio: id,
        id_Job: job.id_Job,
        nome: 'Spot Torino',
        descrizione: 'Two days of shooting for a coffee commercial',
        statoIngaggio: sent,
        dataInizio: job.dataInizio,
        dataFine: addDays(job.dataInizio, 2),
        email: 'produzione@example.com',
        indirizzo: 'Via Tortona 1, Milano',
        listaNazioni: [
          { id_Nazione: 21, id_Regione: 9 },
          { id_Nazione: 9, id_Regione: null },
        ],
        nomeCliente: client.username,
        tariffaGiornaliera: 0,
        // The negotiation (product.md §4.21): no deadline, first in the queue, read by this very call.
        rispondiEntro: null,
        posizione: 1,
        vistoIl: new Date(NOW).toISOString(),
        controproposta: null,
      },
    ]);
    expect((await call(t.app, worker, 'GET', '/api/Ingaggi/ListaIngaggi')).json().data).toEqual([]);

    const [email] = await emailsSince(before);
    expect(recipientOf(email)).toBe(worker.email);
    expect(email.subject).toBe('Troupe: engagement request for Spot Torino');
    expect(email.text).toContain(
      `${client.username} would like to engage you for “Spot Torino” from March 15, 2026 to March 17, 2026, at Via Tortona 1, Milano.`,
    );
    expect(email.text).toContain(`Open the request: http://troupe.test/enlistments/${id}/sent`);
  });

  it('may start today, never before, and only inside the job', async () => {
    const worker = await crewMember(t.app, TODAY);
    const job = await createJob(t.app, client, TODAY, { dataInizio: TODAY, dataFine: addDays(TODAY, 3) });
    expect(
      (
        await sendRequest(t.app, client, {
          userId: worker.userId,
          id_Job: job.id_Job,
          dataInizio: TODAY,
          dataFine: TODAY,
        })
      ).json().success,
    ).toBe(true);

    const past = await sendRequest(
      t.app,
      client,
      { userId: worker.userId, id_Job: job.id_Job, dataInizio: addDays(TODAY, -1), dataFine: TODAY },
      'en',
    );
    expect(past.statusCode).toBe(400);
    expect(failedFields(past)).toEqual({ dataInizio: 'The date cannot be before today' });
    const outside = await sendRequest(
      t.app,
      client,
      { userId: worker.userId, id_Job: job.id_Job, dataInizio: TODAY, dataFine: addDays(TODAY, 4) },
      'it',
    );
    expect(outside.statusCode).toBe(400);
    expect(failedFields(outside)).toEqual({ dataFine: "Le date dell'ingaggio devono cadere entro le date del lavoro" });
    const missing = await sendRequest(
      t.app,
      client,
      { userId: 0, id_Job: job.id_Job, dataInizio: '', dataFine: '' } as never,
      'en',
    );
    expect(failedFields(missing)).toEqual({
      userId: 'Choose a value from the list',
      dataInizio: 'The date is required',
      dataFine: 'The date is required',
    });
  });

  it('refuses oneself, an incomplete profile, a second pending request; unknown people and others’ jobs are 404', async () => {
    const job = await createJob(t.app, client, TODAY);
    const dates = { id_Job: job.id_Job, dataInizio: job.dataInizio, dataFine: job.dataInizio };
    const self = await sendRequest(t.app, client, { userId: client.userId, ...dates }, 'en');
    expect(self.json()).toEqual({
      success: false,
      message: 'You cannot send an engagement request to yourself',
      data: null,
    });

    const newcomer = await signUpAndIn(t.app);
    const incomplete = await sendRequest(t.app, client, { userId: newcomer.userId, ...dates }, 'en');
    expect(incomplete.json().message).toBe('This user has not completed their profile yet and cannot be engaged');

    const worker = await crewMember(t.app, TODAY);
    expect((await sendRequest(t.app, client, { userId: worker.userId, ...dates })).json().success).toBe(true);
    const second = await sendRequest(
      t.app,
      client,
      { userId: worker.userId, ...dates, dataFine: addDays(job.dataInizio, 1) },
      'it',
    );
    expect(second.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('ha già una richiesta in attesa per questo lavoro'),
    });

    expect((await sendRequest(t.app, client, { userId: 999999, ...dates })).statusCode).toBe(404);
    const other = await masterClient(t.app);
    expect((await sendRequest(t.app, other, { userId: worker.userId, ...dates })).statusCode).toBe(404);
  });

  it('moves the dates of a pending request by its id and tells the worker; an answered one needs a new request', async () => {
    const worker = await crewMember(t.app, TODAY);
    const job = await createJob(t.app, client, TODAY);
    const id = await requestEngagement(t.app, client, worker, job.id_Job, job.dataInizio, job.dataInizio);
    const before = (await t.sentEmails()).length;
    const moved = await sendRequest(t.app, client, {
      id_Ingaggio: id,
      userId: worker.userId,
      id_Job: job.id_Job,
      dataInizio: addDays(job.dataInizio, 1),
      dataFine: addDays(job.dataInizio, 2),
    });
    expect(moved.json()).toEqual({
      success: true,
      message: 'Richiesta di ingaggio aggiornata',
      data: { id_Ingaggio: id, id_Job: job.id_Job, statoIngaggio: sent, tariffaGiornaliera: 0, rispondiEntro: null },
    });
    expect((await call(t.app, worker, 'GET', '/api/Ingaggi/RichiesteIngaggio')).json().data).toEqual([
      expect.objectContaining({
        id_Ingaggio: id,
        dataInizio: addDays(job.dataInizio, 1),
        dataFine: addDays(job.dataInizio, 2),
      }),
    ]);
    const [email] = await emailsSince(before);
    expect(email.subject).toBe('Troupe: nuove date per la richiesta di ingaggio per Spot Milano');

    await answer(t.app, worker, id, rejected);
    const answered = await sendRequest(
      t.app,
      client,
      {
        id_Ingaggio: id,
        userId: worker.userId,
        id_Job: job.id_Job,
        dataInizio: job.dataInizio,
        dataFine: job.dataInizio,
      },
      'en',
    );
    expect(answered.json().message).toBe('This request has already been answered: send a new one');
    // After a rejection a new request may go.
    expect(
      (
        await sendRequest(t.app, client, {
          userId: worker.userId,
          id_Job: job.id_Job,
          dataInizio: job.dataInizio,
          dataFine: job.dataInizio,
        })
      ).json().success,
    ).toBe(true);
  });

  it('needs Master', async () => {
    const worker = await crewMember(t.app, TODAY);
    const advanced = await signUpAndIn(t.app);
    await subscribe(t.app, advanced, 'advanced');
    const response = await sendRequest(
      t.app,
      advanced,
      { userId: worker.userId, id_Job: 1, dataInizio: TODAY, dataFine: TODAY },
      'en',
    );
    expect(response.statusCode).toBe(403);
    expect(
      (await sendRequest(t.app, worker, { userId: client.userId, id_Job: 1, dataInizio: TODAY, dataFine: TODAY }))
        .statusCode,
    ).toBe(403);
  });
});

describe('AggiornaRichiestaIngaggio', () => {
  /** A fresh pending request to a fresh Advanced worker on a fresh job of the client. */
  async function pendingRequest(language: 'it' | 'en' = 'it') {
    const worker = await crewMember(t.app, TODAY, 'advanced', language);
    const job = await createJob(t.app, client, TODAY);
    const id = await requestEngagement(t.app, client, worker, job.id_Job, job.dataInizio, addDays(job.dataInizio, 1));
    return { worker, job, id };
  }

  /** Moves a fresh request to `from` (1 or 2, or 3/4 through the allowed paths). */
  async function requestIn(from: number) {
    const request = await pendingRequest();
    if (from === accepted || from === rejected) await answer(t.app, request.worker, request.id, from);
    if (from === withdrawn) await answer(t.app, client, request.id, withdrawn);
    return request;
  }

  it.each([
    ['worker', sent, accepted, true],
    ['worker', sent, rejected, true],
    ['worker', accepted, rejected, true],
    ['client', sent, withdrawn, true],
    ['client', accepted, withdrawn, true],
    ['worker', accepted, accepted, false],
    ['worker', rejected, accepted, false],
    ['worker', rejected, rejected, false],
    ['worker', withdrawn, accepted, false],
    ['worker', sent, withdrawn, false],
    ['worker', accepted, withdrawn, false],
    ['client', sent, accepted, false],
    ['client', sent, rejected, false],
    ['client', rejected, withdrawn, false],
    ['client', withdrawn, withdrawn, false],
  ] as const)('%s: %i → %i allowed %s', async (actor, from, to, allowed) => {
    const { worker, id, job } = await requestIn(from);
    const response = await answer(t.app, actor === 'worker' ? worker : client, id, to, 'en');
    expect(response.statusCode).toBe(200);
    if (allowed) {
      expect(response.json()).toMatchObject({
        success: true,
        data: { id_Ingaggio: id, id_Job: job.id_Job, statoIngaggio: to, tariffaGiornaliera: 0 },
      });
    } else {
      expect(response.json()).toEqual({
        success: false,
        message: 'This engagement cannot be moved to that state',
        data: null,
      });
    }
  });

  it('lists an accepted engagement in the worker’s ListaIngaggi and emails the client; a rejection too', async () => {
    const owner = await masterClient(t.app, 'en');
    const worker = await crewMember(t.app, TODAY);
    const job = await createJob(t.app, owner, TODAY, { nome: 'Concerto' });
    const id = await requestEngagement(t.app, owner, worker, job.id_Job, job.dataInizio, job.dataInizio);
    const before = (await t.sentEmails()).length;

    const response = await answer(t.app, worker, id, accepted, 'it');
    expect(response.json().message).toBe('Ingaggio accettato');
    expect((await call(t.app, worker, 'GET', '/api/Ingaggi/ListaIngaggi')).json().data).toEqual([
      expect.objectContaining({ id_Ingaggio: id, statoIngaggio: accepted, nome: 'Concerto' }),
    ]);
    expect((await call(t.app, worker, 'GET', '/api/Ingaggi/RichiesteIngaggio')).json().data).toEqual([]);
    const [acceptedEmail] = await emailsSince(before);
    expect(recipientOf(acceptedEmail)).toBe(owner.email);
    expect(acceptedEmail.subject).toBe('Troupe: Giulia Bianchi accepted the engagement for Concerto');
    expect(acceptedEmail.text).toContain(`Open the job: http://troupe.test/jobs/${job.id_Job}`);

    await answer(t.app, worker, id, rejected);
    const [rejectedEmail] = await emailsSince(before + 1);
    expect(recipientOf(rejectedEmail)).toBe(owner.email);
    expect(rejectedEmail.subject).toBe('Troupe: Giulia Bianchi declined the engagement for Concerto');
    expect(rejectedEmail.text).toContain(`http://troupe.test/jobs/${job.id_Job}`);
  });

  it('emails the worker when the client withdraws', async () => {
    const { worker, id } = await pendingRequest('en');
    const before = (await t.sentEmails()).length;
    expect((await answer(t.app, client, id, withdrawn, 'en')).json().message).toBe('Engagement withdrawn');
    const [email] = await emailsSince(before);
    expect(recipientOf(email)).toBe(worker.email);
    expect(email.subject).toBe('Troupe: engagement for Spot Milano withdrawn');
    expect(email.text).toContain('Open your engagements: http://troupe.test/enlistments');
  });

  it("answers 404 for someone else's engagement, 403 below the tiers, 400 for bad states", async () => {
    const { worker, id } = await pendingRequest();
    const stranger = await crewMember(t.app, TODAY);
    expect((await answer(t.app, stranger, id, accepted)).statusCode).toBe(404);
    expect((await answer(t.app, worker, 999999, accepted)).statusCode).toBe(404);

    const unsubscribed = await crewMember(t.app, TODAY, 'none');
    const job = await createJob(t.app, client, TODAY);
    const toUnsubscribed = await requestEngagement(
      t.app,
      client,
      unsubscribed,
      job.id_Job,
      job.dataInizio,
      job.dataInizio,
    );
    const refused = await answer(t.app, unsubscribed, toUnsubscribed, accepted, 'en');
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      'This feature needs an Advanced or Master subscription: activate one on the Subscriptions page',
    ]);

    // Withdrawing is job management: an owner whose Master ran out cannot.
    const lapsed = await masterClient(t.app);
    const lapsedJob = await createJob(t.app, lapsed, TODAY);
    const lapsedRequest = await requestEngagement(
      t.app,
      lapsed,
      worker,
      lapsedJob.id_Job,
      lapsedJob.dataFine,
      lapsedJob.dataFine,
    );
    await subscribe(t.app, lapsed, 'advanced');
    const downgraded = await answer(t.app, lapsed, lapsedRequest, withdrawn, 'en');
    expect([downgraded.statusCode, downgraded.json().message]).toEqual([
      403,
      'This feature needs a Master subscription: activate it on the Subscriptions page',
    ]);

    for (const [language, message] of [
      ['it', "Stato dell'ingaggio non valido"],
      ['en', 'Invalid engagement state'],
    ] as const) {
      const bad = await answer(t.app, worker, id, sent, language);
      expect([bad.statusCode, failedFields(bad)]).toEqual([400, { statoIngaggio: message }]);
    }
  });
});

describe('no double booking', () => {
  it('releases the overlapping requests on accepting, and frees the days when that one is rejected', async () => {
    const worker = await crewMember(t.app, TODAY);
    const [first, second] = [await createJob(t.app, client, TODAY), await createJob(t.app, client, TODAY)];
    const a = await requestEngagement(t.app, client, worker, first.id_Job, addDays(TODAY, 5), addDays(TODAY, 10));
    const b = await requestEngagement(t.app, client, worker, second.id_Job, addDays(TODAY, 10), addDays(TODAY, 12));

    expect((await answer(t.app, worker, a, accepted)).json().success).toBe(true);
    // The other request on those days was answered for the worker: rejected, busy (product.md §4.21).
    expect((await call(t.app, worker, 'GET', '/api/Ingaggi/RichiesteIngaggio')).json().data).toEqual([]);
    expect((await answer(t.app, worker, b, accepted, 'en')).json()).toEqual({
      success: false,
      message: 'This engagement cannot be moved to that state',
      data: null,
    });
    // Booked days take no new request until the engagement is given up.
    const body = {
      userId: worker.userId,
      id_Job: second.id_Job,
      dataInizio: addDays(TODAY, 10),
      dataFine: addDays(TODAY, 12),
    };
    expect((await sendRequest(t.app, client, body)).statusCode).toBe(400);
    expect((await answer(t.app, worker, a, rejected)).json().success).toBe(true);
    const again = (await sendRequest(t.app, client, body)).json().data.id_Ingaggio;
    expect((await answer(t.app, worker, again, accepted)).json().success).toBe(true);

    // The day after an accepted engagement is free.
    const third = await createJob(t.app, client, TODAY);
    const next = await requestEngagement(t.app, client, worker, third.id_Job, addDays(TODAY, 13), addDays(TODAY, 13));
    expect((await answer(t.app, worker, next, accepted)).json().success).toBe(true);
  });

  it('lets exactly one of several overlapping accepts fired together win', async () => {
    const worker = await crewMember(t.app, TODAY);
    const ids: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const job = await createJob(t.app, client, TODAY);
      ids.push(
        await requestEngagement(t.app, client, worker, job.id_Job, addDays(TODAY, 6 + index), addDays(TODAY, 9)),
      );
    }
    const answers = await Promise.all(ids.map((id) => answer(t.app, worker, id, accepted, 'en')));
    const outcomes = answers.map((response) => response.json());
    expect(outcomes.filter((outcome) => outcome.success)).toHaveLength(1);
    // The winner released the others (product.md §4.21); the accepts that waited find them rejected.
    expect(outcomes.filter((outcome) => !outcome.success).map((outcome) => outcome.message)).toEqual(
      Array(3).fill('This engagement cannot be moved to that state'),
    );
    expect((await call(t.app, worker, 'GET', '/api/Ingaggi/ListaIngaggi')).json().data).toHaveLength(1);
  });
});

describe('InviaMailIngaggioAccettato', () => {
  async function acceptedEngagement(workerLanguage: 'it' | 'en' = 'it') {
    const worker = await crewMember(t.app, TODAY, 'advanced', workerLanguage);
    const job = await createJob(t.app, client, TODAY, {
      nome: 'Serie TV',
      listaNazioni: [{ id_Nazione: 21, id_Regione: 9 }, { id_Nazione: 9 }],
    });
    const id = await requestEngagement(t.app, client, worker, job.id_Job, job.dataInizio, addDays(job.dataInizio, 1));
    return { worker, job, id };
  }

  it('emails the summary of an accepted engagement to the given address, in the sender’s language', async () => {
    const { worker, id } = await acceptedEngagement();
    const pending = await call(
      t.app,
      worker,
      'POST',
      '/api/Ingaggi/InviaMailIngaggioAccettato',
      { email: 'agenzia@example.com', idIngaggio: id },
      'en',
    );
    expect(pending.json()).toEqual({
      success: false,
      message: 'The summary can be sent only for an accepted engagement',
      data: null,
    });
    await answer(t.app, worker, id, accepted);

    const before = (await t.sentEmails()).length;
    const response = await call(
      t.app,
      worker,
      'POST',
      '/api/Ingaggi/InviaMailIngaggioAccettato',
      { email: 'agenzia@example.com', idIngaggio: id },
      'en',
    );
    expect(response.json()).toEqual({ success: true, message: 'Email sent', data: null });
    const [email] = await emailsSince(before);
    expect(recipientOf(email)).toBe('agenzia@example.com');
    expect(email.subject).toBe('Engagement summary: Serie TV');
    for (const line of [
      'Summary of the engagement of Giulia Bianchi for “Serie TV”.',
      'Dates: from March 15, 2026 to March 16, 2026.',
      'Address: Via Tortona 1, Milano.',
      'Where: Lombardy, Italy; France.',
      `Client: ${client.username}, produzione@example.com.`,
    ]) {
      expect(email.text).toContain(line);
    }

    // The client may send it too, in Italian.
    const byClient = await call(
      t.app,
      client,
      'POST',
      '/api/Ingaggi/InviaMailIngaggioAccettato',
      { email: 'ufficio@example.com', idIngaggio: id },
      'it',
    );
    expect(byClient.json().message).toBe('Email inviata');
    const [italian] = await emailsSince(before + 1);
    expect(italian.subject).toBe('Riepilogo ingaggio: Serie TV');
    expect(italian.text).toContain('Dove: Lombardia, Italia; Francia.');
  });

  it('answers 404 to anyone else, 403 without a subscription, 400 for a bad address', async () => {
    const { worker, id } = await acceptedEngagement();
    await answer(t.app, worker, id, accepted);
    const stranger = await crewMember(t.app, TODAY);
    expect(
      (
        await call(t.app, stranger, 'POST', '/api/Ingaggi/InviaMailIngaggioAccettato', {
          email: 'x@example.com',
          idIngaggio: id,
        })
      ).statusCode,
    ).toBe(404);
    const none = await signUpAndIn(t.app);
    expect(
      (
        await call(t.app, none, 'POST', '/api/Ingaggi/InviaMailIngaggioAccettato', {
          email: 'x@example.com',
          idIngaggio: id,
        })
      ).statusCode,
    ).toBe(403);
    const bad = await call(
      t.app,
      worker,
      'POST',
      '/api/Ingaggi/InviaMailIngaggioAccettato',
      { email: 'nope', idIngaggio: id },
      'it',
    );
    expect([bad.statusCode, failedFields(bad)]).toEqual([400, { email: 'Email non valida' }]);
  });

  it('sends at most 10 an hour per user', async () => {
    const { worker, id } = await acceptedEngagement();
    await answer(t.app, worker, id, accepted);
    for (let index = 0; index < 10; index += 1) {
      expect(
        (
          await call(t.app, worker, 'POST', '/api/Ingaggi/InviaMailIngaggioAccettato', {
            email: 'a@example.com',
            idIngaggio: id,
          })
        ).statusCode,
      ).toBe(200);
    }
    const limited = await call(
      t.app,
      worker,
      'POST',
      '/api/Ingaggi/InviaMailIngaggioAccettato',
      { email: 'a@example.com', idIngaggio: id },
      'en',
    );
    expect([limited.statusCode, limited.json().message]).toEqual([
      429,
      'You have sent too many summaries: you can send up to 10 an hour, please try again later',
    ]);
    // The limit is the user's, not the engagement's: the client still may.
    expect(
      (
        await call(t.app, client, 'POST', '/api/Ingaggi/InviaMailIngaggioAccettato', {
          email: 'a@example.com',
          idIngaggio: id,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('ListaIngaggi and RichiesteIngaggio', () => {
  it('answer 401 without a token', async () => {
    expect((await call(t.app, null, 'GET', '/api/Ingaggi/ListaIngaggi')).statusCode).toBe(401);
    expect((await call(t.app, null, 'GET', '/api/Ingaggi/RichiesteIngaggio')).statusCode).toBe(401);
  });
});
