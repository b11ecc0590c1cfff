import { eq, sql } from 'drizzle-orm';
import { users } from '../../../src/db/schema';
import { call, jobBody, masterClient } from '../../helpers/engagements';
import { DAY_MS, NOW, engagedWorker } from '../../helpers/sheets';
import { type TestApp, buildTestApp } from '../../helpers/testApp';
import { versionedReads } from '../../helpers/versionedAnswers';
import { saveTab, validTabs } from '../profile/fixtures';

/**
 * GET /api/Jobs/Costi/{idJob} is answered from the owner's versioned answers (docs/decisions.md,
 * "A job's costs"): migration 0024's triggers move the owner's data version with every sent record
 * of the job's engagements and every engaged worker's name, migration 0010's with the job and its
 * engagements. Each test reads the kept sheet (a 304 for its ETag), makes one write, and proves the
 * owner sees it at once; a write the sheet does not show (a draft) leaves the sheet kept.
 */

const TERMS = { tariffaGiornaliera: 24000, oreGiornaliere: 8, maggiorazioneStraordinario: 25, rimborsoKm: 40 };

let t: TestApp;
let reads: ReturnType<typeof versionedReads>;

beforeAll(async () => {
  t = await buildTestApp({}, { now: NOW });
  reads = versionedReads(t.app);
});
afterAll(() => t.close());
afterEach(() => t.clock.set(NOW));

/** An accepted engagement on a job with TERMS, its first four days open to the records. */
async function engaged() {
  const found = await engagedWorker(t, { terms: TERMS });
  t.clock.advance(3 * DAY_MS);
  const url = `/api/Jobs/Costi/${found.job.id_Job}`;
  const { client, worker, engagementId } = found;
  const hours = async (offset: number, oreLavorate = 10) => {
    const body = {
      id_Ingaggio: engagementId,
      dataRiferimento: found.days(offset),
      oreLavorate,
      oreFerie: 0,
      orePermessi: 0,
    };
    expect((await call(t.app, worker, 'POST', '/api/Ingaggi/CompilaTimeReport', body)).json().success).toBe(true);
  };
  const car = async (offset: number) => {
    const saved = await call(t.app, worker, 'POST', '/api/SchedeAuto/SalvaSchedeAuto', {
      id_Ingaggio: engagementId,
      giorno: found.days(offset),
      percorsiEffettuati: 'Milano - Monza',
      kmPercorsi: 100,
      modello: 'Fiat Panda',
      targa: 'AB123CD',
      costoBenzinaCentesimi: 1850,
    });
    expect(saved.json().success).toBe(true);
  };
  const send = async (path: string) =>
    expect((await call(t.app, worker, 'POST', path, { idIngaggio: engagementId })).json().success).toBe(true);
  const sendHours = () => send('/api/Ingaggi/InviaMailTimeReport');
  const sendCar = () => send('/api/SchedeAuto/InviaMailSchedeAutoReport');
  const review = async (path: string, offset: number, esito: string) => {
    const body = { idIngaggio: engagementId, giorni: [found.days(offset)], esito };
    expect((await call(t.app, client, 'PUT', path, body)).json().success).toBe(true);
  };
  /** The owner's sheet after `write`: changed at once (a 200 for the old ETag); its line and totals. */
  const afterWrite = async (write: () => Promise<unknown>) => {
    const before = await reads.current(client, url);
    await write();
    const { data } = await reads.changed(client, url, before);
    return { ...data, line: data.righe[0] };
  };
  return { ...found, url, hours, car, sendHours, sendCar, review, afterWrite };
}

const execute = (query: ReturnType<typeof sql>) =>
  t.database.db.execute(query) as unknown as Promise<{ rows: Record<string, unknown>[] }>;

describe("the owner's cost sheet, kept and current", () => {
  it('keeps a saved draft out (304), and shows the time report once sent', async () => {
    const e = await engaged();
    const before = await reads.current(e.client, e.url);
    expect(before.data.righe[0]).toMatchObject({ giorni: 0, totale: 0 });
    await e.hours(0);
    expect((await reads.read(e.client, e.url, before.etag)).status).toBe(304);
    const sent = await e.afterWrite(e.sendHours);
    // The worked example: 10 hours at 24000 for 8, 2 of overtime at 25 %.
    expect(sent.line).toMatchObject({ giorni: 1, oreStraordinario: 2, totale: 31500, totaleApprovato: 0 });
  });

  it('shows a sent car sheet at once', async () => {
    const e = await engaged();
    await e.car(0);
    const sent = await e.afterWrite(e.sendCar);
    expect(sent.line).toMatchObject({ km: 100, carburante: 1850, totale: 5850 });
  });

  it('moves totaleApprovato when the client approves, and drops a rejected record', async () => {
    const e = await engaged();
    await e.hours(0);
    await e.sendHours();
    await e.car(0);
    await e.sendCar();
    const approved = await e.afterWrite(() => e.review('/api/Ingaggi/RevisioneTimeReport', 0, 'approvato'));
    expect([approved.totale, approved.totaleApprovato]).toEqual([37350, 31500]);
    const rejected = await e.afterWrite(() => e.review('/api/SchedeAuto/RevisioneSchedeAuto', 0, 'respinto'));
    expect([rejected.totale, rejected.totaleApprovato]).toEqual([31500, 31500]);
  });

  it("shows the worker's new name: in the profile, and a username", async () => {
    const e = await engaged();
    const renamed = await e.afterWrite(() =>
      saveTab(t.app, e.worker, 1, { ...validTabs(e.start)[1], cognome: 'Verdi' }),
    );
    expect(renamed.line.cognome).toBe('Verdi');
    // A username names a worker with no profile name; its change moves the sheet all the same.
    await execute(sql`update profiles set nome = null, cognome = null where user_id = ${e.worker.userId}`);
    const bare = await e.afterWrite(() =>
      t.database.db
        .update(users)
        .set({ username: `w${e.worker.userId}` })
        .where(eq(users.id, e.worker.userId)),
    );
    expect(bare.line.nome).toBe(`w${e.worker.userId}`);
  });

  it("follows the job's terms (migration 0010's triggers)", async () => {
    const e = await engaged();
    await e.hours(0);
    await e.sendHours();
    const body = jobBody(e.start, {
      ...TERMS,
      id_Job: e.job.id_Job,
      dataInizio: e.start,
      dataFine: e.days(20),
      oreGiornaliere: 10,
    });
    const longer = await e.afterWrite(() => call(t.app, e.client, 'PUT', '/api/Jobs/AggiornaJob', body));
    expect(longer.line).toMatchObject({ oreOrdinarie: 10, oreStraordinario: 0, totale: 24000 });
  });

  it('follows sent records changed or deleted in the database, one version drawn per statement', async () => {
    const e = await engaged();
    await e.hours(0);
    await e.hours(1);
    await e.sendHours();
    const drawn = async () =>
      Number((await execute(sql`select last_value from user_data_version_seq`)).rows[0].last_value);
    let before = 0;
    const changed = await e.afterWrite(async () => {
      before = await drawn();
      await execute(sql`update time_reports set worked = 4 where engagement_id = ${e.engagementId}`);
    });
    // Two records in one statement: the owner bumped once.
    expect(await drawn()).toBe(before + 1);
    expect(changed.line).toMatchObject({ giorni: 2, oreOrdinarie: 8, oreStraordinario: 0 });
    const deleted = await e.afterWrite(() =>
      execute(sql`delete from time_reports where engagement_id = ${e.engagementId}`),
    );
    expect(deleted.line).toMatchObject({ giorni: 0, totale: 0 });
  });

  it('is kept per language, and still 404 for another user', async () => {
    const e = await engaged();
    const [english, italian] = [
      await call(t.app, e.client, 'GET', e.url, undefined, 'en'),
      await call(t.app, e.client, 'GET', e.url, undefined, 'it'),
    ];
    expect([english.statusCode, italian.statusCode]).toEqual([200, 200]);
    expect(italian.headers.etag).not.toBe(english.headers.etag);
    expect((await call(t.app, await masterClient(t.app), 'GET', e.url)).statusCode).toBe(404);
  });
});
