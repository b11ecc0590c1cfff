import sharp from 'sharp';
import { addDays } from '@shared/validation/dates';
import {
  answer,
  call,
  createJob,
  crewMember,
  masterClient,
  requestEngagement,
  subscribe,
} from '../../helpers/engagements';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { type SignedInUser, signUpAndIn } from '../../helpers/users';
import { multipart } from '../profile/fixtures';

/**
 * The crew card another user reads (docs/decisions.md "The crew card"): for Master
 * clients, of complete profiles only, with exactly the documented fields; phone and email only for
 * a client with an accepted engagement with that person.
 */
let t: TestApp;
let today: string;
let worker: SignedInUser;
let stranger: SignedInUser;
let engaged: SignedInUser;
let pending: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp({}, { now: '2030-05-10T10:00:00Z' });
  today = t.clock.today();
  worker = await crewMember(t.app, today);
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();
  const body = multipart('file', [{ filename: 'me.jpg', contentType: 'image/jpeg', bytes: photo }]);
  await t.app.inject({
    method: 'POST',
    url: '/api/Profilo/CaricaImmagineProfilo',
    payload: body.payload,
    headers: { ...body.headers, ...worker.auth },
  });
  stranger = await masterClient(t.app);
  engaged = await masterClient(t.app);
  const job = await createJob(t.app, engaged, today);
  const accepted = await requestEngagement(
    t.app,
    engaged,
    worker,
    job.id_Job,
    job.dataInizio,
    addDays(job.dataInizio, 1),
  );
  expect((await answer(t.app, worker, accepted, 2)).json().success).toBe(true);
  pending = await masterClient(t.app);
  const pendingJob = await createJob(t.app, pending, today);
  // The day after the accepted ones: a request for a booked day is refused.
  const pendingDay = addDays(pendingJob.dataInizio, 2);
  await requestEngagement(t.app, pending, worker, pendingJob.id_Job, pendingDay, pendingDay);
});
afterAll(() => t.close());

const card = (viewer: SignedInUser, id: number, language: 'it' | 'en' = 'en') =>
  call(t.app, viewer, 'GET', `/api/Profilo/RecuperaProfilo/${id}`, undefined, language);

/** Every key path of a JSON value, arrays' items as []. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((item) => keyPaths(item, `${prefix}[]`)))];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [
      `${prefix}${prefix ? '.' : ''}${key}`,
      ...keyPaths(inner, `${prefix}${prefix ? '.' : ''}${key}`),
    ]);
  return [];
}

/** The documented card (docs/decisions.md), contacts aside. */
const CARD_FIELDS = [
  'id_Profilo',
  'userId',
  'nome',
  'cognome',
  'immagineProfilo',
  'contatti',
  'listaNazioni',
  'listaNazioni[].id_Nazione',
  'listaNazioni[].nazione',
  'listaNazioni[].id_Regione',
  'listaNazioni[].regione',
  'datiFisici',
  'datiFisici.altezza',
  'datiFisici.peso',
  'datiFisici.numeroScarpe',
  'datiFisici.tagliaVestiti',
  'datiFisici.tagliaPantaloni',
  'esperienze',
  'listaRuoli',
  'listaRuoli[].id_RuoloProfilo',
  'listaRuoli[].id_Ambito',
  'listaRuoli[].ambito',
  'listaRuoli[].id_Dipartimento',
  'listaRuoli[].dipartimento',
  'listaRuoli[].id_Ruolo',
  'listaRuoli[].ruolo',
  'listaLingue',
  'listaLingue[].id_LinguaProfilo',
  'listaLingue[].lingua',
  'listaLingue[].livello',
  'listaDisponibilita',
  'listaDisponibilita[].giorno',
  'listaDisponibilita[].disponibile',
  'listaDisponibilita[].prenotato',
].sort();

describe('GET /api/Profilo/RecuperaProfilo/{id} of another user', () => {
  it('answers a Master client the card with exactly the documented fields, without contacts', async () => {
    const response = await card(stranger, worker.userId);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(keyPaths(data).sort()).toEqual(CARD_FIELDS);
    expect(data).toMatchObject({
      userId: worker.userId,
      nome: 'Giulia',
      cognome: 'Bianchi',
      immagineProfilo: true,
      contatti: null,
    });
    // The accepted engagement's two days read booked; a pending request books nothing.
    const booked = data.listaDisponibilita.filter((day: { prenotato: boolean }) => day.prenotato);
    expect(booked).toEqual([
      { giorno: addDays(today, 5), disponibile: false, prenotato: true },
      { giorno: addDays(today, 6), disponibile: false, prenotato: true },
    ]);
    // What the wizard's other tabs hold never travels, whatever its field is called.
    for (const secret of [
      'bnchgl90a41h501x',
      'BNCHGL90A41H501X',
      '1990-01-01',
      'Via Appia Nuova',
      'Napoli',
      'RSSLCU18C10H501K',
      'rssmra85t10a562s',
      'X054',
      'Banca Popolare',
      worker.username,
      worker.email,
      '333',
    ]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('adds phone and email for a client with an accepted engagement with that person, not for a pending one', async () => {
    const withContacts = (await card(engaged, worker.userId)).json().data;
    expect(withContacts.contatti).toEqual({
      telefono: expect.stringContaining('333'),
      email: 'giulia.bianchi@example.com',
    });
    expect(keyPaths(withContacts).sort()).toEqual([...CARD_FIELDS, 'contatti.email', 'contatti.telefono'].sort());
    expect((await card(pending, worker.userId)).json().data.contatti).toBeNull();
  });

  it('answers 403 below Master, 404 for an incomplete profile or none, 401 without a token', async () => {
    const advanced = await signUpAndIn(t.app);
    await subscribe(t.app, advanced, 'advanced');
    expect((await card(advanced, worker.userId)).statusCode).toBe(403);
    expect((await card(worker, stranger.userId)).statusCode).toBe(403);
    const incomplete = await signUpAndIn(t.app);
    for (const id of [incomplete.userId, 999999]) {
      const response = await card(stranger, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Not found', data: null });
    }
    expect((await call(t.app, null, 'GET', `/api/Profilo/RecuperaProfilo/${worker.userId}`)).statusCode).toBe(401);
  });
});

describe('GET /api/Profilo/RecuperaImmagineProfilo/{userId}?base64=true of another user', () => {
  const avatar = (viewer: SignedInUser, id: number, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/Profilo/RecuperaImmagineProfilo/${id}?base64=true`,
      headers: { ...viewer.auth, ...headers },
    });

  it('answers a Master client the small thumbnail with an ETag, and 304 while it is current', async () => {
    const response = await avatar(stranger, worker.userId);
    expect(response.statusCode).toBe(200);
    const dataUrl: string = response.json().data;
    expect(dataUrl).toMatch(/^data:image\/webp;base64,/);
    const decoded = await sharp(Buffer.from(dataUrl.split(',')[1], 'base64')).metadata();
    expect([decoded.width, decoded.height]).toEqual([160, 160]);
    expect(dataUrl.length).toBeLessThan(20_000);
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const again = await avatar(stranger, worker.userId, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The image form has its own ETag: a data: URL is not the image's bytes.
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/Profilo/RecuperaImmagineProfilo/${worker.userId}`,
      headers: { ...stranger.auth, 'if-none-match': etag },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('answers 403 below Master and 404 for an incomplete profile', async () => {
    const advanced = await signUpAndIn(t.app);
    await subscribe(t.app, advanced, 'advanced');
    expect((await avatar(advanced, worker.userId)).statusCode).toBe(403);
    const incomplete = await signUpAndIn(t.app);
    expect((await avatar(stranger, incomplete.userId)).statusCode).toBe(404);
  });
});
