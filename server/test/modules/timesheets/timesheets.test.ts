import {
  call,
  createJob,
  crewMember,
  failedFields,
  markAvailable,
  masterClient,
  recipientOf,
  requestEngagement,
} from '../../helpers/engagements';
import { type TestApp, buildTestApp } from '../../helpers/testApp';
import type { SignedInUser } from '../../helpers/users';
import { DAY_MS, NOW, attachedPdf, engagedWorker, stranger } from '../../helpers/sheets';
import { pdfAccessibility, pdfText } from '../../helpers/pdf';

let t: TestApp;
let client: SignedInUser;
let outsider: SignedInUser;
/** This test's own engagement: each test writes the records it reads, whatever ran before it. */
let setup: Awaited<ReturnType<typeof engagedWorker>>;

beforeAll(async () => {
  t = await buildTestApp({}, { now: NOW });
  client = await masterClient(t.app, 'it');
  outsider = await stranger(t, t.clock.today());
});
beforeEach(async () => {
  t.clock.set(NOW);
  setup = await engagedWorker(t, { client });
  t.clock.advance(3 * DAY_MS);
});
afterAll(() => t.close());

const day = (offset: number, hours: Partial<Record<'oreLavorate' | 'oreFerie' | 'orePermessi', number>> = {}) => ({
  dataRiferimento: setup.days(offset),
  id_Ingaggio: setup.engagementId,
  inviato: false,
  oreLavorate: 8,
  oreFerie: 0,
  orePermessi: 0,
  ...hours,
});

const compile = (user: SignedInUser | null, body: object, language: 'it' | 'en' = 'en') =>
  call(t.app, user, 'POST', '/api/Ingaggi/CompilaTimeReport', body, language);
const modify = (user: SignedInUser | null, body: object, language: 'it' | 'en' = 'en') =>
  call(t.app, user, 'PUT', '/api/Ingaggi/ModificaTimeReport', body, language);
const records = (user: SignedInUser, engagementId = setup.engagementId) =>
  call(t.app, user, 'GET', `/api/Ingaggi/RecuperaDatiTimeReport/${engagementId}`);
const send = (user: SignedInUser, language: 'it' | 'en' = 'en', engagementId = setup.engagementId) =>
  call(t.app, user, 'POST', '/api/Ingaggi/InviaMailTimeReport', { idIngaggio: engagementId }, language);

describe('filling a time report', () => {
  it("saves a day's hours for the engaged worker, up to today, inside the engagement", async () => {
    const response = await compile(setup.worker, day(0, { oreLavorate: 8, orePermessi: 2 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Saved',
      data: {
        id_Ingaggio: setup.engagementId,
        dataRiferimento: setup.days(0),
        oreLavorate: 8,
        oreFerie: 0,
        orePermessi: 2,
        inviato: false,
        dataInvio: null,
        stato: 'da_inviare',
        notaRevisione: null,
      },
    });
    // inviato in the body is the server's to decide; today itself may be filled; 24 hours in all is the limit.
    expect(
      (await compile(setup.worker, { ...day(3, { oreLavorate: 16, oreFerie: 8 }), inviato: true })).json().data,
    ).toMatchObject({ inviato: false, oreLavorate: 16 });
  });

  it('refuses a second record for the same day, clearly', async () => {
    await compile(setup.worker, day(0));
    const response = await compile(setup.worker, day(0));
    expect(response.json()).toEqual({
      success: false,
      message: 'There is already a record for this day: open it to change it',
      data: null,
    });
  });

  it("refuses a day after today with the catalogue's message, in English and Italian", async () => {
    const english = await compile(setup.worker, day(4));
    expect(english.statusCode).toBe(400);
    expect(failedFields(english)).toEqual({ dataRiferimento: 'The specified date cannot be greater than today' });
    expect(failedFields(await compile(setup.worker, day(4), 'it'))).toEqual({
      dataRiferimento: 'La data specificata non può essere successiva a oggi',
    });
  });

  it("refuses a day outside the engagement's dates", async () => {
    const response = await compile(setup.worker, day(-1));
    expect(response.statusCode).toBe(400);
    expect(failedFields(response)).toEqual({ dataRiferimento: "The day is outside the engagement's dates" });
  });

  it('refuses hours that are not whole numbers from 0 to 24, a day above 24 in all, and missing fields', async () => {
    expect(
      failedFields(await compile(setup.worker, day(1, { oreLavorate: 25, oreFerie: -1, orePermessi: 1.5 }))),
    ).toEqual({
      oreLavorate: 'Hours are whole numbers from 0 to 24',
      oreFerie: 'Hours are whole numbers from 0 to 24',
      orePermessi: 'Hours are whole numbers from 0 to 24',
    });
    expect(
      failedFields(await compile(setup.worker, day(1, { oreLavorate: 10, oreFerie: 10, orePermessi: 5 }), 'it')),
    ).toEqual({
      oreLavorate: 'Le ore del giorno non possono superare 24 in totale',
    });
    expect(Object.keys(failedFields(await compile(setup.worker, {})))).toEqual([
      'dataRiferimento',
      'id_Ingaggio',
      'oreLavorate',
      'oreFerie',
      'orePermessi',
    ]);
  });

  it('refuses negative holiday hours, as a number or as typed text, with 400 in each language; never stores them unsigned', async () => {
    for (const oreFerie of [-3, '-3']) {
      const response = await compile(setup.worker, { ...day(1), oreFerie });
      expect(response.statusCode).toBe(400);
      expect(failedFields(response)).toEqual({ oreFerie: 'Hours are whole numbers from 0 to 24' });
    }
    expect(failedFields(await compile(setup.worker, { ...day(1), oreFerie: '-3' }, 'it'))).toEqual({
      oreFerie: 'Le ore sono numeri interi da 0 a 24',
    });
    expect(failedFields(await compile(setup.worker, { ...day(1), oreFerie: '1,5' }))).toEqual({
      oreFerie: 'Hours are whole numbers from 0 to 24',
    });
  });

  it("answers 404 for someone else's engagement (its client and a stranger) and 401 without a token", async () => {
    expect((await compile(setup.client, day(1))).statusCode).toBe(404);
    expect((await compile(outsider, day(1))).statusCode).toBe(404);
    expect((await compile(setup.worker, { ...day(1), id_Ingaggio: 999999 })).statusCode).toBe(404);
    expect((await compile(null, day(1))).statusCode).toBe(401);
  });

  it('refuses an engagement not accepted', async () => {
    const job = await createJob(t.app, setup.client, t.clock.today(), {
      dataInizio: t.clock.today(),
      dataFine: setup.days(20),
    });
    // Another worker: the engaged one is booked on these days, and a request for them is refused.
    const worker = await crewMember(t.app, t.clock.today());
    await markAvailable(t.app, worker, t.clock.today(), t.clock.today(), setup.days(6));
    const pending = await requestEngagement(t.app, setup.client, worker, job.id_Job, t.clock.today(), setup.days(6));
    const refused = await compile(worker, { ...day(3), id_Ingaggio: pending });
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'Only an accepted engagement has time reports and car sheets',
    });
  });

  it('changes an unsent day; a day with no record is 404', async () => {
    await compile(setup.worker, day(0, { oreLavorate: 8, orePermessi: 2 }));
    const response = await modify(setup.worker, day(0, { oreLavorate: 6, oreFerie: 2 }));
    expect(response.json()).toMatchObject({
      success: true,
      data: { oreLavorate: 6, oreFerie: 2, orePermessi: 0, inviato: false },
    });
    expect((await modify(setup.worker, day(2))).statusCode).toBe(404);
    expect((await modify(outsider, day(0))).statusCode).toBe(404);
    expect(failedFields(await modify(setup.worker, day(0, { oreLavorate: 30 })))).toEqual({
      oreLavorate: 'Hours are whole numbers from 0 to 24',
    });
  });
});

describe('sending a time report', () => {
  it("emails the unsent days to the job's address as a PDF, with a copy to the worker, and makes them read-only", async () => {
    await compile(setup.worker, day(0, { oreLavorate: 6, oreFerie: 2 }));
    await compile(setup.worker, day(3, { oreLavorate: 16, oreFerie: 8 }));
    await compile(setup.worker, day(1, { oreLavorate: 4, oreFerie: 4, orePermessi: 1 }));
    const before = (await t.sentEmails()).length;
    const response = await send(setup.worker);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Email sent',
      data: {
        id_Ingaggio: setup.engagementId,
        inviati: 3,
        email: 'produzione@example.com',
        consegnata: true,
        dataInvio: t.clock.now().toISOString(),
      },
    });

    const emails = (await t.sentEmails()).slice(before);
    expect(emails.map(recipientOf)).toEqual(['produzione@example.com', setup.worker.email]);
    // The job's owner writes Italian (the client's language): the PDF and its dates are Italian; the worker's copy English.
    expect(emails[0].subject).toMatch(/^Time report: /);
    const text = await pdfText(attachedPdf(emails[0]));
    const [y, m, d] = setup.days(0).split('-');
    expect(text).toContain(`${d}/${m}/${y}`);
    expect(text).toContain('Spot Milano');
    expect(text).toContain('Ore lavorate');
    // Days 0, 1 and 3: worked 6 + 4 + 16, holiday 2 + 4 + 8, leave 0 + 1 + 0.
    expect(text).toMatch(/Totali\s+26\s+14\s+1/);
    for (const offset of [0, 1, 3]) {
      const [yy, mm, dd] = setup.days(offset).split('-');
      expect(text).toContain(`${dd}/${mm}/${yy}`);
    }
    const copy = await pdfText(attachedPdf(emails[1]));
    expect(copy).toContain('Hours worked');
    expect(copy).toMatch(/Totals\s+26\s+14\s+1/);
    const [ey, em, ed] = setup.days(0).split('-');
    expect(copy).toContain(`${em}/${ed}/${ey}`);

    const read = (await records(setup.worker)).json().data;
    expect(read.map((record: { inviato: boolean }) => record.inviato)).toEqual([true, true, true]);
  });

  it('keeps a sent day read-only', async () => {
    await compile(setup.worker, day(1, { oreLavorate: 4, oreFerie: 4, orePermessi: 1 }));
    expect((await send(setup.worker)).json().success).toBe(true);
    const response = await modify(setup.worker, day(1, { oreLavorate: 1 }), 'it');
    expect(response.json()).toEqual({
      success: false,
      message: 'Questo record è stato inviato e non può più essere modificato',
      data: null,
    });
    expect((await compile(setup.worker, day(1))).json().success).toBe(false);
  });

  it("refuses a second send the same day with the catalogue's message, and nothing to send clearly", async () => {
    await compile(setup.worker, day(0));
    expect((await send(setup.worker)).json().success).toBe(true);
    await compile(setup.worker, day(2));
    expect((await send(setup.worker)).json()).toEqual({
      success: false,
      message: 'The time report has already been sent today. You can resend it tomorrow',
      data: null,
    });
    expect((await send(setup.worker, 'it')).json().message).toBe(
      'Il time report è già stato inviato oggi. Potrai inviarlo di nuovo domani',
    );
    t.clock.advance(DAY_MS);
    expect((await send(setup.worker)).json()).toMatchObject({ success: true, data: { inviati: 1 } });
    t.clock.advance(DAY_MS);
    expect((await send(setup.worker)).json()).toEqual({
      success: false,
      message: 'There are no records to send',
      data: null,
    });
  });

  it("answers 404 to anyone but the engagement's worker", async () => {
    expect((await send(outsider)).statusCode).toBe(404);
    expect((await send(setup.client)).statusCode).toBe(404);
  });
});

describe("the job's owner", () => {
  it('reads the sent days read-only and downloads the same PDF; a stranger gets 404', async () => {
    await compile(setup.worker, day(0, { oreLavorate: 6, oreFerie: 2 }));
    await compile(setup.worker, day(1, { oreLavorate: 4, oreFerie: 4, orePermessi: 1 }));
    await compile(setup.worker, day(2));
    await compile(setup.worker, day(3, { oreLavorate: 16, oreFerie: 8 }));
    expect((await send(setup.worker)).json().success).toBe(true);
    t.clock.advance(2 * DAY_MS);
    await compile(setup.worker, day(5)); // unsent: the client does not see it
    const read = await records(setup.client);
    expect(read.json().data.map((record: { dataRiferimento: string }) => record.dataRiferimento)).toEqual(
      [0, 1, 2, 3].map(setup.days),
    );
    expect((await records(setup.worker)).json().data).toHaveLength(5);

    const pdf = await call(
      t.app,
      setup.client,
      'GET',
      `/api/Ingaggi/TimeReportPdf/${setup.engagementId}`,
      undefined,
      'it',
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="timesheet-\d+-[\d-]+\.pdf"$/);
    const text = await pdfText(pdf.rawPayload);
    // Days 0 to 3: worked 6 + 4 + 8 + 16.
    expect(text).toMatch(/Totali\s+34\s+14\s+1/);
    expect(await pdfAccessibility(pdf.rawPayload)).toMatchObject({
      title: 'Time report',
      language: 'it',
      structureTree: true,
      embeddedTrueType: true,
      standardFonts: [],
      structureTypes: ['Document', 'H1', 'P', 'TD', 'TH', 'TR', 'Table'],
    });

    expect((await records(outsider)).statusCode).toBe(404);
    expect((await call(t.app, outsider, 'GET', `/api/Ingaggi/TimeReportPdf/${setup.engagementId}`)).statusCode).toBe(
      404,
    );
  });
});

describe('a write repeated with its Idempotency-Key (product.md §4.19)', () => {
  const keyed = (method: 'POST' | 'PUT', body: object, key: string) =>
    t.app.inject({
      method,
      url: method === 'POST' ? '/api/Ingaggi/CompilaTimeReport' : '/api/Ingaggi/ModificaTimeReport',
      headers: { ...setup.worker.auth, 'accept-language': 'en', 'idempotency-key': key },
      payload: body,
    });

  it('answers the record an earlier attempt made, and makes no second one; another key or none is refused', async () => {
    const first = await keyed('POST', day(0, { oreLavorate: 9 }), 'change-1');
    expect(first.statusCode).toBe(200);
    const again = await keyed('POST', day(0, { oreLavorate: 9 }), 'change-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect((await records(setup.worker)).json().data).toHaveLength(1);

    const otherKey = await keyed('POST', day(0, { oreLavorate: 9 }), 'change-2');
    expect(otherKey.json()).toEqual({
      success: false,
      message: 'There is already a record for this day: open it to change it',
      data: null,
    });
  });

  it('answers a repeated change after the record was sent, and refuses any other change of it', async () => {
    await compile(setup.worker, day(1));
    expect((await keyed('PUT', day(1, { oreLavorate: 10 }), 'change-3')).statusCode).toBe(200);
    expect((await send(setup.worker)).statusCode).toBe(200);

    const repeated = await keyed('PUT', day(1, { oreLavorate: 10 }), 'change-3');
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().data).toMatchObject({ oreLavorate: 10, inviato: true });
    const readOnly = (await modify(setup.worker, day(1, { oreLavorate: 11 }))).json();
    expect(readOnly.success).toBe(false);
    expect((await keyed('PUT', day(1, { oreLavorate: 11 }), 'change-4')).json()).toEqual(readOnly);
  });

  it("refuses a malformed key as a field of the 400, and another worker's key answers nothing of theirs", async () => {
    const malformed = await keyed('POST', day(2), 'two words');
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(failedFields(malformed))).toEqual(['Idempotency-Key']);

    await keyed('POST', day(2), 'change-5');
    const other = await engagedWorker(t, { client });
    const theirs = await t.app.inject({
      method: 'PUT',
      url: '/api/Ingaggi/ModificaTimeReport',
      headers: { ...other.worker.auth, 'idempotency-key': 'change-5' },
      payload: { ...day(2), id_Ingaggio: setup.engagementId },
    });
    expect(theirs.statusCode).toBe(404);
  });
});
