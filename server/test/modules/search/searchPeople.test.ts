import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { addDays } from '@shared/validation/dates';
import { roles, users } from '../../../src/db/schema';
import { seedLookups } from '../../../src/db/seed/lookups';
import { answer, call, createJob, crewMember, masterClient, requestEngagement } from '../../helpers/engagements';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import type { SignedInUser } from '../../helpers/users';
import { multipart, saveTab, validTabs } from '../profile/fixtures';

/**
 * Search reads search_people, which migration 0012's triggers derive from the profile's tables:
 * these tests write through the product's own calls (the wizard's tabs, the calendar, engagement
 * answers) and straight into the tables, and check that search follows every change at once.
 */
let t: TestApp;
let today: string;
/** This test's own worker: each test changes its profile, whatever the others did to theirs. */
let worker: SignedInUser;
let client: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp({}, { now: '2030-05-10T10:00:00Z' });
  today = t.clock.today();
  client = await masterClient(t.app);
});
beforeEach(async () => {
  // Giulia Bianchi: roles 10401 and 40501, Lazio and France, unavailable tomorrow (profile/fixtures.ts).
  worker = await crewMember(t.app, today);
});
afterAll(() => t.close());

/** The worker's result as a search by their surname shows it (Verdì, as the card's test names them). */
async function resultCard() {
  const response = await call(t.app, client, 'POST', '/api/SearchEngine/', { cognome: 'verdi' }, 'it');
  return response.json().data.listaUtenti.find((user: { userId: number }) => user.userId === worker.userId);
}

/** Whether the worker is among the people the criteria find. */
async function finds(criteria: object): Promise<boolean> {
  const response = await call(t.app, client, 'POST', '/api/SearchEngine/', criteria, 'en');
  expect(response.statusCode).toBe(200);
  return response.json().data.listaUtenti.some((user: { userId: number }) => user.userId === worker.userId);
}
const onDay = (offset: number) => ({ dataInizio: addDays(today, offset), dataFine: addDays(today, offset) });

describe('search_people follows the profile', () => {
  it('finds a profile completed through the wizard by each of its fields', async () => {
    expect(await finds({ cognome: 'bianchi', nome: 'giu' })).toBe(true);
    expect(await finds({ id_Ruolo: 40501 })).toBe(true);
    expect(await finds({ id_Dipartimento: 104 })).toBe(true);
    expect(await finds({ id_Ambito: 4 })).toBe(true);
    expect(await finds({ id_Ambito: 2 })).toBe(false);
    expect(await finds({ id_Nazione: 21, id_Regione: 7 })).toBe(true);
    expect(await finds({ id_Nazione: 21, id_Regione: 9 })).toBe(false);
    expect(await finds({ id_Nazione: 9 })).toBe(true);
    expect(await finds(onDay(1))).toBe(false);
    expect(await finds(onDay(2))).toBe(true);
    expect(await finds({ id_LinguaProfilo: 2, livelloMinimo: 3 })).toBe(true);
    expect(await finds({ id_LinguaProfilo: 2, livelloMinimo: 4 })).toBe(false);
  });

  it('follows the calendar: a day marked unavailable, then available again', async () => {
    const availability = validTabs(today)[0] as { listaDisponibilita: object[] };
    const mark = (disponibile: boolean) =>
      saveTab(t.app, worker, 0, { ...availability, listaDisponibilita: [{ giorno: addDays(today, 4), disponibile }] });
    expect((await mark(false)).json().success).toBe(true);
    expect(await finds(onDay(4))).toBe(false);
    expect(await finds({ id_Ambito: 1, ...onDay(4) })).toBe(false);
    expect(await finds({ dataInizio: addDays(today, 2), dataFine: addDays(today, 6) })).toBe(false);
    expect((await mark(true)).json().success).toBe(true);
    expect(await finds(onDay(4))).toBe(true);
    expect(await finds({ id_Ambito: 1, ...onDay(4) })).toBe(true);
  });

  it('follows engagements: booked while accepted, free again once rejected', async () => {
    const job = await createJob(t.app, client, today);
    const engagement = await requestEngagement(t.app, client, worker, job.id_Job, addDays(today, 8), addDays(today, 9));
    // A pending request books nothing.
    expect(await finds(onDay(8))).toBe(true);
    expect((await answer(t.app, worker, engagement, 2)).json().success).toBe(true);
    expect(await finds(onDay(9))).toBe(false);
    expect(await finds({ id_Ambito: 4, ...onDay(9) })).toBe(false);
    expect(await finds(onDay(10))).toBe(true);
    expect((await answer(t.app, worker, engagement, 3)).json().success).toBe(true);
    expect(await finds(onDay(9))).toBe(true);
  });

  it('follows the names, the roles and the working areas as the tabs save them', async () => {
    const tabs = validTabs(today);
    expect((await saveTab(t.app, worker, 1, { ...tabs[1], nome: 'Élise', cognome: 'Verdì' })).json().success).toBe(
      true,
    );
    expect(await finds({ cognome: 'bianchi' })).toBe(false);
    expect(await finds({ cognome: 'VERDI', nome: 'elise' })).toBe(true);
    const roles = { ...tabs[6], listaRuoli: [{ id_Ambito: 1, id_Dipartimento: 105, id_Ruolo: 10501 }] };
    expect((await saveTab(t.app, worker, 6, roles)).json().success).toBe(true);
    expect(await finds({ id_Ruolo: 10401 })).toBe(false);
    expect(await finds({ id_Dipartimento: 105 })).toBe(true);
    expect(await finds({ id_Ambito: 4 })).toBe(false);
    expect(await finds({ id_Ambito: 1 })).toBe(true);
    const areas = { ...tabs[0], listaNazioni: [{ id_Nazione: 21, id_Regione: 9 }] };
    expect((await saveTab(t.app, worker, 0, areas)).json().success).toBe(true);
    expect(await finds({ id_Nazione: 21, id_Regione: 7 })).toBe(false);
    expect(await finds({ id_Nazione: 21, id_Regione: 9 })).toBe(true);
    expect(await finds({ id_Nazione: 9 })).toBe(false);
  });

  it("keeps the result's card (migration 0017's search_cards) as the tabs and the photo leave it", async () => {
    const tabs = validTabs(today);
    expect((await saveTab(t.app, worker, 1, { ...tabs[1], nome: 'Élise', cognome: 'Verdì' })).json().success).toBe(
      true,
    );
    expect(await resultCard()).toMatchObject({
      nome: 'Élise',
      immagineProfilo: false,
      datiFisici: { altezza: 172, peso: 64 },
      esperienze: tabs[6].esperienze,
      listaLingue: [{ id_Lingua: 1 }, { id_Lingua: 2 }],
    });
    expect((await saveTab(t.app, worker, 4, { ...tabs[4], altezza: 180, peso: 70 })).json().success).toBe(true);
    const professional = {
      ...tabs[6],
      esperienze: 'Vent’anni sul set.',
      listaLingue: [{ id_LinguaProfilo: 3, livello: 4 }],
    };
    expect((await saveTab(t.app, worker, 6, professional)).json().success).toBe(true);
    // The languages are a search filter too (migration 0021): French at C1 now, Italian no more.
    expect(await finds({ id_LinguaProfilo: 3, livelloMinimo: 4 })).toBe(true);
    expect(await finds({ id_LinguaProfilo: 3, livelloMinimo: 5 })).toBe(false);
    expect(await finds({ id_LinguaProfilo: 1 })).toBe(false);
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 80, b: 140 } } })
      .png()
      .toBuffer();
    const upload = multipart('file', [{ filename: 'me.png', contentType: 'image/png', bytes: photo }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/Profilo/CaricaImmagineProfilo',
      payload: upload.payload,
      headers: { ...upload.headers, ...worker.auth },
    });
    expect(uploaded.json().success).toBe(true);
    const card = await resultCard();
    expect(card).toMatchObject({
      immagineProfilo: true,
      datiFisici: { altezza: 180, peso: 70 },
      esperienze: 'Vent’anni sul set.',
    });
    expect(card.listaLingue).toEqual([{ id_Lingua: 3, lingua: expect.any(String), livello: expect.any(String) }]);
  });

  it("rewrites the cards when a lookup's name changes, as the lookups' seed at a start would (migration 0027)", async () => {
    const named = async () => {
      const response = await call(t.app, client, 'POST', '/api/SearchEngine/', { cognome: 'bianchi' }, 'it');
      const found = response.json().data.listaUtenti.find((user: { userId: number }) => user.userId === worker.userId);
      return found.listaRuoli.map((role: { ruolo: string }) => role.ruolo);
    };
    const before = await named();
    await t.database.db.update(roles).set({ nameIt: 'Operatore di luce' }).where(eq(roles.id, 40501));
    expect(await named()).toEqual([before[0], 'Operatore di luce']);
    // The seed writes every lookup at each start: back to the catalogue's names, cards included.
    await seedLookups(t.database.db);
    expect(await named()).toEqual(before);
  });

  it('drops a profile no longer complete, takes it back when it is, and goes with the account', async () => {
    await t.database.db.update(users).set({ workflow: 3 }).where(eq(users.id, worker.userId));
    expect(await finds({})).toBe(false);
    expect(await finds({ id_Ambito: 1 })).toBe(false);
    await t.database.db.update(users).set({ workflow: 0 }).where(eq(users.id, worker.userId));
    expect(await finds({})).toBe(true);
    expect(await finds({ id_Ambito: 1 })).toBe(true);
    await t.database.db.delete(users).where(eq(users.id, worker.userId));
    expect(await finds({})).toBe(false);
    expect(await finds({ id_Ambito: 1 })).toBe(false);
  });
});

describe("the search's writers", () => {
  it('are PL/pgSQL functions that keep a generic plan, as migration 0029 made them (docs/decisions.md)', async () => {
    // A later migration that rewrites one of them as SQL, or without the setting, would plan its
    // statements at every profile save again: several times the save's work (bench/README.md).
    const { rows } = (await t.database.db.execute(sql`
      SELECT p.proname AS name, l.lanname AS language, p.proconfig AS settings
      FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
      WHERE p.proname IN ('troupe_search_refresh', 'troupe_search_cards_write') ORDER BY p.proname`)) as unknown as {
      rows: { name: string; language: string; settings: string[] }[];
    };
    expect(rows).toEqual([
      { name: 'troupe_search_cards_write', language: 'plpgsql', settings: ['plan_cache_mode=force_generic_plan'] },
      { name: 'troupe_search_refresh', language: 'plpgsql', settings: ['plan_cache_mode=force_generic_plan'] },
    ]);
  });
});
