import { call, failedFields, masterClient, recipientOf } from '../../helpers/engagements';
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
  client = await masterClient(t.app, 'en');
  outsider = await stranger(t, t.clock.today());
});
beforeEach(async () => {
  t.clock.set(NOW);
  setup = await engagedWorker(t, { client });
  t.clock.advance(3 * DAY_MS);
});
afterAll(() => t.close());

const car = (offset: number, fields: object = {}) => ({
  id_Ingaggio: setup.engagementId,
  giorno: setup.days(offset),
  percorsiEffettuati: 'Milano - Torino - Milano',
  kmPercorsi: 280,
  modello: 'Fiat Panda',
  targa: 'ab 123 cd',
  costoBenzinaCentesimi: 4550,
  inviato: false,
  ...fields,
});

const save = (user: SignedInUser | null, body: object, language: 'it' | 'en' = 'en') =>
  call(t.app, user, 'POST', '/api/SchedeAuto/SalvaSchedeAuto', body, language);
const update = (user: SignedInUser | null, body: object, language: 'it' | 'en' = 'en') =>
  call(t.app, user, 'PUT', '/api/SchedeAuto/AggiornaSchedeAuto', body, language);
const records = (user: SignedInUser) =>
  call(t.app, user, 'GET', `/api/SchedeAuto/RecuperaSchedeAuto/${setup.engagementId}`);
const send = (user: SignedInUser, language: 'it' | 'en' = 'en') =>
  call(t.app, user, 'POST', '/api/SchedeAuto/InviaMailSchedeAutoReport', { idIngaggio: setup.engagementId }, language);
/** Saves a record and answers its id. */
const saved = async (body: object): Promise<number> => {
  const response = await save(setup.worker, body);
  if (!response.json().success) throw new Error(`record refused: ${response.body}`);
  return response.json().data.id_SchedeAuto;
};
/** Days 0, 1 and 3: 2300 km and 10,018.50 euro of fuel in all, the thousands grouped when printed. */
const threeDays = async () => {
  await saved(car(0, { kmPercorsi: 300, targa: 'zz999zz', costoBenzinaCentesimi: 1850 }));
  await saved(car(1, { kmPercorsi: 2000, costoBenzinaCentesimi: 1000000, targa: 'X1' }));
  await saved(car(3, { kmPercorsi: 0, costoBenzinaCentesimi: 0 }));
};

describe('filling a car sheet', () => {
  it('saves the five fields, the plate upper-case, the fuel cost in cents and in whole euro rounded half up', async () => {
    const response = await save(setup.worker, car(0));
    expect(response.json()).toMatchObject({
      success: true,
      data: {
        id_Ingaggio: setup.engagementId,
        giorno: setup.days(0),
        targa: 'AB123CD',
        kmPercorsi: 280,
        costoBenzinaCentesimi: 4550,
        costoBenzina: 46,
        modello: 'Fiat Panda',
        inviato: false,
        dataInvio: null,
      },
    });
    expect(
      (await save(setup.worker, car(1, { kmPercorsi: 2000, costoBenzinaCentesimi: 1000000, targa: 'X1' }))).json()
        .success,
    ).toBe(true);
    expect((await save(setup.worker, car(3, { kmPercorsi: 0, costoBenzinaCentesimi: 0 }))).json().success).toBe(true);
    const read = (await records(setup.worker)).json().data;
    expect(
      read.map((record: { costoBenzinaCentesimi: number; costoBenzina: number }) => [
        record.costoBenzinaCentesimi,
        record.costoBenzina,
      ]),
    ).toEqual([
      [4550, 46],
      [1000000, 10000],
      [0, 0],
    ]);
  });

  it('takes whole euro from an earlier client as cents, and the cents when both come', async () => {
    const firstId = await saved(car(0));
    const { costoBenzinaCentesimi: _cents, ...inEuro } = car(0);
    const euroOnly = await update(setup.worker, { ...inEuro, costoBenzina: 45, id_SchedeAuto: firstId });
    expect(euroOnly.json().data).toMatchObject({ costoBenzinaCentesimi: 4500, costoBenzina: 45 });
    const both = await update(setup.worker, {
      ...car(0, { costoBenzinaCentesimi: 1850, costoBenzina: 99 }),
      id_SchedeAuto: firstId,
    });
    expect(both.json().data).toMatchObject({ costoBenzinaCentesimi: 1850, costoBenzina: 19 });
    expect((await records(setup.worker)).json().data[0]).toMatchObject({
      costoBenzinaCentesimi: 1850,
      costoBenzina: 19,
    });
  });

  it('refuses decimal kilometres and a fraction of a cent with 400, in each language, instead of storing another number', async () => {
    for (const kmPercorsi of [35.5, '35,5', '35.5']) {
      const response = await save(setup.worker, car(2, { kmPercorsi }));
      expect(response.statusCode).toBe(400);
      expect(failedFields(response)).toEqual({
        kmPercorsi: 'Kilometres are whole numbers: write them without decimals or separators',
      });
    }
    expect(failedFields(await save(setup.worker, car(2, { kmPercorsi: 35.5 }), 'it'))).toEqual({
      kmPercorsi: 'I chilometri sono numeri interi: scrivili senza decimali né separatori',
    });
    const fraction = await save(setup.worker, car(2, { costoBenzinaCentesimi: 1850.5 }));
    expect(fraction.statusCode).toBe(400);
    expect(failedFields(fraction)).toEqual({ costoBenzinaCentesimi: 'At most two decimals: the cents' });
    expect(failedFields(await save(setup.worker, car(2, { costoBenzinaCentesimi: -1 })))).toEqual({
      costoBenzinaCentesimi: 'Fuel cost is from 0 to 10,000 euro',
    });
  });

  it('refuses a second record for the same day, a day after today, outside the engagement, and bad fields', async () => {
    await saved(car(0));
    expect((await save(setup.worker, car(0))).json()).toMatchObject({
      success: false,
      message: 'There is already a record for this day: open it to change it',
    });
    expect(failedFields(await save(setup.worker, car(4)))).toEqual({
      giorno: 'The specified date cannot be greater than today',
    });
    expect(failedFields(await save(setup.worker, car(-1)))).toEqual({
      giorno: "The day is outside the engagement's dates",
    });
    expect(
      failedFields(
        await save(
          setup.worker,
          car(2, { kmPercorsi: 2001, costoBenzinaCentesimi: 1000001, costoBenzina: 10001, targa: 'A' }),
        ),
      ),
    ).toEqual({
      kmPercorsi: 'Kilometres are from 0 to 2,000 a day',
      costoBenzinaCentesimi: 'Fuel cost is from 0 to 10,000 euro',
      costoBenzina: 'Fuel cost is from 0 to 10,000 euro',
      targa: 'The plate must have 2 to 10 letters and digits',
    });
    expect(failedFields(await save(setup.worker, car(2, { targa: 'AB-12*' }), 'it'))).toEqual({
      targa: 'La targa deve avere da 2 a 10 lettere e cifre',
    });
    expect(Object.keys(failedFields(await save(setup.worker, { id_Ingaggio: setup.engagementId })))).toEqual([
      'giorno',
      'percorsiEffettuati',
      'kmPercorsi',
      'modello',
      'targa',
      'costoBenzinaCentesimi',
    ]);
  });

  it("answers 404 for someone else's engagement or record, 401 without a token", async () => {
    const firstId = await saved(car(0));
    expect((await save(outsider, car(2))).statusCode).toBe(404);
    expect((await save(setup.client, car(2))).statusCode).toBe(404);
    expect((await update(outsider, { ...car(0), id_SchedeAuto: firstId })).statusCode).toBe(404);
    expect((await update(setup.worker, { ...car(0), id_SchedeAuto: 999999 })).statusCode).toBe(404);
    expect((await save(null, car(2))).statusCode).toBe(401);
  });

  it('updates an unsent record; moving it onto a day that has one is refused', async () => {
    const firstId = await saved(car(0));
    await saved(car(1));
    const response = await update(setup.worker, {
      ...car(0, { kmPercorsi: 300, targa: 'zz999zz', costoBenzinaCentesimi: 1850 }),
      id_SchedeAuto: firstId,
    });
    expect(response.json()).toMatchObject({
      success: true,
      data: { id_SchedeAuto: firstId, kmPercorsi: 300, targa: 'ZZ999ZZ' },
    });
    expect((await update(setup.worker, { ...car(1), id_SchedeAuto: firstId })).json()).toMatchObject({
      success: false,
    });
    expect(failedFields(await update(setup.worker, car(0)))).toEqual({ id_SchedeAuto: 'Choose a value from the list' });
  });
});

describe('sending a car sheet', () => {
  it("emails the PDF with routes, km, model, plate and fuel cost to the job's address and a copy to the worker", async () => {
    await threeDays();
    const before = (await t.sentEmails()).length;
    const response = await send(setup.worker);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Email sent',
      data: { inviati: 3, consegnata: true },
    });
    const emails = (await t.sentEmails()).slice(before);
    expect(emails.map(recipientOf)).toEqual(['produzione@example.com', setup.worker.email]);
    expect(emails[0].subject).toMatch(/^Car sheet: /);
    const text = await pdfText(attachedPdf(emails[0]));
    for (const expected of [
      'Car sheet',
      'Spot Milano',
      'Milano - Torino - Milano',
      'Fiat Panda',
      'ZZ999ZZ',
      'X1',
      'Routes travelled',
    ])
      expect(text).toContain(expected);
    const [y, m, d] = setup.days(0).split('-');
    expect(text).toContain(`${m}/${d}/${y}`);
    expect(text).toContain('€18.50');
    // km 300 + 2000 + 0, fuel 18.50 + 10,000 + 0 euro: every thousand grouped, always two decimals.
    expect(text).toMatch(/Totals\s+2300\s+€10,018\.50/);
  });

  it('makes the records read-only, and refuses a second send today', async () => {
    const firstId = await saved(car(0));
    await saved(car(1));
    expect((await send(setup.worker)).json().success).toBe(true);
    expect((await records(setup.worker)).json().data.every((record: { inviato: boolean }) => record.inviato)).toBe(
      true,
    );
    expect((await update(setup.worker, { ...car(0), id_SchedeAuto: firstId })).json()).toEqual({
      success: false,
      message: 'This record has been sent and can no longer be changed',
      data: null,
    });
    await save(setup.worker, car(2));
    expect((await send(setup.worker)).json()).toEqual({
      success: false,
      message: 'The car card report has already been sent for today. You can resend it tomorrow',
      data: null,
    });
    expect((await send(setup.worker, 'it')).json().message).toBe(
      'Il report delle schede auto è già stato inviato oggi. Potrai inviarlo di nuovo domani',
    );
  });

  it('prints what was typed in any script, the money grouped as on the pages, in a tagged PDF with its font embedded', async () => {
    await saved(car(0, { percorsiEffettuati: 'Roma → Cinecittà – Ostia “andata”', costoBenzinaCentesimi: 185000 }));
    expect((await send(setup.worker)).json().success).toBe(true);
    const pdf = await call(
      t.app,
      setup.client,
      'GET',
      `/api/SchedeAuto/SchedeAutoPdf/${setup.engagementId}`,
      undefined,
      'it',
    );
    // A cell's text wraps at the column's width: read as one line.
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Roma → Cinecittà – Ostia “andata”');
    expect(text).toContain('€ 1.850,00');
    expect(await pdfAccessibility(pdf.rawPayload)).toMatchObject({
      title: 'Scheda auto',
      language: 'it',
      structureTree: true,
      marked: true,
      displaysTitle: true,
      embeddedTrueType: true,
      standardFonts: [],
    });
  });

  it("lets the job's owner read the sent records and download the PDF; a stranger gets 404", async () => {
    await threeDays();
    expect((await send(setup.worker)).json().success).toBe(true);
    await saved(car(2)); // unsent: the client does not see it
    const read = (await records(setup.client)).json().data;
    expect(read.map((record: { giorno: string }) => record.giorno)).toEqual([0, 1, 3].map(setup.days));
    const pdf = await call(
      t.app,
      setup.client,
      'GET',
      `/api/SchedeAuto/SchedeAutoPdf/${setup.engagementId}`,
      undefined,
      'it',
    );
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Scheda auto');
    expect(text).toContain('€ 18,50');
    expect(text).toContain('€ 10.000,00');
    expect(text).toMatch(/Totali\s+2300\s+€ 10\.018,50/);
    expect((await records(outsider)).statusCode).toBe(404);
    expect((await call(t.app, outsider, 'GET', `/api/SchedeAuto/SchedeAutoPdf/${setup.engagementId}`)).statusCode).toBe(
      404,
    );
    expect((await send(setup.client)).statusCode).toBe(404);
  });
});

describe('a write repeated with its Idempotency-Key (product.md §4.19)', () => {
  const keyed = (method: 'POST' | 'PUT', body: object, key: string) =>
    t.app.inject({
      method,
      url: method === 'POST' ? '/api/SchedeAuto/SalvaSchedeAuto' : '/api/SchedeAuto/AggiornaSchedeAuto',
      headers: { ...setup.worker.auth, 'accept-language': 'en', 'idempotency-key': key },
      payload: body,
    });

  it('answers the record the first attempt made, for a new day and for a change, and makes no second one', async () => {
    const first = await keyed('POST', car(0), 'car-1');
    const again = await keyed('POST', car(0), 'car-1');
    expect(again.json()).toEqual(first.json());
    expect((await keyed('POST', car(0), 'car-2')).json().success).toBe(false);

    const changed = { ...car(0, { kmPercorsi: 90 }), id_SchedeAuto: first.json().data.id_SchedeAuto };
    expect((await keyed('PUT', changed, 'car-3')).json().data.kmPercorsi).toBe(90);
    expect((await send(setup.worker)).json().success).toBe(true);
    expect((await keyed('PUT', changed, 'car-3')).json().data).toMatchObject({ kmPercorsi: 90, inviato: true });
    expect((await records(setup.worker)).json().data).toHaveLength(1);
  });
});
