import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { type SearchResult, searchResponse } from '@shared/contracts/search';
import { addDays } from '@shared/validation/dates';
import { type SearchCriteria, searchCriteriaSchema } from '@shared/validation/search';
import { physicalData, professionalData } from '../../../src/db/schema';
import { createDomainService } from '../../../src/modules/domain/service';
import { createSearchService } from '../../../src/modules/search/service';
import { call, masterClient, subscribe } from '../../helpers/engagements';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { type SignedInUser, signUpAndIn } from '../../helpers/users';
import { insertEngagement, insertHandMadeCrew } from './fixtures';

const NOW = '2030-05-10T10:00:00Z';
let t: TestApp;
let today: string;
let client: SignedInUser;
let ids: Awaited<ReturnType<typeof insertHandMadeCrew>>;
let sentToGiulia: { jobId: number; engagementId: number };

beforeAll(async () => {
  t = await buildTestApp({}, { now: NOW });
  today = t.clock.today();
  client = await masterClient(t.app);
  ids = await insertHandMadeCrew(t.database.db, today, 'search');
  // Marco is booked on days 5 and 6 by another client's accepted engagement.
  const other = await signUpAndIn(t.app);
  await insertEngagement(
    t.database.db,
    other.userId,
    ids.marco,
    addDays(today, 5),
    addDays(today, 6),
    2,
    new Date(NOW),
  );
  // The searching client has sent Giulia a request; another client's request to Piero is not theirs.
  sentToGiulia = await insertEngagement(
    t.database.db,
    client.userId,
    ids.giulia,
    addDays(today, 20),
    addDays(today, 22),
    1,
    new Date(NOW),
  );
  await insertEngagement(
    t.database.db,
    other.userId,
    ids.piero,
    addDays(today, 20),
    addDays(today, 22),
    1,
    new Date(NOW),
  );
});
afterAll(() => t.close());

const search = (criteria: object, language: 'it' | 'en' = 'en', user: SignedInUser | null = client) =>
  call(t.app, user, 'POST', '/api/SearchEngine/', criteria, language);

/** The surnames and names found, in the order answered. */
async function found(criteria: object): Promise<string[]> {
  const response = await search(criteria);
  expect(response.statusCode).toBe(200);
  return response
    .json()
    .data.listaUtenti.map((user: { nome: string; cognome: string }) => `${user.cognome} ${user.nome}`);
}

const EVERYONE = ['Bianchi Giulia', 'Bianco Marco', "Dall'Olio Piero", 'Dalla Costa Anna', 'Rossi Élodie'];

describe('POST /api/SearchEngine/: the rules', () => {
  it('finds only complete profiles, by surname then name, without the searcher', async () => {
    expect(await found({})).toEqual(EVERYONE);
  });

  it('matches a prefix of the surname or name without regard to case or accents', async () => {
    expect(await found({ cognome: 'bià' })).toEqual(['Bianchi Giulia', 'Bianco Marco']);
    expect(await found({ cognome: 'BIANCO' })).toEqual(['Bianco Marco']);
    expect(await found({ cognome: 'DALL' })).toEqual(["Dall'Olio Piero", 'Dalla Costa Anna']);
    expect(await found({ cognome: "dall'o" })).toEqual(["Dall'Olio Piero"]);
    expect(await found({ nome: 'elo' })).toEqual(['Rossi Élodie']);
    expect(await found({ nome: 'ÉLODIE', cognome: 'rOSSi' })).toEqual(['Rossi Élodie']);
    // Luca Rossi matches every filter but his profile is incomplete; a middle part is no prefix.
    expect(await found({ nome: 'luca' })).toEqual([]);
    expect(await found({ cognome: 'anchi' })).toEqual([]);
    // LIKE's wildcards are text, not patterns.
    expect(await found({ cognome: '%' })).toEqual(EVERYONE);
    expect(await found({ cognome: 'b_a' })).toEqual([]);
  });

  it('matches a nation, or a nation and region, over any working area', async () => {
    expect(await found({ id_Nazione: 21 })).toEqual(['Bianchi Giulia', 'Bianco Marco', "Dall'Olio Piero"]);
    expect(await found({ id_Nazione: 21, id_Regione: 7 })).toEqual(['Bianchi Giulia', "Dall'Olio Piero"]);
    expect(await found({ id_Nazione: 9 })).toEqual(['Bianco Marco', 'Dalla Costa Anna', 'Rossi Élodie']);
  });

  it('matches people available on every day of the range: not marked unavailable, not booked', async () => {
    expect(await found({ dataInizio: addDays(today, 1), dataFine: addDays(today, 4) })).toEqual(
      EVERYONE.filter((name) => name !== 'Bianchi Giulia'),
    );
    expect(await found({ dataInizio: addDays(today, 3), dataFine: addDays(today, 3) })).toEqual(
      EVERYONE.filter((name) => name !== 'Bianchi Giulia'),
    );
    expect(await found({ dataInizio: addDays(today, 4), dataFine: addDays(today, 5) })).toEqual(
      EVERYONE.filter((name) => name !== 'Bianco Marco'),
    );
    expect(await found({ dataInizio: addDays(today, 6), dataFine: addDays(today, 9) })).toEqual(
      EVERYONE.filter((name) => name !== 'Bianco Marco'),
    );
    expect(await found({ dataInizio: addDays(today, 1), dataFine: addDays(today, 6) })).toEqual([
      "Dall'Olio Piero",
      'Dalla Costa Anna',
      'Rossi Élodie',
    ]);
    expect(await found({ dataInizio: addDays(today, 7), dataFine: addDays(today, 30) })).toEqual(EVERYONE);
    // A pending request books nothing: Giulia is found on the days she was asked for.
    expect(await found({ dataInizio: addDays(today, 20), dataFine: addDays(today, 22) })).toEqual(EVERYONE);
  });

  it("matches any of the person's roles at the depth chosen: role, department or scope", async () => {
    expect(await found({ id_Ruolo: 10401 })).toEqual(['Bianchi Giulia', 'Rossi Élodie']);
    expect(await found({ id_Dipartimento: 104 })).toEqual(['Bianchi Giulia', 'Bianco Marco', 'Rossi Élodie']);
    expect(await found({ id_Ambito: 1 })).toEqual([
      'Bianchi Giulia',
      'Bianco Marco',
      "Dall'Olio Piero",
      'Rossi Élodie',
    ]);
    expect(await found({ id_Ambito: 4 })).toEqual(['Dalla Costa Anna', 'Bianco Marco']);
    // The most specific id decides.
    expect(await found({ id_Ambito: 1, id_Dipartimento: 105, id_Ruolo: 10501 })).toEqual([
      "Dall'Olio Piero",
      'Rossi Élodie',
    ]);
  });

  it('reads a scope alone (search_scopes) by the same rules: dates, relevance, paging and count', async () => {
    expect(await found({ id_Ambito: 1, dataInizio: addDays(today, 1), dataFine: addDays(today, 4) })).toEqual([
      'Bianco Marco',
      "Dall'Olio Piero",
      'Rossi Élodie',
    ]);
    expect(await found({ id_Ambito: 1, dataInizio: addDays(today, 4), dataFine: addDays(today, 5) })).toEqual([
      'Bianchi Giulia',
      "Dall'Olio Piero",
      'Rossi Élodie',
    ]);
    expect(await found({ id_Ambito: 4, dataInizio: addDays(today, 5), dataFine: addDays(today, 6) })).toEqual([
      'Dalla Costa Anna',
    ]);
    const page = async (paginaCorrente: number) =>
      (await search({ id_Ambito: 1, paginaCorrente, elementiPerPagina: 3 })).json().data;
    const second = await page(1);
    expect(second.totale).toBe(4);
    expect(second.listaUtenti.map((user: { cognome: string }) => user.cognome)).toEqual(['Rossi']);
    expect(await page(2)).toEqual({
      listaUtenti: [],
      totale: 4,
      totaleOltre: false,
      paginaCorrente: 2,
      elementiPerPagina: 3,
    });
    // With a name, a nation or a region, the scope is one filter among others on search_people.
    expect(await found({ id_Ambito: 1, id_Nazione: 21, id_Regione: 7 })).toEqual(['Bianchi Giulia', "Dall'Olio Piero"]);
  });

  it('matches a spoken language at the minimum level or above, at any level without one', async () => {
    // Giulia speaks English at B2, Marco at C1; everyone but Élodie Italian at C2, Élodie French at C2.
    expect(await found({ id_LinguaProfilo: 2 })).toEqual(['Bianchi Giulia', 'Bianco Marco']);
    expect(await found({ id_LinguaProfilo: 2, livelloMinimo: 1 })).toEqual(['Bianchi Giulia', 'Bianco Marco']);
    expect(await found({ id_LinguaProfilo: 2, livelloMinimo: 3 })).toEqual(['Bianchi Giulia', 'Bianco Marco']);
    expect(await found({ id_LinguaProfilo: 2, livelloMinimo: 4 })).toEqual(['Bianco Marco']);
    expect(await found({ id_LinguaProfilo: 2, livelloMinimo: 5 })).toEqual([]);
    expect(await found({ id_LinguaProfilo: 1, livelloMinimo: 5 })).toEqual(
      EVERYONE.filter((name) => name !== 'Rossi Élodie'),
    );
    expect(await found({ id_LinguaProfilo: 3 })).toEqual(['Rossi Élodie']);
    // With the other filters, and with a scope (then read from search_people, not search_scopes).
    expect(await found({ id_LinguaProfilo: 2, livelloMinimo: 3, id_Nazione: 21, id_Regione: 7 })).toEqual([
      'Bianchi Giulia',
    ]);
    expect(await found({ id_LinguaProfilo: 2, id_Ambito: 4 })).toEqual(['Bianco Marco']);
    expect(
      await found({ id_LinguaProfilo: 3, id_Ambito: 1, dataInizio: addDays(today, 1), dataFine: addDays(today, 4) }),
    ).toEqual(['Rossi Élodie']);
  });

  it('combines filters with AND', async () => {
    expect(await found({ id_Nazione: 9, id_Dipartimento: 104 })).toEqual(['Bianco Marco', 'Rossi Élodie']);
    expect(await found({ cognome: 'bi', id_Nazione: 21, id_Regione: 7 })).toEqual(['Bianchi Giulia']);
    expect(
      await found({ id_Nazione: 9, id_Dipartimento: 104, dataInizio: addDays(today, 5), dataFine: addDays(today, 5) }),
    ).toEqual(['Rossi Élodie']);
    expect(await found({ cognome: 'dalla', id_Ambito: 1 })).toEqual([]);
  });

  it('orders by relevance first: the main role matching, a name typed in full', async () => {
    // Anna's first role is the lighting designer, Marco's second: Anna comes first despite her surname.
    expect(await found({ id_Ruolo: 40501 })).toEqual(['Dalla Costa Anna', 'Bianco Marco']);
    // Élodie's first role is in Film › Camera, Piero's only one in Film › Sound.
    expect(await found({ id_Ruolo: 10501 })).toEqual(["Dall'Olio Piero", 'Rossi Élodie']);
    expect(await found({ id_Dipartimento: 105 })).toEqual(["Dall'Olio Piero", 'Rossi Élodie']);
    expect(await found({ id_Dipartimento: 104 })).toEqual(['Bianchi Giulia', 'Bianco Marco', 'Rossi Élodie']);
  });

  it('pages from 0 with the total count over every page', async () => {
    const pageOf = async (paginaCorrente: number) =>
      (await search({ paginaCorrente, elementiPerPagina: 2 })).json().data;
    const first = await pageOf(0);
    expect(first).toMatchObject({ totale: 5, paginaCorrente: 0, elementiPerPagina: 2 });
    expect(first.listaUtenti.map((user: { cognome: string }) => user.cognome)).toEqual(['Bianchi', 'Bianco']);
    expect((await pageOf(1)).listaUtenti.map((user: { cognome: string }) => user.cognome)).toEqual([
      "Dall'Olio",
      'Dalla Costa',
    ]);
    expect((await pageOf(2)).listaUtenti.map((user: { cognome: string }) => user.cognome)).toEqual(['Rossi']);
    expect(await pageOf(7)).toEqual({
      listaUtenti: [],
      totale: 5,
      totaleOltre: false,
      paginaCorrente: 7,
      elementiPerPagina: 2,
    });
    expect((await search({ cognome: 'zzz' })).json().data).toEqual({
      listaUtenti: [],
      totale: 0,
      totaleOltre: false,
      paginaCorrente: 0,
      elementiPerPagina: 1000,
    });
  });
});

describe('the count, up to a bound', () => {
  /** The service over the same data, counting up to `countUpTo` (SEARCH_COUNT_UP_TO, 1,000 by default). */
  const searchCounting = async (countUpTo: number, criteria: Partial<SearchCriteria>) => {
    const service = createSearchService({
      db: t.database.db,
      clock: t.clock,
      domain: createDomainService({ db: t.database.db }),
      countUpTo,
    });
    const full = searchCriteriaSchema(() => today).cast(criteria) as SearchCriteria;
    const { listaUtenti, ...count } = JSON.parse(await service.search(client.userId, full, 'en')) as SearchResult;
    return { found: listaUtenti.length, ...count };
  };

  it('says "more than" the bound, on either table, and counts exactly up to it', async () => {
    // A whole scope (search_scopes: four people in scope 1) and no filter at all (search_people: five).
    expect(await searchCounting(3, { id_Ambito: 1 })).toMatchObject({ found: 4, totale: 3, totaleOltre: true });
    expect(await searchCounting(4, { id_Ambito: 1 })).toMatchObject({ found: 4, totale: 4, totaleOltre: false });
    expect(await searchCounting(3, {})).toMatchObject({ found: 5, totale: 3, totaleOltre: true });
    expect(await searchCounting(5, {})).toMatchObject({ found: 5, totale: 5, totaleOltre: false });
    // Past the last page the first page tells the count, bound and all.
    expect(await searchCounting(3, { paginaCorrente: 7, elementiPerPagina: 2 })).toEqual({
      found: 0,
      totale: 3,
      totaleOltre: true,
      paginaCorrente: 7,
      elementiPerPagina: 2,
    });
  });
});

describe('POST /api/SearchEngine/: the result user', () => {
  it("carries the card's fields in the request's language, the range's first 10 days and the requests already sent", async () => {
    const response = await search({ cognome: 'bianchi', dataInizio: addDays(today, 10), dataFine: addDays(today, 40) });
    const [giulia] = response.json().data.listaUtenti;
    expect(giulia).toEqual({
      userId: ids.giulia,
      nome: 'Giulia',
      cognome: 'Bianchi',
      immagineProfilo: false,
      listaNazioni: [{ id_Nazione: 21, nazione: 'Italy', id_Regione: 7, regione: 'Lazio' }],
      datiFisici: { altezza: 170, peso: 65 },
      esperienze: "Giulia's experience",
      listaDisponibilita: Array.from({ length: 10 }, (_, index) => ({
        giorno: addDays(today, 10 + index),
        disponibile: true,
        prenotato: false,
      })),
      listaRuoli: [
        {
          id_Ambito: 1,
          ambito: 'Film',
          id_Dipartimento: 104,
          dipartimento: 'Camera',
          id_Ruolo: 10401,
          ruolo: 'Director of photography',
        },
      ],
      listaLingue: [
        { id_Lingua: 1, lingua: 'Italian', livello: 'C2' },
        { id_Lingua: 2, lingua: 'English', livello: 'B2' },
      ],
      listaIngaggiInviati: [
        {
          id_Ingaggio: sentToGiulia.engagementId,
          id_Job: sentToGiulia.jobId,
          nome: 'Spot Roma',
          dataInizio: addDays(today, 20),
          dataFine: addDays(today, 22),
          statoIngaggio: 1,
        },
      ],
    });
    const italian = (await search({ cognome: 'bianchi' }, 'it')).json().data.listaUtenti[0];
    expect(italian.listaRuoli[0]).toMatchObject({ ambito: 'Cinema', ruolo: 'Direttore della fotografia' });
    expect(italian.listaLingue[0]).toMatchObject({ lingua: 'Italiano' });
  });

  it('shows unavailable and booked days; without a range, the 10 days from today; a short range, its days', async () => {
    const [giulia, marco] = (await search({ cognome: 'bian' })).json().data.listaUtenti;
    // Available '.', marked unavailable 'x', booked by an accepted engagement 'b'.
    const marks = (user: { listaDisponibilita: { disponibile: boolean; prenotato: boolean }[] }) =>
      user.listaDisponibilita.map((day) => (day.prenotato ? 'b' : day.disponibile ? '.' : 'x')).join('');
    expect(giulia.listaDisponibilita[0].giorno).toBe(today);
    expect(marks(giulia)).toBe('...x......');
    expect(marks(marco)).toBe('.....bb...');
    expect(marco.listaDisponibilita.filter((day: { prenotato: boolean }) => day.prenotato)).toEqual([
      { giorno: addDays(today, 5), disponibile: false, prenotato: true },
      { giorno: addDays(today, 6), disponibile: false, prenotato: true },
    ]);
    expect(marco.listaIngaggiInviati).toEqual([]);
    const short = (
      await search({ cognome: 'bianco', dataInizio: addDays(today, 7), dataFine: addDays(today, 9) })
    ).json().data.listaUtenti[0];
    expect(short.listaDisponibilita.map((day: { giorno: string }) => day.giorno)).toEqual([
      addDays(today, 7),
      addDays(today, 8),
      addDays(today, 9),
    ]);
  });
  it("is sent as written, byte for byte what the response schema's serializer writes of it", async () => {
    // Anna's height unknown and an experience with what JSON escapes: the card follows both tables.
    const { db } = t.database;
    await db.update(physicalData).set({ heightCm: null }).where(eq(physicalData.userId, ids.anna));
    const experience = 'Said "ciao"\\ on set\n\tthen \u0001 è ☃ \u2028';
    await db.update(professionalData).set({ experience }).where(eq(professionalData.userId, ids.anna));
    const serializer = Fastify();
    serializer.post('/', { schema: { response: { 200: searchResponse } } }, async (request) => request.body);
    for (const language of ['it', 'en'] as const) {
      for (const criteria of [{}, { cognome: 'bian', dataInizio: addDays(today, 3), dataFine: addDays(today, 8) }]) {
        const response = await search(criteria, language);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        const serialized = await serializer.inject({ method: 'POST', url: '/', payload: response.json() });
        expect(response.body).toBe(serialized.body);
      }
    }
    const anna = (await search({ cognome: 'dalla' })).json().data.listaUtenti[0];
    expect(anna).toMatchObject({ datiFisici: { altezza: null, peso: 65 }, esperienze: experience });
    await serializer.close();
  });
});

describe('POST /api/SearchEngine/: access and bad input', () => {
  it('answers 401 without a token and 403 below Master', async () => {
    expect((await search({}, 'en', null)).statusCode).toBe(401);
    const advanced = await signUpAndIn(t.app);
    await subscribe(t.app, advanced, 'advanced');
    const refused = await search({}, 'en', advanced);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().success).toBe(false);
    expect((await search({}, 'en', await signUpAndIn(t.app))).statusCode).toBe(403);
  });

  it('answers 503 at once, with Retry-After, beyond the searches one server answers at once', async () => {
    const crowded = await buildTestApp({ SEARCHES_AT_ONCE: '1' }, { now: NOW });
    try {
      const searcher = await masterClient(crowded.app);
      const searchOn = () => call(crowded.app, searcher, 'POST', '/api/SearchEngine/', {}, 'en');
      const answers = await Promise.all([searchOn(), searchOn(), searchOn()]);
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      const busy = answers.filter((answer) => answer.statusCode === 503);
      expect(busy).toHaveLength(2);
      expect(busy[0].headers['retry-after']).toBe('1');
      expect(busy[0].json()).toMatchObject({ success: false, data: null });
      // Each slot is given back: one at a time, every search is answered.
      expect((await searchOn()).statusCode).toBe(200);
      expect((await searchOn()).statusCode).toBe(200);
    } finally {
      await crowded.close();
    }
  });

  it('answers 400 with every failing field, in the request language', async () => {
    const response = await search({
      id_Regione: 7,
      dataFine: addDays(today, 3),
      elementiPerPagina: 1001,
      paginaCorrente: -1,
      id_Ruolo: 'x',
      livelloMinimo: 3,
    });
    expect(response.statusCode).toBe(400);
    const fields = Object.fromEntries(
      response
        .json()
        .data.modelValidationError.map((error: { field: string; message: string }) => [error.field, error.message]),
    );
    expect(fields).toEqual({
      id_Regione: 'Choose the country of this region',
      dataFine: 'Enter both dates, or neither',
      elementiPerPagina: 'A page holds from 1 to 1000 entries',
      paginaCorrente: 'The page must be 0 or more',
      id_Ruolo: expect.any(String),
      livelloMinimo: 'Choose the language of this level',
    });
    const italian = await search({ dataInizio: addDays(today, -1), dataFine: addDays(today, 500) }, 'it');
    expect(italian.json().data.modelValidationError).toEqual(
      expect.arrayContaining([
        { field: 'dataInizio', message: 'La data non può essere precedente a oggi' },
        { field: 'dataFine', message: 'Una ricerca copre al massimo 366 giorni' },
      ]),
    );
    expect((await search({ livelloMinimo: 2 }, 'it')).json().data.modelValidationError).toEqual([
      { field: 'livelloMinimo', message: 'Scegli la lingua di questo livello' },
    ]);
  });

  it('refuses ids that name no lookup entry, or a region of another nation', async () => {
    for (const criteria of [
      { id_Ruolo: 99999 },
      { id_Dipartimento: 999 },
      { id_Ambito: 9 },
      { id_Nazione: 999 },
      { id_Nazione: 9, id_Regione: 7 },
      { id_LinguaProfilo: 999 },
      { id_LinguaProfilo: 2, livelloMinimo: 9 },
    ]) {
      const response = await search(criteria);
      expect(response.statusCode).toBe(400);
      expect(response.json().data.modelValidationError[0].field).toBe(Object.keys(criteria).at(-1));
    }
  });
});
