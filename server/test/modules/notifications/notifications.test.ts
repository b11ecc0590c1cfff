import { eq } from 'drizzle-orm';
import { addDays } from '@shared/validation/dates';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import { notifications } from '../../../src/db/schema';
import { createNegotiationSweep } from '../../../src/modules/enlistments/sweep';
import { createNotifications } from '../../../src/modules/notifications';
import { KEPT_DAYS } from '../../../src/modules/notifications/service';
import {
  answer,
  call,
  createJob,
  crewMember,
  failedFields,
  markAvailable,
  masterClient,
  requestEngagement,
  sendRequest,
} from '../../helpers/engagements';
import { DAY_MS, NOW, engagedWorker } from '../../helpers/sheets';
import { type TestApp, buildTestApp } from '../../helpers/testApp';
import type { SignedInUser } from '../../helpers/users';

let t: TestApp;
let client: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp({}, { now: NOW });
  client = await masterClient(t.app, 'en');
});
beforeEach(() => t.clock.set(NOW));
afterAll(() => t.close());

const list = async (user: SignedInUser, query = '', language: 'it' | 'en' = 'en') =>
  call(t.app, user, 'GET', `/api/Notifiche${query}`, undefined, language);
const markRead = (user: SignedInUser | null, body: object, language: 'it' | 'en' = 'en') =>
  call(t.app, user, 'PUT', '/api/Notifiche/Lette', body, language);
/** The user's notifications, newest first. */
const elenco = async (user: SignedInUser) => (await list(user)).json().data.elenco as { id: number; tipo: string }[];

/** The negotiation's scheduled sweep (expiries), run by the test with the clock moved. */
const sweep = () =>
  createNegotiationSweep({
    db: t.database.db,
    clock: t.clock,
    outbox: t.outbox,
    publicUrl: t.config.publicUrl,
    notify: createNotifications({ db: t.database.db, clock: t.clock } as never).notify,
  });

/** A worker (in `language`) with a pending request from the shared client, and its ids. */
async function requested(language: 'it' | 'en' = 'en') {
  const today = t.clock.today();
  const worker = await crewMember(t.app, today, 'advanced', language);
  const job = await createJob(t.app, client, today, {
    nome: 'Spot Roma',
    dataInizio: today,
    dataFine: addDays(today, 20),
  });
  await markAvailable(t.app, worker, today, today, addDays(today, 2));
  const engagementId = await requestEngagement(t.app, client, worker, job.id_Job, today, addDays(today, 2));
  return { worker, jobId: job.id_Job, engagementId };
}

describe('the events that concern a user', () => {
  it("tells the worker of a request, in the page's language or else the account's, linking to it", async () => {
    const { worker, engagementId } = await requested('it');
    const inEnglish = (await list(worker, '', 'en')).json().data.elenco;
    expect(inEnglish[0].testo).toMatch(/would like to engage you for “Spot Roma”$/);
    const response = await t.app.inject({ method: 'GET', url: '/api/Notifiche', headers: worker.auth });
    expect(response.statusCode).toBe(200);
    const { nonLette, elenco: shown } = response.json().data;
    expect(nonLette).toBe(1);
    expect(shown).toEqual([
      {
        id: expect.any(Number),
        tipo: 'engagementRequested',
        testo: expect.stringMatching(/vorrebbe ingaggiarti per “Spot Roma”$/),
        link: `/enlistments/${engagementId}/sent`,
        creataIl: NOW.replace('Z', '.000Z'),
        letta: false,
      },
    ]);
  });

  it('tells the client of an acceptance and of a rejection, and the worker of a withdrawal', async () => {
    const accepted = await requested();
    await answer(t.app, accepted.worker, accepted.engagementId, ENGAGEMENT_STATE.accepted);
    const rejected = await requested();
    await answer(t.app, rejected.worker, rejected.engagementId, ENGAGEMENT_STATE.rejected);
    const withdrawn = await requested();
    await answer(t.app, client, withdrawn.engagementId, ENGAGEMENT_STATE.withdrawn);

    const [rejection, acceptance] = await elenco(client);
    expect(acceptance).toMatchObject({ tipo: 'engagementAccepted', link: `/jobs/${accepted.jobId}` });
    expect(rejection).toMatchObject({ tipo: 'engagementRejected', link: `/jobs/${rejected.jobId}` });
    expect((await elenco(withdrawn.worker))[0]).toMatchObject({ tipo: 'engagementWithdrawn', link: '/enlistments' });
    // The one who acted is not told of their own act.
    expect((await elenco(accepted.worker)).map((shown) => shown.tipo)).toEqual(['engagementRequested']);
  });

  it('tells the client of a counter-proposal, and the worker of its acceptance (product.md §4.21)', async () => {
    const { worker, jobId, engagementId } = await requested();
    const today = t.clock.today();
    await call(t.app, worker, 'PUT', '/api/Ingaggi/AggiornaRichiestaIngaggio', {
      id_Ingaggio: engagementId,
      statoIngaggio: ENGAGEMENT_STATE.countered,
      dataInizio: today,
      dataFine: addDays(today, 1),
      tariffaGiornaliera: 30000,
    });
    expect((await elenco(client))[0]).toMatchObject({ tipo: 'engagementCountered', link: `/jobs/${jobId}` });
    await answer(t.app, client, engagementId, ENGAGEMENT_STATE.accepted);
    expect((await elenco(worker))[0]).toMatchObject({ tipo: 'counterAccepted', link: '/enlistments' });
  });

  it("tells the other party of each thread message, in their language, linking to the engagement's page", async () => {
    const { worker, jobId, engagementId } = await requested('it');
    const post = (user: SignedInUser, testo: string) =>
      call(t.app, user, 'POST', '/api/Ingaggi/Messaggi', { idIngaggio: engagementId, testo });
    expect((await post(client, 'Sei libero anche sabato?')).json().success).toBe(true);
    // Every message, also those whose email waits for the thread's 10 minutes.
    await post(client, 'Ti pago anche il sabato');
    const toWorker = (await list(worker, '', 'it')).json().data.elenco;
    expect(toWorker.slice(0, 2)).toEqual([
      expect.objectContaining({ tipo: 'engagementMessage', link: `/enlistments/${engagementId}/sent` }),
      expect.objectContaining({ tipo: 'engagementMessage', link: `/enlistments/${engagementId}/sent` }),
    ]);
    expect(toWorker[0].testo).toMatch(/ti ha scritto per “Spot Roma”$/);

    await answer(t.app, worker, engagementId, ENGAGEMENT_STATE.accepted);
    expect((await post(worker, 'Ci sarò')).json().success).toBe(true);
    const [toClient] = (await list(client)).json().data.elenco;
    expect(toClient).toMatchObject({ tipo: 'engagementMessage', link: `/jobs/${jobId}` });
    expect(toClient.testo).toMatch(/wrote to you about “Spot Roma”$/);
    // Once accepted, the worker's link follows the engagement to its list.
    await post(client, 'Perfetto');
    expect((await elenco(worker))[0]).toMatchObject({
      tipo: 'engagementMessage',
      link: `/enlistments/${engagementId}/accepted`,
    });
    // The writer is not told of their own message.
    expect((await elenco(client)).filter((shown) => shown.tipo === 'engagementMessage')).toHaveLength(1);
  });

  it('tells the client and the worker of a request that expired unanswered', async () => {
    const today = t.clock.today();
    const worker = await crewMember(t.app, today, 'advanced', 'it');
    const job = await createJob(t.app, client, today, {
      nome: 'Spot Napoli',
      dataInizio: addDays(today, 30),
      dataFine: addDays(today, 32),
    });
    const response = await sendRequest(t.app, client, {
      userId: worker.userId,
      id_Job: job.id_Job,
      dataInizio: job.dataInizio,
      dataFine: job.dataFine,
      rispondiEntro: new Date(Date.parse(NOW) + DAY_MS).toISOString(),
    } as never);
    const engagementId = response.json().data.id_Ingaggio;
    t.clock.set(new Date(Date.parse(NOW) + 2 * DAY_MS).toISOString());
    expect((await sweep().run()).expired).toBeGreaterThanOrEqual(1);
    expect((await elenco(client))[0]).toMatchObject({ tipo: 'engagementExpired', link: `/jobs/${job.id_Job}` });
    const [toWorker] = (await list(worker, '', 'it')).json().data.elenco;
    expect(toWorker).toMatchObject({ tipo: 'requestExpired', link: `/enlistments/${engagementId}/sent` });
    expect(toWorker.testo).toMatch(/per “Spot Napoli” è scaduta senza la tua risposta$/);
  });

  it("tells the workers of a deleted job's engagements", async () => {
    const { worker, jobId } = await requested();
    await call(t.app, client, 'DELETE', `/api/Jobs/CancellaJob/${jobId}`);
    expect((await elenco(worker))[0]).toMatchObject({ tipo: 'jobDeleted', link: '/enlistments' });
  });

  it('tells a user a favourites category was shared with them', async () => {
    const recipient = await crewMember(t.app, t.clock.today(), 'none', 'en');
    const category = (await call(t.app, client, 'POST', '/api/Preferiti/Categoria/', { nome: 'Fonici' })).json().data;
    await call(t.app, client, 'POST', '/api/Preferiti/Condivisione', {
      id_Categoria: category.id_CategoriaPreferiti,
      user_ID: recipient.userId,
    });
    const [shared] = (await list(recipient)).json().data.elenco;
    expect(shared).toMatchObject({ tipo: 'favoritesShared', link: '/favorites' });
    expect(shared.testo).toMatch(/shared their favourites category “Fonici” with you$/);
  });

  it('tells the job owner of a sent time report and car sheet, and the worker of their review', async () => {
    const setup = await engagedWorker(t, { client });
    t.clock.advance(DAY_MS);
    const day = setup.days(0);
    await call(t.app, setup.worker, 'POST', '/api/Ingaggi/CompilaTimeReport', {
      dataRiferimento: day,
      id_Ingaggio: setup.engagementId,
      inviato: false,
      oreLavorate: 8,
      oreFerie: 0,
      orePermessi: 0,
    });
    const sent = await call(t.app, setup.worker, 'POST', '/api/Ingaggi/InviaMailTimeReport', {
      idIngaggio: setup.engagementId,
    });
    expect(sent.json().success).toBe(true);
    const [report] = (await list(client)).json().data.elenco;
    expect(report).toMatchObject({ tipo: 'timesheetSent', link: `/jobs/${setup.job.id_Job}` });
    expect(report.testo).toMatch(/sent the time report for “Spot Milano”: 1 day$/);

    await call(t.app, client, 'PUT', '/api/Ingaggi/RevisioneTimeReport', {
      idIngaggio: setup.engagementId,
      giorni: [day],
      esito: 'respinto',
      nota: 'Ore sbagliate',
    });
    const [review] = (await list(setup.worker)).json().data.elenco;
    expect(review).toMatchObject({
      tipo: 'timesheetRejected',
      link: `/timesheets?ingaggio=${setup.engagementId}&mese=${day.slice(0, 7)}`,
    });

    const saved = await call(t.app, setup.worker, 'POST', '/api/SchedeAuto/SalvaSchedeAuto', {
      id_Ingaggio: setup.engagementId,
      giorno: day,
      percorsiEffettuati: 'Milano - Torino - Milano',
      kmPercorsi: 280,
      modello: 'Fiat Panda',
      targa: 'ab 123 cd',
      costoBenzinaCentesimi: 4550,
      inviato: false,
    });
    expect(saved.json().success).toBe(true);
    await call(t.app, setup.worker, 'POST', '/api/SchedeAuto/InviaMailSchedeAutoReport', {
      idIngaggio: setup.engagementId,
    });
    expect((await elenco(client))[0]).toMatchObject({ tipo: 'carsheetSent', link: `/jobs/${setup.job.id_Job}` });
    await call(t.app, client, 'PUT', '/api/SchedeAuto/RevisioneSchedeAuto', {
      idIngaggio: setup.engagementId,
      giorni: [day],
      esito: 'approvato',
    });
    expect((await elenco(setup.worker))[0]).toMatchObject({ tipo: 'carsheetApproved' });
  });

  it('writes nothing when the event is refused (one transaction)', async () => {
    const { worker, engagementId } = await requested();
    const before = (await elenco(client)).length;
    // Accepting twice: the second is refused, and tells no one.
    await answer(t.app, worker, engagementId, ENGAGEMENT_STATE.accepted);
    const again = await answer(t.app, worker, engagementId, ENGAGEMENT_STATE.accepted);
    expect(again.json().success).toBe(false);
    expect((await elenco(client)).length).toBe(before + 1);
  });
});

describe('the list and marking read', () => {
  it('pages by 50, the newest first, older ones with ?prima', async () => {
    const worker = await crewMember(t.app, t.clock.today(), 'none');
    const notify = createNotifications({ db: t.database.db, clock: t.clock } as never).notify;
    await t.database.db.transaction(async (tx) => {
      for (let index = 0; index < 53; index += 1)
        await notify(tx, {
          userId: worker.userId,
          tipo: 'favoritesShared',
          params: { owner: 'A', category: `c${index}` },
          link: '/favorites',
        });
    });
    const first = (await list(worker)).json().data;
    expect(first.nonLette).toBe(53);
    expect(first.elenco).toHaveLength(50);
    expect(first.elenco[0].testo).toMatch(/“c52”/);
    const ids = first.elenco.map((shown: { id: number }) => shown.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const older = (await list(worker, `?prima=${ids[49]}`)).json().data.elenco;
    expect(older.map((shown: { testo: string }) => shown.testo.match(/“(c\d+)”/)![1])).toEqual(['c2', 'c1', 'c0']);
  });

  it('marks the ids named read, then all, answering the unread count; another user’s ids change nothing', async () => {
    const first = await requested();
    const second = await requested();
    await answer(t.app, first.worker, first.engagementId, ENGAGEMENT_STATE.accepted);
    await answer(t.app, second.worker, second.engagementId, ENGAGEMENT_STATE.accepted);
    const [newest, older] = await elenco(client);
    const before = (await list(client)).json().data.nonLette;

    const foreign = (await elenco(first.worker))[0].id;
    const mine = await markRead(client, { ids: [older.id, foreign] });
    expect(mine.json()).toEqual({ success: true, message: null, data: { nonLette: before - 1 } });
    expect((await elenco(first.worker))[0]).toMatchObject({ letta: false });
    const shown = (await list(client)).json().data.elenco;
    expect(shown.find((n: { id: number }) => n.id === older.id).letta).toBe(true);
    expect(shown.find((n: { id: number }) => n.id === newest.id).letta).toBe(false);

    expect((await markRead(client, {})).json().data).toEqual({ nonLette: 0 });
    expect((await list(client)).json().data.elenco.every((n: { letta: boolean }) => n.letta)).toBe(true);
  });

  it('refuses bad input with 400 in the caller’s language, and asks for a token', async () => {
    const bad = await markRead(client, { ids: ['x', 0] }, 'it');
    expect(bad.statusCode).toBe(400);
    expect(Object.values(failedFields(bad))).toContain('Notifica non valida');
    const badEn = await list(client, '?prima=-3', 'en');
    expect(badEn.statusCode).toBe(400);
    expect(failedFields(badEn)).toEqual({ prima: 'Invalid notification' });
    expect((await markRead(null, {})).statusCode).toBe(401);
    expect((await call(t.app, null, 'GET', '/api/Notifiche')).statusCode).toBe(401);
  });
});

describe('the cleanup', () => {
  it(`removes notifications older than ${KEPT_DAYS} days by the clock, and keeps the rest`, async () => {
    const { worker } = await requested();
    t.clock.advance((KEPT_DAYS - 1) * DAY_MS);
    const service = createNotifications({ db: t.database.db, clock: t.clock } as never);
    await service.removeExpired();
    expect(await elenco(worker)).toHaveLength(1);
    t.clock.advance(2 * DAY_MS);
    expect(await service.removeExpired()).toBeGreaterThanOrEqual(1);
    expect(await elenco(worker)).toHaveLength(0);
    const left = await t.database.db.select().from(notifications).where(eq(notifications.userId, worker.userId));
    expect(left).toEqual([]);
  });
});
