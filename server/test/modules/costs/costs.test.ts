import { addDays } from '@shared/validation/dates';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import {
  answer,
  call,
  createJob,
  crewMember,
  markAvailable,
  failedFields,
  masterClient,
  requestEngagement,
} from '../../helpers/engagements';
import { pdfText } from '../../helpers/pdf';
import { DAY_MS, NOW } from '../../helpers/sheets';
import { WORKED_EXAMPLE_PENDING } from '@shared/validation/__tests__/workedExample';
import { type TestApp, buildTestApp } from '../../helpers/testApp';
import type { SignedInUser } from '../../helpers/users';

/**
 * GET /api/Jobs/Costi/{idJob} (+ /csv, /pdf) and GET /api/Ingaggi/Compensi (product.md §4.20),
 * with the worked example: rate 24000, 8 hours, 25 %, 40 per km; one day of 10 hours, 100 km and
 * 1850 of fuel costs 37350, approved once its time report and car sheet are.
 */

const TERMS = { tariffaGiornaliera: 24000, oreGiornaliere: 8, maggiorazioneStraordinario: 25, rimborsoKm: 40 };

let t: TestApp;
let client: SignedInUser;
let worker: SignedInUser;
let outsider: SignedInUser;
let job: { id_Job: number; dataInizio: string };
let engagementId: number;
let workedDay: string;

beforeAll(async () => {
  t = await buildTestApp({}, { now: NOW });
  const today = t.clock.today();
  client = await masterClient(t.app, 'en');
  outsider = await masterClient(t.app, 'en');
  worker = await crewMember(t.app, today, 'advanced', 'en', { person: { nome: 'Giulia', cognome: '=Bianchi' } });
  job = await createJob(t.app, client, today, {
    ...TERMS,
    nome: '@Spot Milano',
    dataInizio: today,
    dataFine: addDays(today, 10),
  });
  // The complete profile marks tomorrow unavailable, and a request for it would be refused.
  await markAvailable(t.app, worker, today, today, addDays(today, 5));
  engagementId = await requestEngagement(t.app, client, worker, job.id_Job, today, addDays(today, 5));
  await answer(t.app, worker, engagementId, ENGAGEMENT_STATE.accepted);
  // A second worker accepted, with nothing sent yet: a line of zeros.
  const idle = await crewMember(t.app, today);
  await answer(t.app, idle, await requestEngagement(t.app, client, idle, job.id_Job, today, today), 2);
  t.clock.advance(DAY_MS);
  workedDay = today;
  const worked = await call(t.app, worker, 'POST', '/api/Ingaggi/CompilaTimeReport', {
    id_Ingaggio: engagementId,
    dataRiferimento: workedDay,
    oreLavorate: 10,
    oreFerie: 0,
    orePermessi: 0,
  });
  expect(worked.json().success).toBe(true);
  const car = await call(t.app, worker, 'POST', '/api/SchedeAuto/SalvaSchedeAuto', {
    id_Ingaggio: engagementId,
    giorno: workedDay,
    percorsiEffettuati: 'Milano - Monza',
    kmPercorsi: 100,
    modello: 'Fiat Panda',
    targa: 'AB123CD',
    costoBenzinaCentesimi: 1850,
  });
  expect(car.json().success).toBe(true);
  // An unsent day costs nothing yet: the client has not seen it.
  await call(t.app, worker, 'POST', '/api/Ingaggi/CompilaTimeReport', {
    id_Ingaggio: engagementId,
    dataRiferimento: addDays(workedDay, 1),
    oreLavorate: 8,
    oreFerie: 0,
    orePermessi: 0,
  });
  t.clock.advance(DAY_MS);
  expect(
    (await call(t.app, worker, 'POST', '/api/Ingaggi/InviaMailTimeReport', { idIngaggio: engagementId })).json()
      .success,
  ).toBe(true);
  expect(
    (
      await call(t.app, worker, 'POST', '/api/SchedeAuto/InviaMailSchedeAutoReport', { idIngaggio: engagementId })
    ).json().success,
  ).toBe(true);
  // The second day's hours went with the send; rejected, they no longer count.
  const rejected = await review('/api/Ingaggi/RevisioneTimeReport', [addDays(workedDay, 1)], 'respinto');
  expect(rejected.json().success).toBe(true);
});
afterAll(() => t.close());

function review(path: string, giorni: string[], esito: string) {
  return call(t.app, client, 'PUT', path, { idIngaggio: engagementId, giorni, esito });
}
const costs = (user: SignedInUser | null, suffix = '', language: 'it' | 'en' = 'en') =>
  call(t.app, user, 'GET', `/api/Jobs/Costi/${job.id_Job}${suffix}`, undefined, language);

describe('the worked example through the API', () => {
  it('costs 37350, pending until the client approves that day, then approved', async () => {
    const before = (await costs(client)).json().data;
    const line = {
      id_Ingaggio: engagementId,
      userId: worker.userId,
      nome: 'Giulia',
      cognome: '=Bianchi',
      tariffaGiornaliera: 24000,
      ...WORKED_EXAMPLE_PENDING,
    };
    expect(before).toEqual({
      id_Job: job.id_Job,
      righe: [line, expect.objectContaining({ giorni: 0, totale: 0, totaleApprovato: 0 })],
      totale: 37350,
      totaleApprovato: 0,
    });

    await review('/api/Ingaggi/RevisioneTimeReport', [workedDay], 'approvato');
    expect((await costs(client)).json().data.totaleApprovato).toBe(31500);
    await review('/api/SchedeAuto/RevisioneSchedeAuto', [workedDay], 'approvato');
    const after = (await costs(client)).json().data;
    expect(after.righe[0]).toEqual({ ...line, totaleApprovato: 37350 });
    expect([after.totale, after.totaleApprovato]).toEqual([37350, 37350]);

    // The worker's month.
    const earnings = await call(t.app, worker, 'GET', `/api/Ingaggi/Compensi?anno=${workedDay.slice(0, 4)}`);
    expect(earnings.json().data).toEqual({
      anno: Number(workedDay.slice(0, 4)),
      mesi: [
        {
          mese: workedDay.slice(0, 7),
          totale: 37350,
          totaleApprovato: 37350,
          ingaggi: [
            {
              id_Ingaggio: engagementId,
              id_Job: job.id_Job,
              nome: '@Spot Milano',
              totale: 37350,
              totaleApprovato: 37350,
            },
          ],
        },
      ],
    });
    const otherYear = await call(t.app, worker, 'GET', '/api/Ingaggi/Compensi?anno=2020');
    expect(otherYear.json().data).toEqual({ anno: 2020, mesi: [] });
  });
});

describe('the cost sheet as files', () => {
  it('is a CSV with a byte order mark, a header in the language and formula prefixes escaped', async () => {
    const english = await costs(client, '/csv');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(english.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = english.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toMatch(/^"Job","Surname","Name","Day","Day rate","Ordinary hours"/);
    expect(rows[1]).toMatch(/^"'@Spot Milano","'=Bianchi","Giulia",/);
    expect(rows[1]).toContain('"240.00","8","2","0","0","315.00","100","40.00","18.50","373.50"');
    const italian = await costs(client, '/csv', 'it');
    expect(italian.body).toContain('"Job";"Cognome";"Nome";"Giorno";"Tariffa giornaliera"');
    expect(italian.body).toContain('"240,00";"8";"2"');
  });

  it('is a printable PDF with the lines and the totals', async () => {
    const response = await costs(client, '/pdf');
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Job costs');
    expect(text).toContain('@Spot Milano');
    expect(text).toContain('€315.00');
    expect(text).toContain('€373.50');
  });
});

describe('who may read', () => {
  it("answers 404 for another client's job, 403 to a worker, 401 without a token, 400 for bad input", async () => {
    for (const suffix of ['', '/csv', '/pdf']) {
      expect((await costs(outsider, suffix)).statusCode).toBe(404);
      expect((await costs(worker, suffix)).statusCode).toBe(403);
      expect((await costs(null, suffix)).statusCode).toBe(401);
    }
    const bad = await call(t.app, client, 'GET', '/api/Jobs/Costi/abc', undefined, 'en');
    expect(bad.statusCode).toBe(400);
    const year = await call(t.app, worker, 'GET', '/api/Ingaggi/Compensi?anno=99', undefined, 'it');
    expect([year.statusCode, failedFields(year)]).toEqual([400, { anno: 'Scegli un anno dal 2000 al 2100' }]);
    expect((await call(t.app, null, 'GET', '/api/Ingaggi/Compensi?anno=2026')).statusCode).toBe(401);
  });

  it("shows a worker only their own engagements' earnings", async () => {
    const stranger = await crewMember(t.app, t.clock.today());
    const response = await call(t.app, stranger, 'GET', `/api/Ingaggi/Compensi?anno=${workedDay.slice(0, 4)}`);
    expect(response.json().data.mesi).toEqual([]);
  });
});
