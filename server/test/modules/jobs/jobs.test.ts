import { addDays } from '@shared/validation/dates';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import {
  answer,
  call,
  recipientOf,
  createJob,
  crewMember,
  failedFields,
  jobBody,
  masterClient,
  requestEngagement,
  subscribe,
} from '../../helpers/engagements';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { type SignedInUser, signUpAndIn } from '../../helpers/users';

const NOW = '2026-03-10T09:00:00Z';
const TODAY = '2026-03-10';

let t: TestApp;
let client: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp({}, { now: NOW });
  client = await masterClient(t.app);
});
afterAll(() => t.close());
afterEach(() => t.clock.set(NOW));

describe('CreaJob and RecuperaJobs', () => {
  it('creates a job and lists it with its places and zero counts', async () => {
    const owner = await masterClient(t.app);
    expect((await call(t.app, owner, 'GET', '/api/Jobs/RecuperaJobs')).json()).toEqual({
      success: true,
      message: null,
      data: [],
    });

    const body = jobBody(TODAY, {
      listaNazioni: [{ id_Nazione: 21, id_Regione: 9 }, { id_Nazione: 9 }],
      nome: '  Spot Milano  ',
      ignored: 'x',
    });
    const created = await call(t.app, owner, 'POST', '/api/Jobs/CreaJob', body, 'en');
    expect(created.statusCode).toBe(200);
    const job = created.json().data;
    expect(created.json().message).toBe('Job saved');
    expect(job).toEqual({
      id_Job: expect.any(Number),
      nome: 'Spot Milano',
      descrizione: body.descrizione,
      dataInizio: '2026-03-15',
      dataFine: '2026-03-25',
      email: body.email,
      indirizzo: body.indirizzo,
      listaNazioni: [
        { id_Nazione: 21, id_Regione: 9 },
        { id_Nazione: 9, id_Regione: null },
      ],
      // No terms sent: the defaults (product.md §4.20).
      tariffaGiornaliera: 0,
      oreGiornaliere: 8,
      maggiorazioneStraordinario: 25,
      rimborsoKm: 0,
      cnt_Accettati: 0,
      cnt_Inviati: 0,
    });
    expect((await call(t.app, owner, 'GET', '/api/Jobs/RecuperaJobs')).json().data).toEqual([job]);
    // Another client does not see it.
    expect(
      (await call(t.app, client, 'GET', '/api/Jobs/RecuperaJobs')).json().data.map((j: { id_Job: number }) => j.id_Job),
    ).not.toContain(job.id_Job);
  });

  it('may start today, and lists jobs by start date', async () => {
    const owner = await masterClient(t.app);
    const later = await createJob(t.app, owner, TODAY, {
      dataInizio: addDays(TODAY, 20),
      dataFine: addDays(TODAY, 20),
    });
    const todayJob = await createJob(t.app, owner, TODAY, { dataInizio: TODAY, dataFine: TODAY });
    const list = (await call(t.app, owner, 'GET', '/api/Jobs/RecuperaJobs')).json().data;
    expect(list.map((job: { id_Job: number }) => job.id_Job)).toEqual([todayJob.id_Job, later.id_Job]);
  });

  it('counts each job’s pending and accepted engagements', async () => {
    const owner = await masterClient(t.app);
    const [first, second] = [await createJob(t.app, owner, TODAY), await createJob(t.app, owner, TODAY)];
    const workers = [await crewMember(t.app, TODAY), await crewMember(t.app, TODAY), await crewMember(t.app, TODAY)];
    const ids = [];
    for (const worker of workers)
      ids.push(await requestEngagement(t.app, owner, worker, first.id_Job, first.dataInizio, first.dataInizio));
    await requestEngagement(
      t.app,
      owner,
      workers[0],
      second.id_Job,
      addDays(first.dataInizio, 1),
      addDays(first.dataInizio, 1),
    );
    expect((await answer(t.app, workers[0], ids[0], ENGAGEMENT_STATE.accepted)).json().success).toBe(true);
    expect((await answer(t.app, workers[1], ids[1], ENGAGEMENT_STATE.rejected)).json().success).toBe(true);

    const counts = (await call(t.app, owner, 'GET', '/api/Jobs/RecuperaJobs'))
      .json()
      .data.map((job: { cnt_Accettati: number; cnt_Inviati: number }) => [job.cnt_Accettati, job.cnt_Inviati]);
    expect(counts).toEqual([
      [1, 1],
      [0, 1],
    ]);
  });

  it.each([
    [
      'it',
      'Impossibile proseguire senza inserire una Nazione o una Regione',
      'Il titolo del lavoro è obbligatorio',
      'La data non può essere precedente a oggi',
    ],
    [
      'en',
      'Choose a country, and for Italy its region',
      'The job title is required',
      'The date cannot be before today',
    ],
  ] as const)('refuses bad input with 400 in %s', async (language, nationRegion, title, past) => {
    const response = await call(
      t.app,
      client,
      'POST',
      '/api/Jobs/CreaJob',
      jobBody(TODAY, { nome: '', dataInizio: addDays(TODAY, -1), listaNazioni: [{ id_Nazione: 21 }] }),
      language,
    );
    expect(response.statusCode).toBe(400);
    expect(failedFields(response)).toEqual({
      nome: title,
      dataInizio: past,
      'listaNazioni[0].id_Regione': nationRegion,
    });

    const noNation = await call(
      t.app,
      client,
      'POST',
      '/api/Jobs/CreaJob',
      jobBody(TODAY, { listaNazioni: [] }),
      language,
    );
    expect(failedFields(noNation)).toEqual({ listaNazioni: nationRegion });
  });

  it('checks places against the lookups', async () => {
    const unknownNation = await call(
      t.app,
      client,
      'POST',
      '/api/Jobs/CreaJob',
      jobBody(TODAY, { listaNazioni: [{ id_Nazione: 999 }] }),
      'en',
    );
    expect(failedFields(unknownNation)).toEqual({ 'listaNazioni[0].id_Nazione': 'Choose a value from the list' });
    const foreignRegion = await call(
      t.app,
      client,
      'POST',
      '/api/Jobs/CreaJob',
      jobBody(TODAY, { listaNazioni: [{ id_Nazione: 9, id_Regione: 7 }] }),
      'en',
    );
    expect(failedFields(foreignRegion)).toEqual({
      'listaNazioni[0].id_Regione': 'This region does not belong to the chosen country',
    });
    const four = [{ id_Nazione: 1 }, { id_Nazione: 2 }, { id_Nazione: 3 }, { id_Nazione: 4 }];
    expect(
      failedFields(
        await call(t.app, client, 'POST', '/api/Jobs/CreaJob', jobBody(TODAY, { listaNazioni: four }), 'en'),
      ),
    ).toEqual({
      listaNazioni: 'You can choose up to 3 countries',
    });
  });
});

describe('tiers and tokens', () => {
  const calls = (jobId: number) =>
    [
      ['GET', '/api/Jobs/RecuperaJobs', undefined],
      ['GET', `/api/Jobs/RecuperaIngaggi/Inviati?job=${jobId}`, undefined],
      ['GET', `/api/Jobs/RecuperaIngaggi/Accettati?job=${jobId}`, undefined],
      ['POST', '/api/Jobs/CreaJob', jobBody(TODAY)],
      ['PUT', '/api/Jobs/AggiornaJob', { ...jobBody(TODAY), id_Job: jobId }],
      ['DELETE', `/api/Jobs/CancellaJob/${jobId}`, undefined],
    ] as const;

  it('answers 403 without Master, naming the subscription needed, and 401 without a token', async () => {
    const job = await createJob(t.app, client, TODAY);
    const none = await signUpAndIn(t.app);
    const advanced = await signUpAndIn(t.app);
    await subscribe(t.app, advanced, 'advanced');
    for (const [method, url, payload] of calls(job.id_Job)) {
      const refused = await call(t.app, none, method, url, payload, 'en');
      expect([url, refused.statusCode, refused.json().message]).toEqual([
        url,
        403,
        'This feature needs a Master subscription: activate it on the Subscriptions page',
      ]);
      expect([url, (await call(t.app, advanced, method, url, payload)).statusCode]).toEqual([url, 403]);
      expect([url, (await call(t.app, null, method, url, payload)).statusCode]).toEqual([url, 401]);
    }
  });

  it("answers 404 for another client's job", async () => {
    const job = await createJob(t.app, client, TODAY);
    const other = await masterClient(t.app);
    for (const [method, url, payload] of calls(job.id_Job).slice(1)) {
      if (method === 'POST') continue;
      const response = await call(t.app, other, method, url, payload);
      expect([url, response.statusCode, response.json().success]).toEqual([url, 404, false]);
    }
    expect(
      (await call(t.app, client, 'GET', '/api/Jobs/RecuperaJobs'))
        .json()
        .data.some((j: { id_Job: number }) => j.id_Job === job.id_Job),
    ).toBe(true);
  });
});

describe('AggiornaJob', () => {
  it('changes the fields and replaces the places', async () => {
    const job = await createJob(t.app, client, TODAY);
    const response = await call(t.app, client, 'PUT', '/api/Jobs/AggiornaJob', {
      ...jobBody(TODAY, {
        nome: 'Spot Roma',
        indirizzo: 'Via Appia 1, Roma',
        listaNazioni: [{ id_Nazione: 21, id_Regione: 7 }],
      }),
      id_Job: job.id_Job,
      dataFine: addDays(TODAY, 30),
    });
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Lavoro salvato',
      data: {
        id_Job: job.id_Job,
        nome: 'Spot Roma',
        indirizzo: 'Via Appia 1, Roma',
        dataFine: addDays(TODAY, 30),
        listaNazioni: [{ id_Nazione: 21, id_Regione: 7 }],
      },
    });
  });

  it('keeps a date already past, but moves none into the past', async () => {
    const job = await createJob(t.app, client, TODAY, { dataInizio: TODAY, dataFine: addDays(TODAY, 10) });
    t.clock.advance(3 * 24 * 3600 * 1000);
    const kept = await call(t.app, client, 'PUT', '/api/Jobs/AggiornaJob', {
      ...jobBody(TODAY, { dataInizio: TODAY, dataFine: addDays(TODAY, 10), nome: 'Renamed' }),
      id_Job: job.id_Job,
    });
    expect(kept.json()).toMatchObject({ success: true, data: { nome: 'Renamed', dataInizio: TODAY } });
    const moved = await call(
      t.app,
      client,
      'PUT',
      '/api/Jobs/AggiornaJob',
      { ...jobBody(TODAY, { dataInizio: addDays(TODAY, 1), dataFine: addDays(TODAY, 10) }), id_Job: job.id_Job },
      'en',
    );
    expect(moved.statusCode).toBe(400);
    expect(failedFields(moved)).toEqual({ dataInizio: 'The date cannot be before today' });
  });

  it('refuses dates that would leave out a pending or accepted engagement', async () => {
    const job = await createJob(t.app, client, TODAY);
    const worker = await crewMember(t.app, TODAY);
    await requestEngagement(t.app, client, worker, job.id_Job, job.dataFine, job.dataFine);
    const response = await call(
      t.app,
      client,
      'PUT',
      '/api/Jobs/AggiornaJob',
      { ...jobBody(TODAY, { dataFine: addDays(job.dataFine, -1) }), id_Job: job.id_Job },
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(failedFields(response)).toEqual({
      dataFine: 'Some engagements of this job fall outside these dates: withdraw them or change their dates first',
    });
  });

  it('needs the id, and refuses an end before the start', async () => {
    const response = await call(
      t.app,
      client,
      'PUT',
      '/api/Jobs/AggiornaJob',
      jobBody(TODAY, { dataFine: addDays(TODAY, 1) }),
      'en',
    );
    expect(failedFields(response)).toEqual({
      id_Job: 'Choose a value from the list',
      dataFine: 'The end date cannot be before the start date',
    });
  });
});

describe('RecuperaIngaggi', () => {
  it("lists a job's pending and accepted engagements with the worker's id and name, a page at a time", async () => {
    const job = await createJob(t.app, client, TODAY);
    const workers = [await crewMember(t.app, TODAY), await crewMember(t.app, TODAY), await crewMember(t.app, TODAY)];
    const ids = [];
    for (const [index, worker] of workers.entries()) {
      ids.push(
        await requestEngagement(
          t.app,
          client,
          worker,
          job.id_Job,
          addDays(job.dataInizio, index),
          addDays(job.dataInizio, index),
        ),
      );
    }
    await answer(t.app, workers[2], ids[2], ENGAGEMENT_STATE.accepted);

    const sent = await call(
      t.app,
      client,
      'GET',
      `/api/Jobs/RecuperaIngaggi/Inviati?job=${job.id_Job}&page=1&per_page=1000`,
    );
    expect(sent.json().data).toEqual([
      {
        id_Ingaggio: ids[0],
        id_Job: job.id_Job,
        userId: workers[0].userId,
        nome: 'Giulia',
        cognome: 'Bianchi',
        dataInizio: job.dataInizio,
        dataFine: job.dataInizio,
        statoIngaggio: 1,
        tariffaGiornaliera: 0,
        // The negotiation's fields (product.md §4.21): each worker's only open request, not yet read.
        rispondiEntro: null,
        posizione: 1,
        vistoIl: null,
        controproposta: null,
      },
      {
        id_Ingaggio: ids[1],
        id_Job: job.id_Job,
        userId: workers[1].userId,
        nome: 'Giulia',
        cognome: 'Bianchi',
        dataInizio: addDays(job.dataInizio, 1),
        dataFine: addDays(job.dataInizio, 1),
        statoIngaggio: 1,
        tariffaGiornaliera: 0,
        rispondiEntro: null,
        posizione: 1,
        vistoIl: null,
        controproposta: null,
      },
    ]);
    const secondPage = await call(
      t.app,
      client,
      'GET',
      `/api/Jobs/RecuperaIngaggi/Inviati?job=${job.id_Job}&page=2&per_page=1`,
    );
    expect(secondPage.json().data.map((e: { id_Ingaggio: number }) => e.id_Ingaggio)).toEqual([ids[1]]);
    const accepted = await call(t.app, client, 'GET', `/api/Jobs/RecuperaIngaggi/Accettati?job=${job.id_Job}`);
    expect(accepted.json().data).toEqual([
      expect.objectContaining({ id_Ingaggio: ids[2], userId: workers[2].userId, statoIngaggio: 2 }),
    ]);
  });

  it('names a deleted account with a placeholder', async () => {
    const job = await createJob(t.app, client, TODAY);
    const worker = await crewMember(t.app, TODAY);
    const id = await requestEngagement(t.app, client, worker, job.id_Job, job.dataInizio, job.dataInizio);
    const deleted = await call(t.app, worker, 'DELETE', '/api/Accounts/deleteaccount');
    expect(deleted.statusCode).toBe(200);
    const sent = await call(
      t.app,
      client,
      'GET',
      `/api/Jobs/RecuperaIngaggi/Inviati?job=${job.id_Job}`,
      undefined,
      'en',
    );
    expect(sent.json().data).toEqual([
      expect.objectContaining({ id_Ingaggio: id, userId: null, nome: 'Deleted account', cognome: '' }),
    ]);
  });

  it('refuses a bad query with 400 in both languages', async () => {
    const it = await call(t.app, client, 'GET', '/api/Jobs/RecuperaIngaggi/Inviati?job=x&page=0', undefined, 'it');
    expect(failedFields(it)).toEqual({ job: 'Inserisci un numero', page: 'La pagina deve essere 1 o più' });
    const en = await call(
      t.app,
      client,
      'GET',
      '/api/Jobs/RecuperaIngaggi/Accettati?job=1&per_page=5000',
      undefined,
      'en',
    );
    expect(failedFields(en)).toEqual({ per_page: 'A page holds from 1 to 1000 entries' });
  });
});

describe('CancellaJob', () => {
  it('withdraws pending and accepted engagements, frees their days and emails those workers', async () => {
    const job = await createJob(t.app, client, TODAY, { nome: 'Spot da annullare' });
    const [pendingWorker, acceptedWorker, rejectedWorker] = [
      await crewMember(t.app, TODAY, 'advanced', 'en'),
      await crewMember(t.app, TODAY),
      await crewMember(t.app, TODAY),
    ];
    const pending = await requestEngagement(t.app, client, pendingWorker, job.id_Job, job.dataInizio, job.dataInizio);
    const accepted = await requestEngagement(t.app, client, acceptedWorker, job.id_Job, job.dataInizio, job.dataFine);
    const rejected = await requestEngagement(t.app, client, rejectedWorker, job.id_Job, job.dataInizio, job.dataInizio);
    await answer(t.app, acceptedWorker, accepted, ENGAGEMENT_STATE.accepted);
    await answer(t.app, rejectedWorker, rejected, ENGAGEMENT_STATE.rejected);
    const emailsBefore = (await t.sentEmails()).length;

    const response = await call(t.app, client, 'DELETE', `/api/Jobs/CancellaJob/${job.id_Job}`, undefined, 'en');
    expect(response.json()).toEqual({
      success: true,
      message: 'Job deleted: its engagements have been withdrawn and those crew members told',
      data: null,
    });
    expect(
      (await call(t.app, client, 'GET', '/api/Jobs/RecuperaJobs'))
        .json()
        .data.some((j: { id_Job: number }) => j.id_Job === job.id_Job),
    ).toBe(false);
    expect((await call(t.app, client, 'GET', `/api/Jobs/RecuperaIngaggi/Accettati?job=${job.id_Job}`)).statusCode).toBe(
      404,
    );
    expect((await call(t.app, client, 'DELETE', `/api/Jobs/CancellaJob/${job.id_Job}`)).statusCode).toBe(404);

    // Gone from the workers' lists, and the accepted days are free for another job.
    expect((await call(t.app, pendingWorker, 'GET', '/api/Ingaggi/RichiesteIngaggio')).json().data).toEqual([]);
    expect((await call(t.app, acceptedWorker, 'GET', '/api/Ingaggi/ListaIngaggi')).json().data).toEqual([]);
    const other = await createJob(t.app, client, TODAY);
    const again = await requestEngagement(t.app, client, acceptedWorker, other.id_Job, job.dataInizio, job.dataFine);
    expect((await answer(t.app, acceptedWorker, again, ENGAGEMENT_STATE.accepted)).json().success).toBe(true);
    // A rejected engagement stays rejected; nothing else can move a withdrawn one.
    expect((await answer(t.app, pendingWorker, pending, ENGAGEMENT_STATE.accepted)).json().success).toBe(false);

    const emails = (await t.sentEmails()).slice(emailsBefore, emailsBefore + 2);
    expect(emails.map((email) => recipientOf(email)).sort()).toEqual(
      [acceptedWorker.email, pendingWorker.email].sort(),
    );
    const english = emails.find((email) => recipientOf(email) === pendingWorker.email)!;
    expect(english.subject).toBe('Troupe: engagement for Spot da annullare withdrawn');
    expect(english.text).toContain('cancelled the job “Spot da annullare”');
    expect(english.text).toContain('http://troupe.test/enlistments');
    const italian = emails.find((email) => recipientOf(email) === acceptedWorker.email)!;
    expect(italian.subject).toBe('Troupe: ingaggio per Spot da annullare ritirato');
  });

  it('says no one was told when the job had no engagements to withdraw', async () => {
    const job = await createJob(t.app, client, TODAY, { nome: 'Spot senza troupe' });
    const emailsBefore = (await t.sentEmails()).length;
    for (const [language, message] of [
      ['en', 'Job deleted'],
      ['it', 'Lavoro eliminato'],
    ] as const) {
      const deleted = language === 'en' ? job : await createJob(t.app, client, TODAY);
      const response = await call(
        t.app,
        client,
        'DELETE',
        `/api/Jobs/CancellaJob/${deleted.id_Job}`,
        undefined,
        language,
      );
      expect(response.json()).toEqual({ success: true, message, data: null });
    }
    expect((await t.sentEmails()).length).toBe(emailsBefore);
  });

  it('refuses a malformed id with 400', async () => {
    const response = await call(t.app, client, 'DELETE', '/api/Jobs/CancellaJob/abc', undefined, 'en');
    expect(response.statusCode).toBe(400);
    expect(failedFields(response)).toEqual({ id: 'Enter a number' });
  });
});
