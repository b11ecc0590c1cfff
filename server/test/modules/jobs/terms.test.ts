import { and, asc, eq, inArray } from 'drizzle-orm';
import { addDays } from '@shared/validation/dates';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import { ENGAGEMENT_EVENTS } from '@shared/validation/reviewStates';
import { engagementEvents } from '../../../src/db/schema';
import {
  answer,
  call,
  createJob,
  crewMember,
  failedFields,
  jobBody,
  masterClient,
  recipientOf,
  sendRequest,
} from '../../helpers/engagements';
import { type TestApp, buildTestApp } from '../../helpers/testApp';
import type { SignedInUser } from '../../helpers/users';

/**
 * A job's terms and an engagement's day rate (product.md §4.20): integer cents on the wire, the
 * defaults when absent, the request's rate defaulting to the job's and answered on every engagement.
 */

const NOW = '2026-03-10T09:00:00Z';
const TODAY = '2026-03-10';
const TERMS = { tariffaGiornaliera: 24000, oreGiornaliere: 8, maggiorazioneStraordinario: 25, rimborsoKm: 40 };

let t: TestApp;
let client: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp({}, { now: NOW });
  client = await masterClient(t.app);
});
afterAll(() => t.close());

describe("a job's terms", () => {
  it('are saved, answered and changed in cents', async () => {
    const created = await call(t.app, client, 'POST', '/api/Jobs/CreaJob', jobBody(TODAY, TERMS), 'en');
    expect(created.json().data).toMatchObject(TERMS);
    const id = created.json().data.id_Job;
    const changed = { tariffaGiornaliera: 30050, oreGiornaliere: 10, maggiorazioneStraordinario: 0, rimborsoKm: 0 };
    const updated = await call(t.app, client, 'PUT', '/api/Jobs/AggiornaJob', {
      ...jobBody(TODAY, changed),
      id_Job: id,
    });
    expect(updated.json().data).toMatchObject(changed);
    const listed = (await call(t.app, client, 'GET', '/api/Jobs/RecuperaJobs')).json().data;
    expect(listed.find((job: { id_Job: number }) => job.id_Job === id)).toMatchObject(changed);
  });

  it('refuse what is out of range or not whole, in English and Italian', async () => {
    const bad = jobBody(TODAY, {
      tariffaGiornaliera: 10_000_001,
      oreGiornaliere: 0,
      maggiorazioneStraordinario: 201,
      rimborsoKm: 12.5,
    });
    const english = await call(t.app, client, 'POST', '/api/Jobs/CreaJob', bad, 'en');
    expect(english.statusCode).toBe(400);
    expect(failedFields(english)).toEqual({
      tariffaGiornaliera: 'The day rate is from 0 to 100,000 euro',
      oreGiornaliere: 'Ordinary hours in a day are a whole number from 1 to 24',
      maggiorazioneStraordinario: 'The overtime uplift is a whole percentage from 0 to 200',
      rimborsoKm: 'At most two decimals: the cents',
    });
    const italian = await call(t.app, client, 'POST', '/api/Jobs/CreaJob', { ...bad, oreGiornaliere: 25 }, 'it');
    expect(failedFields(italian)).toMatchObject({
      tariffaGiornaliera: 'La tariffa giornaliera va da 0 a 100.000 euro',
      oreGiornaliere: 'Le ore ordinarie al giorno sono un numero intero da 1 a 24',
    });
  });
});

describe("a change of a job's terms", () => {
  /** The rate and terms part of an engagement's history (the negotiation's steps are in it too). */
  const historyOf = (engagementId: number) =>
    t.database.db
      .select({
        evento: engagementEvents.evento,
        userId: engagementEvents.userId,
        il: engagementEvents.il,
        dettagli: engagementEvents.dettagli,
      })
      .from(engagementEvents)
      .where(
        and(
          eq(engagementEvents.engagementId, engagementId),
          inArray(engagementEvents.evento, [ENGAGEMENT_EVENTS.rateSet, ENGAGEMENT_EVENTS.jobTermsSet]),
        ),
      )
      .orderBy(asc(engagementEvents.id));

  it('enters the history of each engagement the worker did not refuse, with who, when and the terms before', async () => {
    const job = await createJob(t.app, client, TODAY, TERMS);
    const [taken, pending, refusing] = [
      await crewMember(t.app, TODAY),
      await crewMember(t.app, TODAY),
      await crewMember(t.app, TODAY),
    ];
    const days = { id_Job: job.id_Job, dataInizio: job.dataInizio, dataFine: job.dataInizio };
    const request = async (worker: SignedInUser) =>
      (await sendRequest(t.app, client, { userId: worker.userId, ...days })).json().data.id_Ingaggio as number;
    const [takenId, pendingId, refusedId] = [await request(taken), await request(pending), await request(refusing)];
    await answer(t.app, taken, takenId, ENGAGEMENT_STATE.accepted);
    await answer(t.app, refusing, refusedId, ENGAGEMENT_STATE.rejected);
    const update = (terms: object, nome = 'Spot Milano') =>
      call(t.app, client, 'PUT', '/api/Jobs/AggiornaJob', { ...jobBody(TODAY, { ...days, ...terms, nome }), ...days });

    // Another title and the same terms: nothing enters the history.
    expect((await update(TERMS, 'Spot Torino')).json().success).toBe(true);
    t.clock.set('2026-03-10T15:30:00Z');
    const changed = { ...TERMS, oreGiornaliere: 10, rimborsoKm: 45 };
    expect((await update(changed)).json().success).toBe(true);
    t.clock.set(NOW);

    const termsEvent = {
      evento: 'condizioni',
      userId: client.userId,
      il: new Date('2026-03-10T15:30:00Z'),
      dettagli: { ...changed, prima: TERMS },
    };
    for (const id of [takenId, pendingId])
      expect(await historyOf(id)).toEqual([
        expect.objectContaining({ evento: 'tariffa', dettagli: { tariffaGiornaliera: 24000 } }),
        termsEvent,
      ]);
    expect(await historyOf(refusedId)).toEqual([expect.objectContaining({ evento: 'tariffa' })]);
  });
});

describe("an engagement's day rate", () => {
  it("is the job's unless the request names one, and every engagement answer carries it", async () => {
    const job = await createJob(t.app, client, TODAY, TERMS);
    const [worker, other] = [await crewMember(t.app, TODAY), await crewMember(t.app, TODAY)];
    const dates = { dataInizio: job.dataInizio, dataFine: addDays(job.dataInizio, 1) };
    const byDefault = await sendRequest(t.app, client, { userId: worker.userId, id_Job: job.id_Job, ...dates });
    expect(byDefault.json().data).toMatchObject({ statoIngaggio: ENGAGEMENT_STATE.sent, tariffaGiornaliera: 24000 });
    const named = await call(t.app, client, 'POST', '/api/Ingaggi/InviaRichiestaIngaggio', {
      id_Ingaggio: 0,
      userId: other.userId,
      id_Job: job.id_Job,
      tariffaGiornaliera: 26000,
      ...dates,
    });
    expect(named.json().data.tariffaGiornaliera).toBe(26000);
    const workerId = byDefault.json().data.id_Ingaggio;
    const otherId = named.json().data.id_Ingaggio;

    // The worker reads the rate before answering; the job's owner reads it on the job.
    const pending = (await call(t.app, other, 'GET', '/api/Ingaggi/RichiesteIngaggio')).json().data;
    expect(pending).toEqual([expect.objectContaining({ id_Ingaggio: otherId, tariffaGiornaliera: 26000 })]);
    const inviati = await call(t.app, client, 'GET', `/api/Jobs/RecuperaIngaggi/Inviati?job=${job.id_Job}`);
    expect(inviati.json().data.map((row: { tariffaGiornaliera: number }) => row.tariffaGiornaliera)).toEqual([
      24000, 26000,
    ]);

    // Moving a pending request's dates keeps its rate; naming one changes it.
    const moved = await sendRequest(t.app, client, {
      id_Ingaggio: otherId,
      userId: other.userId,
      id_Job: job.id_Job,
      ...dates,
    });
    expect(moved.json().data.tariffaGiornaliera).toBe(26000);
    const raised = await call(t.app, client, 'POST', '/api/Ingaggi/InviaRichiestaIngaggio', {
      id_Ingaggio: otherId,
      userId: other.userId,
      id_Job: job.id_Job,
      tariffaGiornaliera: 27500,
      ...dates,
    });
    expect(raised.json().data.tariffaGiornaliera).toBe(27500);

    const accepted = await answer(t.app, worker, workerId, ENGAGEMENT_STATE.accepted);
    expect(accepted.json().data).toMatchObject({ statoIngaggio: ENGAGEMENT_STATE.accepted, tariffaGiornaliera: 24000 });
    expect((await call(t.app, worker, 'GET', '/api/Ingaggi/ListaIngaggi')).json().data).toEqual([
      expect.objectContaining({ id_Ingaggio: workerId, tariffaGiornaliera: 24000 }),
    ]);
    const accettati = await call(t.app, client, 'GET', `/api/Jobs/RecuperaIngaggi/Accettati?job=${job.id_Job}`);
    expect(accettati.json().data).toEqual([
      expect.objectContaining({ id_Ingaggio: workerId, tariffaGiornaliera: 24000 }),
    ]);

    // The history keeps who set which rate, and when: the first request, and the change (not the move).
    const history = await t.database.db
      .select({ evento: engagementEvents.evento, userId: engagementEvents.userId, dettagli: engagementEvents.dettagli })
      .from(engagementEvents)
      .where(and(eq(engagementEvents.engagementId, otherId), eq(engagementEvents.evento, 'tariffa')))
      .orderBy(asc(engagementEvents.id));
    expect(history).toEqual([
      { evento: 'tariffa', userId: client.userId, dettagli: { tariffaGiornaliera: 26000 } },
      { evento: 'tariffa', userId: client.userId, dettagli: { tariffaGiornaliera: 27500 } },
    ]);
  });

  it("is named in the worker's email, in their language", async () => {
    const job = await createJob(t.app, client, TODAY, TERMS);
    const worker = await crewMember(t.app, TODAY, 'advanced', 'en');
    await sendRequest(t.app, client, {
      userId: worker.userId,
      id_Job: job.id_Job,
      dataInizio: job.dataInizio,
      dataFine: job.dataInizio,
    });
    const email = (await t.sentEmails()).filter((sent) => recipientOf(sent) === worker.email).at(-1)!;
    expect(email.text).toContain('Day rate: €240.00.');
  });

  it('refuses a rate out of range or with a fraction of a cent', async () => {
    const job = await createJob(t.app, client, TODAY, TERMS);
    const worker = await crewMember(t.app, TODAY);
    const response = await call(
      t.app,
      client,
      'POST',
      '/api/Ingaggi/InviaRichiestaIngaggio',
      {
        id_Ingaggio: 0,
        userId: worker.userId,
        id_Job: job.id_Job,
        dataInizio: job.dataInizio,
        dataFine: job.dataInizio,
        tariffaGiornaliera: -1,
      },
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(failedFields(response)).toEqual({ tariffaGiornaliera: 'The day rate is from 0 to 100,000 euro' });
  });
});
