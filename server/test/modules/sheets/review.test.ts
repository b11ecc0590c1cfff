import { asc, eq } from 'drizzle-orm';
import { engagementEvents } from '../../../src/db/schema';
import { call, failedFields, jobBody, recipientOf } from '../../helpers/engagements';
import { DAY_MS, NOW, engagedWorker, stranger } from '../../helpers/sheets';
import { type TestApp, buildTestApp } from '../../helpers/testApp';
import type { SignedInUser } from '../../helpers/users';

/**
 * The client's review of sent days (product.md §4.20): by the job's owner, on sent days only;
 * approved days final for both sides, rejected ones editable again with the note and sendable the
 * same day; the worker emailed in their language; each review in the engagement's history.
 */

let t: TestApp;
let outsider: SignedInUser;
let setup: Awaited<ReturnType<typeof engagedWorker>>;

beforeAll(async () => {
  t = await buildTestApp({}, { now: NOW });
  outsider = await stranger(t, t.clock.today());
});
beforeEach(async () => {
  t.clock.set(NOW);
  setup = await engagedWorker(t);
  t.clock.advance(3 * DAY_MS);
});
afterAll(() => t.close());

const hours = (offset: number, oreLavorate = 8) => ({
  dataRiferimento: setup.days(offset),
  id_Ingaggio: setup.engagementId,
  oreLavorate,
  oreFerie: 0,
  orePermessi: 0,
});
const compile = (offset: number, oreLavorate = 8) =>
  call(t.app, setup.worker, 'POST', '/api/Ingaggi/CompilaTimeReport', hours(offset, oreLavorate));
const sendTimeReport = () =>
  call(t.app, setup.worker, 'POST', '/api/Ingaggi/InviaMailTimeReport', { idIngaggio: setup.engagementId }, 'en');
const review = (user: SignedInUser | null, body: object, language: 'it' | 'en' = 'en') =>
  call(t.app, user, 'PUT', '/api/Ingaggi/RevisioneTimeReport', body, language);
const states = async (user: SignedInUser) =>
  (await call(t.app, user, 'GET', `/api/Ingaggi/RecuperaDatiTimeReport/${setup.engagementId}`))
    .json()
    .data.map((record: { dataRiferimento: string; stato: string; notaRevisione: string | null }) => [
      record.dataRiferimento,
      record.stato,
      record.notaRevisione,
    ]);

/** Days 0, 1 and 2 filled and sent; day 3 filled, not sent. */
async function sentThreeDays() {
  for (const offset of [0, 1, 2]) expect((await compile(offset)).json().success).toBe(true);
  expect((await sendTimeReport()).json().success).toBe(true);
  await compile(3);
}

describe('reviewing a time report', () => {
  it('approves days for good and rejects others back to the worker with the note', async () => {
    await sentThreeDays();
    const approved = await review(setup.client, {
      idIngaggio: setup.engagementId,
      giorni: [setup.days(1), setup.days(0)],
      esito: 'approvato',
    });
    expect(approved.json()).toEqual({
      success: true,
      message: 'Days approved: the worker has been emailed',
      data: { id_Ingaggio: setup.engagementId, giorni: [setup.days(0), setup.days(1)], stato: 'approvato' },
    });
    const rejected = await review(setup.client, {
      idIngaggio: setup.engagementId,
      giorni: [setup.days(2)],
      esito: 'respinto',
      nota: 'Ten hours, not eight',
    });
    expect(rejected.json().data.stato).toBe('respinto');

    expect(await states(setup.worker)).toEqual([
      [setup.days(0), 'approvato', null],
      [setup.days(1), 'approvato', null],
      [setup.days(2), 'respinto', 'Ten hours, not eight'],
      [setup.days(3), 'da_inviare', null],
    ]);
    // The owner reads what is sent, and the day they rejected stays in sight with its note until
    // it is sent again; the day never sent stays the worker's.
    expect(await states(setup.client)).toEqual([
      [setup.days(0), 'approvato', null],
      [setup.days(1), 'approvato', null],
      [setup.days(2), 'respinto', 'Ten hours, not eight'],
    ]);

    // Approved is final for the worker; the rejected day is editable.
    const modify = (offset: number, oreLavorate: number) =>
      call(t.app, setup.worker, 'PUT', '/api/Ingaggi/ModificaTimeReport', hours(offset, oreLavorate), 'en');
    expect((await modify(0, 9)).json().message).toBe('This record has been sent and can no longer be changed');
    expect((await modify(2, 10)).json().data).toMatchObject({ oreLavorate: 10, stato: 'respinto' });
    // Changed but not yet sent, it is still the rejected day to the owner.
    expect((await states(setup.client))[2]).toEqual([setup.days(2), 'respinto', 'Ten hours, not eight']);

    // And for the client: a reviewed day is not reviewed again.
    const again = await review(setup.client, {
      idIngaggio: setup.engagementId,
      giorni: [setup.days(0)],
      esito: 'respinto',
    });
    expect(again.json()).toMatchObject({ success: false, message: expect.stringContaining('Only sent days') });

    // Sent again the same day: the once-a-day rule counts the sends since the last review.
    const resent = await sendTimeReport();
    expect(resent.json()).toMatchObject({ success: true, data: { inviati: 2 } });
    expect(await states(setup.worker)).toEqual([
      [setup.days(0), 'approvato', null],
      [setup.days(1), 'approvato', null],
      [setup.days(2), 'inviato', null],
      [setup.days(3), 'inviato', null],
    ]);
    expect(await states(setup.client)).toEqual([
      [setup.days(0), 'approvato', null],
      [setup.days(1), 'approvato', null],
      [setup.days(2), 'inviato', null],
      [setup.days(3), 'inviato', null],
    ]);
    // Without another review, a second send that day is refused as before.
    await compile(4);
    const twice = await sendTimeReport();
    expect(twice.json().success).toBe(false);

    const history = await t.database.db
      .select({ evento: engagementEvents.evento, userId: engagementEvents.userId, dettagli: engagementEvents.dettagli })
      .from(engagementEvents)
      .where(eq(engagementEvents.engagementId, setup.engagementId))
      .orderBy(asc(engagementEvents.id));
    expect(history.filter((event) => event.evento === 'revisione')).toEqual([
      {
        evento: 'revisione',
        userId: setup.client.userId,
        dettagli: { tipo: 'timesheet', esito: 'approvato', giorni: [setup.days(0), setup.days(1)], nota: null },
      },
      {
        evento: 'revisione',
        userId: setup.client.userId,
        dettagli: { tipo: 'timesheet', esito: 'respinto', giorni: [setup.days(2)], nota: 'Ten hours, not eight' },
      },
    ]);
  });

  it('emails the worker in their language, with the note and a link to the month', async () => {
    await sentThreeDays();
    const before = (await t.sentEmails()).length;
    await review(
      setup.client,
      { idIngaggio: setup.engagementId, giorni: [setup.days(2)], esito: 'respinto', nota: 'Ten hours' },
      'it',
    );
    const emails = (await t.sentEmails()).slice(before);
    expect(emails.map(recipientOf)).toEqual([setup.worker.email]);
    expect(emails[0].subject).toBe('Time report to correct: Spot Milano');
    expect(emails[0].text).toContain('sent back 1 day of your time report for Spot Milano');
    expect(emails[0].text).toContain('Their note: Ten hours');
    expect(emails[0].text).toContain(`/timesheets?ingaggio=${setup.engagementId}&mese=${setup.days(2).slice(0, 7)}`);
  });

  it('refuses an unsent day, changing nothing', async () => {
    await sentThreeDays();
    const response = await review(setup.client, {
      idIngaggio: setup.engagementId,
      giorni: [setup.days(0), setup.days(3)],
      esito: 'approvato',
    });
    expect(response.json()).toEqual({
      success: false,
      message: 'Only sent days not yet reviewed can be approved or rejected: reload the reports',
      data: null,
    });
    expect((await states(setup.worker)).map((row: string[]) => row[1])).toEqual([
      'inviato',
      'inviato',
      'inviato',
      'da_inviare',
    ]);
  });

  it('answers 400 for bad input, 401 without a token, 403 to the worker, 404 to a stranger', async () => {
    await sentThreeDays();
    const bad = await review(setup.client, { idIngaggio: setup.engagementId, giorni: [], esito: 'forse' });
    expect(bad.statusCode).toBe(400);
    expect(failedFields(bad)).toEqual({
      giorni: 'Choose at least one sent day',
      esito: 'Choose whether to approve or reject',
    });
    const italian = await review(
      setup.client,
      { idIngaggio: setup.engagementId, giorni: ['ieri'], esito: 'approvato' },
      'it',
    );
    expect(italian.statusCode).toBe(400);
    const body = { idIngaggio: setup.engagementId, giorni: [setup.days(0)], esito: 'approvato' };
    expect((await review(null, body)).statusCode).toBe(401);
    expect((await review(setup.worker, body)).statusCode).toBe(403);
    expect((await review(outsider, body)).statusCode).toBe(404);
  });
});

describe("a change of the job's terms", () => {
  it('enters the history without opening a new round of sends', async () => {
    await sentThreeDays();
    const changed = await call(t.app, setup.client, 'PUT', '/api/Jobs/AggiornaJob', {
      ...jobBody(setup.start, {
        dataInizio: setup.job.dataInizio,
        dataFine: setup.job.dataFine,
        tariffaGiornaliera: 26000,
        rimborsoKm: 45,
      }),
      id_Job: setup.job.id_Job,
    });
    expect(changed.json().success).toBe(true);
    const events = await t.database.db
      .select({ evento: engagementEvents.evento })
      .from(engagementEvents)
      .where(eq(engagementEvents.engagementId, setup.engagementId));
    expect(events.map((event) => event.evento)).toContain('condizioni');
    // Only a review opens a new round: the day's second send is refused as before.
    expect((await sendTimeReport()).json()).toMatchObject({
      success: false,
      message: 'The time report has already been sent today. You can resend it tomorrow',
    });
  });
});

describe('reviewing a car sheet', () => {
  it('approves sent days, which the worker may no longer change', async () => {
    const saved = await call(t.app, setup.worker, 'POST', '/api/SchedeAuto/SalvaSchedeAuto', {
      id_Ingaggio: setup.engagementId,
      giorno: setup.days(0),
      percorsiEffettuati: 'Roma - Ostia',
      kmPercorsi: 100,
      modello: 'Fiat Panda',
      targa: 'AB123CD',
      costoBenzinaCentesimi: 1850,
    });
    const id = saved.json().data.id_SchedeAuto;
    await call(t.app, setup.worker, 'POST', '/api/SchedeAuto/InviaMailSchedeAutoReport', {
      idIngaggio: setup.engagementId,
    });
    const response = await call(t.app, setup.client, 'PUT', '/api/SchedeAuto/RevisioneSchedeAuto', {
      idIngaggio: setup.engagementId,
      giorni: [setup.days(0)],
      esito: 'approvato',
    });
    expect(response.json().data).toEqual({
      id_Ingaggio: setup.engagementId,
      giorni: [setup.days(0)],
      stato: 'approvato',
    });
    const records = await call(t.app, setup.worker, 'GET', `/api/SchedeAuto/RecuperaSchedeAuto/${setup.engagementId}`);
    expect(records.json().data).toEqual([
      expect.objectContaining({ id_SchedeAuto: id, stato: 'approvato', inviato: true }),
    ]);
  });
  it("keeps a rejected day in the owner's sight, with its note, until the worker sends it again", async () => {
    const carSheet = (user: SignedInUser) =>
      call(t.app, user, 'GET', `/api/SchedeAuto/RecuperaSchedeAuto/${setup.engagementId}`).then((response) =>
        response
          .json()
          .data.map((record: { giorno: string; stato: string; notaRevisione: string | null }) => [
            record.giorno,
            record.stato,
            record.notaRevisione,
          ]),
      );
    const save = (offset: number) =>
      call(t.app, setup.worker, 'POST', '/api/SchedeAuto/SalvaSchedeAuto', {
        id_Ingaggio: setup.engagementId,
        giorno: setup.days(offset),
        percorsiEffettuati: 'Roma - Ostia',
        kmPercorsi: 100,
        modello: 'Fiat Panda',
        targa: 'AB123CD',
        costoBenzinaCentesimi: 1850,
      });
    const send = () =>
      call(t.app, setup.worker, 'POST', '/api/SchedeAuto/InviaMailSchedeAutoReport', {
        idIngaggio: setup.engagementId,
      });
    await save(0);
    expect((await send()).json().success).toBe(true);
    await save(1);
    await call(t.app, setup.client, 'PUT', '/api/SchedeAuto/RevisioneSchedeAuto', {
      idIngaggio: setup.engagementId,
      giorni: [setup.days(0)],
      esito: 'respinto',
      nota: 'Ricevuta mancante',
    });
    expect(await carSheet(setup.client)).toEqual([[setup.days(0), 'respinto', 'Ricevuta mancante']]);
    expect((await send()).json().success).toBe(true);
    expect(await carSheet(setup.client)).toEqual([
      [setup.days(0), 'inviato', null],
      [setup.days(1), 'inviato', null],
    ]);
  });
});
