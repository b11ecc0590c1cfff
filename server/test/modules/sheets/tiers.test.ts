import { call, recipientOf } from '../../helpers/engagements';
import { activate } from '../../helpers/payments';
import { type TestApp, buildTestApp } from '../../helpers/testApp';
import type { SignedInUser } from '../../helpers/users';
import { DAY_MS, NOW, engagedWorker, stranger } from '../../helpers/sheets';

/**
 * Who may reach the day sheets by tier (product.md §2.6): the worker's side of an accepted
 * engagement (write, read, send, download) is Advanced's, and Master keeps it; below Advanced every
 * call is refused for the tier before anything about the engagement is read. Reading a job's sent
 * reports as its owner stays job management, for Master.
 */

let t: TestApp;
let setup: Awaited<ReturnType<typeof engagedWorker>>;

beforeAll(async () => {
  t = await buildTestApp({}, { now: NOW });
});
beforeEach(async () => {
  t.clock.set(NOW);
  setup = await engagedWorker(t);
  t.clock.advance(3 * DAY_MS);
});
afterAll(() => t.close());

/** The Advanced plan of the seed (db/seed/plans.ts): one month. */
const ADVANCED_MONTHLY = 1;
const ADVANCED_NEEDED = {
  en: 'This feature needs an Advanced or Master subscription: activate one on the Subscriptions page',
  it: 'Questa funzione richiede un abbonamento Advanced o Master: attivalo dalla pagina Abbonamenti',
};

type Language = 'it' | 'en';

/** A call in English unless told. */
const ask = (
  user: SignedInUser,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: object,
  language: Language = 'en',
) => call(t.app, user, method, url, body, language);

/** The calls of a kind of record, on this test's engagement. */
interface SheetCalls {
  kind: string;
  save: (user: SignedInUser, language?: Language) => ReturnType<typeof ask>;
  /** Changes the record `save` wrote (answered by `save`). */
  update: (user: SignedInUser, saved: { id_SchedeAuto?: number }, language?: Language) => ReturnType<typeof ask>;
  list: (user: SignedInUser, language?: Language) => ReturnType<typeof ask>;
  send: (user: SignedInUser, language?: Language) => ReturnType<typeof ask>;
  pdf: (user: SignedInUser, language?: Language) => ReturnType<typeof ask>;
}

const hours = (oreLavorate: number) => ({
  id_Ingaggio: setup.engagementId,
  dataRiferimento: setup.days(1),
  oreLavorate,
  oreFerie: 0,
  orePermessi: 0,
});
const car = (kmPercorsi: number) => ({
  id_Ingaggio: setup.engagementId,
  giorno: setup.days(1),
  percorsiEffettuati: 'Roma - Ostia - Roma',
  kmPercorsi,
  modello: 'Fiat Panda',
  targa: 'AB123CD',
  costoBenzinaCentesimi: 2000,
});

const SHEETS: SheetCalls[] = [
  {
    kind: 'time report',
    save: (user, language) => ask(user, 'POST', '/api/Ingaggi/CompilaTimeReport', hours(8), language),
    update: (user, _saved, language) => ask(user, 'PUT', '/api/Ingaggi/ModificaTimeReport', hours(6), language),
    list: (user, language) =>
      ask(user, 'GET', `/api/Ingaggi/RecuperaDatiTimeReport/${setup.engagementId}`, undefined, language),
    send: (user, language) =>
      ask(user, 'POST', '/api/Ingaggi/InviaMailTimeReport', { idIngaggio: setup.engagementId }, language),
    pdf: (user, language) => ask(user, 'GET', `/api/Ingaggi/TimeReportPdf/${setup.engagementId}`, undefined, language),
  },
  {
    kind: 'car sheet',
    save: (user, language) => ask(user, 'POST', '/api/SchedeAuto/SalvaSchedeAuto', car(40), language),
    update: (user, saved, language) =>
      ask(
        user,
        'PUT',
        '/api/SchedeAuto/AggiornaSchedeAuto',
        { ...car(55), id_SchedeAuto: saved.id_SchedeAuto ?? 1 },
        language,
      ),
    list: (user, language) =>
      ask(user, 'GET', `/api/SchedeAuto/RecuperaSchedeAuto/${setup.engagementId}`, undefined, language),
    send: (user, language) =>
      ask(user, 'POST', '/api/SchedeAuto/InviaMailSchedeAutoReport', { idIngaggio: setup.engagementId }, language),
    pdf: (user, language) =>
      ask(user, 'GET', `/api/SchedeAuto/SchedeAutoPdf/${setup.engagementId}`, undefined, language),
  },
];

const tierOf = async (user: SignedInUser) =>
  (await ask(user, 'GET', '/api/Auth/getUserData')).json().data.tipologiaAbbonamento;

describe.each(SHEETS)('the $kind', (sheet) => {
  it('is kept, read, sent and downloaded by an Advanced worker with an accepted engagement', async () => {
    expect(await tierOf(setup.worker)).toBe(1);
    const saved = await sheet.save(setup.worker);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: 'Saved', data: { inviato: false } });
    expect((await sheet.update(setup.worker, saved.json().data)).json()).toMatchObject({ success: true });
    const listed = await sheet.list(setup.worker);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toHaveLength(1);

    const before = (await t.sentEmails()).length;
    const sent = await sheet.send(setup.worker);
    expect(sent.json()).toMatchObject({ success: true, message: 'Email sent', data: { inviati: 1 } });
    const emails = (await t.sentEmails()).slice(before);
    expect(emails.map(recipientOf).sort()).toEqual(['produzione@example.com', setup.worker.email].sort());

    const pdf = await sheet.pdf(setup.worker);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('is refused for the tier to a worker back on Basic, in their language, on every call', async () => {
    const saved = (await sheet.save(setup.worker)).json().data;
    const ended = await call(t.app, setup.worker, 'DELETE', '/api/Subscription/', undefined, 'en');
    expect(ended.json().success).toBe(true);
    expect(await tierOf(setup.worker)).toBe(0);

    for (const language of ['en', 'it'] as const) {
      for (const response of [
        await sheet.save(setup.worker, language),
        await sheet.update(setup.worker, saved, language),
        await sheet.list(setup.worker, language),
        await sheet.send(setup.worker, language),
        await sheet.pdf(setup.worker, language),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ success: false, message: ADVANCED_NEEDED[language], data: null });
      }
    }
  });

  it('is refused for the tier to a Basic user before anything about the engagement', async () => {
    // A stranger to the engagement would get 404 on Advanced; on Basic the tier answers first.
    const basic = await stranger(t, t.clock.today(), 'none');
    expect((await sheet.list(basic)).statusCode).toBe(403);
    expect((await sheet.save(basic)).statusCode).toBe(403);
    expect((await stranger(t, t.clock.today(), 'advanced').then((advanced) => sheet.list(advanced))).statusCode).toBe(
      404,
    );
  });

  it("is read by the job's owner on Master only: on Advanced the owner is refused, naming Master", async () => {
    await sheet.save(setup.worker);
    expect((await sheet.send(setup.worker)).json().success).toBe(true);
    expect((await sheet.list(setup.client)).json().data).toHaveLength(1);
    expect((await sheet.pdf(setup.client)).statusCode).toBe(200);

    // The owner's Master is replaced by Advanced (billing and card are saved already).
    expect((await activate(t.app, setup.client, ADVANCED_MONTHLY, false)).json().success).toBe(true);
    for (const response of [await sheet.list(setup.client), await sheet.pdf(setup.client, 'it')]) {
      expect(response.statusCode).toBe(403);
    }
    expect((await sheet.list(setup.client)).json().message).toBe(
      'This feature needs a Master subscription: activate it on the Subscriptions page',
    );
  });
});
