import { addDays } from '@shared/validation/dates';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { signUpAndIn } from '../../helpers/users';
import { completeProfile } from './fixtures';

let t: TestApp;
let today: string;
beforeAll(async () => {
  t = await buildTestApp();
  today = t.clock.today();
});
afterAll(() => t.close());

describe('GET /api/Profilo/RecuperaProfilo/{id}', () => {
  it('answers the own profile as a client would read it, with names in the request language', async () => {
    const user = await signUpAndIn(t.app);
    await completeProfile(t.app, user, today);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/Profilo/RecuperaProfilo/${user.userId}`,
      headers: { ...user.auth, 'accept-language': 'en-EN' },
    });
    expect(response.statusCode).toBe(200);
    const profile = response.json().data;
    expect(profile).toMatchObject({
      id_Profilo: user.userId,
      userId: user.userId,
      nome: 'Giulia',
      cognome: 'Bianchi',
      immagineProfilo: false,
      contatti: { telefono: expect.any(String), email: expect.any(String) },
      listaNazioni: [
        { id_Nazione: 21, nazione: 'Italy', id_Regione: 7, regione: 'Lazio' },
        { id_Nazione: 9, nazione: 'France', id_Regione: null, regione: null },
      ],
      datiFisici: { altezza: 172, peso: 64, numeroScarpe: 39, tagliaVestiti: 'M', tagliaPantaloni: '44' },
      esperienze: 'Dieci anni come direttrice della fotografia per cinema e teatro.',
      listaRuoli: [
        {
          id_Ambito: 1,
          ambito: 'Film',
          id_Dipartimento: 104,
          dipartimento: 'Camera',
          id_Ruolo: 10401,
          ruolo: 'Director of photography',
        },
        {
          id_Ambito: 4,
          ambito: 'Theatre',
          id_Dipartimento: 405,
          dipartimento: 'Lighting',
          id_Ruolo: 40501,
          ruolo: 'Lighting designer',
        },
      ],
      listaLingue: [
        { id_LinguaProfilo: 1, lingua: 'Italian', livello: 'C2' },
        { id_LinguaProfilo: 2, lingua: 'English', livello: 'B2' },
      ],
    });
    expect(profile.listaDisponibilita[1]).toEqual({ giorno: addDays(today, 1), disponibile: false, prenotato: false });
    // What only the owner's own tabs show never travels with the profile.
    for (const privateField of [
      'iban',
      'imponibileFiscale',
      'codiceFiscalePIVA',
      'codiceFiscaleConiuge',
      'listaDocumenti',
      'telefono',
      'dataNascita',
    ]) {
      expect(profile).not.toHaveProperty(privateField);
    }

    const italian = (
      await t.app.inject({
        method: 'GET',
        url: `/api/Profilo/RecuperaProfilo/${user.userId}`,
        headers: { ...user.auth, 'accept-language': 'it-IT' },
      })
    ).json().data;
    expect(italian.listaRuoli[0]).toMatchObject({
      ambito: 'Cinema',
      dipartimento: 'Fotografia e macchina',
      ruolo: 'Direttore della fotografia',
    });
    expect(italian.listaLingue[1]).toMatchObject({ lingua: 'Inglese', livello: 'B2' });
  });

  it("answers 403 for another user's profile, or one that does not exist, below Master (search/crewCard.test.ts has the rest)", async () => {
    const owner = await signUpAndIn(t.app);
    const other = await signUpAndIn(t.app);
    for (const id of [owner.userId, 999999]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/Profilo/RecuperaProfilo/${id}`,
        headers: { ...other.auth, 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().success).toBe(false);
    }
  });

  it('answers 400 to an id that is not a number', async () => {
    const user = await signUpAndIn(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/Profilo/RecuperaProfilo/abc', headers: user.auth });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.modelValidationError[0].field).toBe('id');
  });
});
