import { buildTestApp, type TestApp } from '../../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const lookup = async (name: string, language: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/Dominio/${name}`,
    headers: { 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  return response;
};

interface Nation {
  id_Nazione: number;
  nome_Nazione: string;
  regioni: { id_Regione: number; nome_Regione: string }[];
}

describe('GET /api/Dominio/Nazioni', () => {
  it('answers the 27 EU nations, Italy as 21 with its 20 regions, without a token', async () => {
    const nations: Nation[] = (await lookup('Nazioni', 'it-IT')).json().data;
    expect(nations).toHaveLength(27);
    const italy = nations.find((nation) => nation.id_Nazione === 21)!;
    expect(italy.nome_Nazione).toBe('Italia');
    expect(italy.regioni).toHaveLength(20);
    expect(italy.regioni).toContainEqual({ id_Regione: 19, nome_Regione: "Valle d'Aosta" });
    expect(nations.filter((nation) => nation.regioni.length > 0)).toHaveLength(1);
    // Sorted as an Italian reads them.
    expect(nations.slice(0, 3).map((nation) => nation.nome_Nazione)).toEqual(['Austria', 'Belgio', 'Bulgaria']);
  });

  it('names them in English for en-EN, sorted in English', async () => {
    const response = await lookup('Nazioni', 'en-EN');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers.vary).toContain('Accept-Language');
    const nations: Nation[] = response.json().data;
    const italy = nations.find((nation) => nation.id_Nazione === 21)!;
    expect(italy.nome_Nazione).toBe('Italy');
    expect(italy.regioni).toContainEqual({ id_Regione: 17, nome_Regione: 'Trentino-South Tyrol' });
    const names = nations.map((nation) => nation.nome_Nazione);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names).toContain('Czechia');
  });
});

describe('GET /api/Dominio/Lingue and /LivelloLingue', () => {
  it('answers the languages with the id a profile stores', async () => {
    const italian = (await lookup('Lingue', 'it')).json().data;
    const english = (await lookup('Lingue', 'en')).json().data;
    expect(italian.length).toBeGreaterThanOrEqual(40);
    expect(italian).toContainEqual({ id_LinguaProfilo: 2, lingua: 'Inglese' });
    expect(english).toContainEqual({ id_LinguaProfilo: 66, lingua: 'Italian Sign Language (LIS)' });
  });

  it('answers the levels A2 to C2 in order', async () => {
    const levels = (await lookup('LivelloLingue', 'en')).json().data;
    expect(levels.map((level: { codice: string }) => level.codice)).toEqual(['A2', 'B1', 'B2', 'C1', 'C2']);
    expect(levels[2]).toEqual({ chiave: 3, valore: 'B2 – Upper intermediate', codice: 'B2' });
  });
});

describe('GET /api/Dominio/Ruoli', () => {
  interface Scope {
    id_Ambito: number;
    testo: string;
    listaDipartimenti: { id_Dipartimento: number; testo: string; listaRuoli: { id_Ruolo: number; testo: string }[] }[];
  }

  it('answers the four scopes with a real tree of crew trades', async () => {
    const scopes: Scope[] = (await lookup('Ruoli', 'it')).json().data;
    expect(scopes.map((scope) => scope.testo)).toEqual(['Cinema', 'Pubblicità', 'Televisione', 'Teatro']);
    for (const scope of scopes) {
      expect(scope.listaDipartimenti.length).toBeGreaterThanOrEqual(10);
      for (const department of scope.listaDipartimenti) expect(department.listaRuoli.length).toBeGreaterThanOrEqual(3);
    }
    const cinema = scopes[0].listaDipartimenti.map((department) => department.testo);
    expect(cinema).toEqual(
      expect.arrayContaining([
        'Regia',
        'Produzione',
        'Fotografia e macchina',
        'Suono',
        'Elettricisti',
        'Macchinisti',
        'Scenografia',
        'Costumi',
        'Trucco e parrucco',
        'Montaggio e post-produzione',
        'Stunt',
      ]),
    );
    expect(scopes[3].listaDipartimenti.map((department) => department.testo)).toContain('Direzione di scena');

    const ids = scopes.flatMap((scope) =>
      scope.listaDipartimenti.flatMap((department) => department.listaRuoli.map((role) => role.id_Ruolo)),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names the tree in English too', async () => {
    const scopes: Scope[] = (await lookup('Ruoli', 'en-EN')).json().data;
    expect(scopes.map((scope) => scope.testo)).toEqual(['Film', 'Advertising', 'Television', 'Theatre']);
    const camera = scopes[0].listaDipartimenti.find((department) => department.id_Dipartimento === 104)!;
    expect(camera.testo).toBe('Camera');
    expect(camera.listaRuoli[0]).toEqual({ id_Ruolo: 10401, testo: 'Director of photography' });
  });
});
