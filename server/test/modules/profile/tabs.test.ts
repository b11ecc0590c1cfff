import { addDays, daysFrom, endOfNextMonth } from '@shared/validation/dates';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { type SignedInUser, signUpAndIn } from '../../helpers/users';
import { READ_CALLS, SAVE_CALLS, completeProfile, readTab, saveTab, validTabs } from './fixtures';

let t: TestApp;
let today: string;
beforeAll(async () => {
  t = await buildTestApp();
  today = t.clock.today();
});
afterAll(() => t.close());

const fieldsOf = (body: { data: { modelValidationError: { field: string; message: string }[] } }) =>
  Object.fromEntries(body.data.modelValidationError.map((error) => [error.field, error.message]));

/** A user who has saved every tab once, so any tab can be saved again. */
async function completeUser(): Promise<SignedInUser> {
  const user = await signUpAndIn(t.app);
  await completeProfile(t.app, user, today);
  return user;
}

describe('the weight typed in pounds', () => {
  it('comes back as typed (200 lbs, not the 201 of 91 kg), with the kilograms derived from it for search', async () => {
    const user = await completeUser();
    const physical = validTabs(today)[4] as object;
    expect((await saveTab(t.app, user, 4, { ...physical, peso: 90, pesoLbs: 200 }, 'en')).statusCode).toBe(200);
    expect((await readTab(t.app, user, 4)).json().data).toMatchObject({ peso: 91, pesoLbs: 200 });
    // Typed again in kilograms, the pounds typed before no longer stand.
    expect((await saveTab(t.app, user, 4, { ...physical, peso: 80, pesoLbs: null })).statusCode).toBe(200);
    expect((await readTab(t.app, user, 4)).json().data).toMatchObject({ peso: 80, pesoLbs: null });
  });
});

describe('numbers saved exactly', () => {
  it('reads back each number as sent: weight, height, shoe size, children, percentage and income', async () => {
    const user = await completeUser();
    const tabs = validTabs(today);
    const physical = { ...(tabs[4] as object), altezza: 181, peso: 75, numeroScarpe: 46 };
    expect((await saveTab(t.app, user, 4, physical)).statusCode).toBe(200);
    expect((await readTab(t.app, user, 4)).json().data).toMatchObject({
      altezza: 181,
      peso: 75,
      pesoLbs: null,
      numeroScarpe: 46,
    });
    const family = { ...(tabs[5] as object), percentualeFigliACarico: '0' };
    expect((await saveTab(t.app, user, 5, family)).statusCode).toBe(200);
    expect((await readTab(t.app, user, 5)).json().data).toMatchObject({
      numeroFigliACarico: 2,
      percentualeFigliACarico: 0,
    });
    for (const income of [35000, 999_999_999, 0]) {
      expect((await saveTab(t.app, user, 7, { imponibileFiscale: income })).statusCode).toBe(200);
      expect((await readTab(t.app, user, 7)).json().data).toEqual({ imponibileFiscale: income });
    }
  });
});

describe('the nine tabs, saved in order and read back', () => {
  it('keeps what each tab saved, normalised, and answers the lookups each form needs', async () => {
    const user = await signUpAndIn(t.app);
    const tabs = validTabs(today);
    const saved = [];
    for (let tab = 0; tab < 9; tab += 1) {
      const response = await saveTab(t.app, user, tab, tabs[tab]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: 'Dati salvati',
        data: { workflow: tab === 8 ? 0 : tab + 2 },
      });
      saved.push((await readTab(t.app, user, tab)).json());
    }
    for (const answer of saved) expect(answer.success).toBe(true);
    const [availability, profile, personal, citizenship, physical, family, professional, fiscal, bank] = saved.map(
      (answer) => answer.data,
    );

    expect(availability).toMatchObject({
      greenPass: true,
      dataScadenzaGreenPass: addDays(today, 30),
      listaNazioni: [
        { id_Nazione: 21, id_Regione: 7 },
        { id_Nazione: 9, id_Regione: null },
      ],
    });
    const window = daysFrom(today, endOfNextMonth(today));
    expect(availability.listaDisponibilita.map((day: { giorno: string }) => day.giorno)).toEqual(window);
    expect(availability.listaDisponibilita[1]).toEqual({
      giorno: addDays(today, 1),
      disponibile: false,
      modificabile: true,
      id_DisponibilitaProfilo: expect.any(Number),
    });
    expect(availability.listaDisponibilita[2]).toMatchObject({
      giorno: addDays(today, 2),
      disponibile: true,
      modificabile: true,
    });
    expect(availability.listaDisponibilita[3]).toEqual({
      giorno: addDays(today, 3),
      disponibile: true,
      modificabile: true,
      id_DisponibilitaProfilo: null,
    });

    expect(profile).toMatchObject({
      tipologiaUtente: 0,
      nome: 'Giulia',
      cognome: 'Bianchi',
      telefono: '+393331234567',
      email: 'giulia.bianchi@example.com',
      ragioneSociale: null,
      codiceFiscalePIVA: 'BNCHGL90A41H501X',
      recapitoFatturaElettronica: null,
      dataNascita: '1990-01-01',
      consensoTrattamentoImmagini: true,
      listaDocumenti: [],
      listaTipologieUtente: [
        { chiave: 0, valore: 'Persona fisica' },
        { chiave: 1, valore: 'Persona giuridica' },
      ],
    });
    expect(profile.listaTipiDocumento).toContainEqual({ chiave: 4, valore: 'Carta di identità' });
    expect(personal).toEqual({
      cittaNascita: 'Napoli',
      provinciaNascita: 'NA',
      cittaResidenza: 'Roma',
      indirizzoResidenza: 'Via Appia Nuova 10',
      provinciaResidenza: 'RM',
      capResidenza: '00179',
      cittaDomicilio: 'Milano',
      indirizzoDomicilio: 'Via Tortona 5',
      provinciaDomicilio: 'MI',
      capDomicilio: '20144',
    });
    expect(citizenship).toMatchObject({
      cittadinanzaItaliana: false,
      id_MotivoRilascioPermessoSoggiorno: 3,
      codicePermessoSoggiorno: 'RM1234567',
      identificativoPermessoSoggiorno: 'I0123456',
      cittàRilascioPermessoSoggiorno: 'Roma',
      dataScadenzaPermessoSoggiorno: addDays(today, 365),
    });
    expect(citizenship.listaMotiviRichiestaPermessoSoggiorno).toContainEqual({
      id_MotivoRilascioPermessoSoggiorno: 1,
      motivazione: 'Lavoro subordinato',
    });
    expect(physical).toMatchObject({
      tagliaVestiti: 3,
      tagliaPantaloni: 144,
      altezza: 172,
      peso: 64,
      pesoLbs: null,
      numeroScarpe: 39,
    });
    expect(physical.listaTaglie).toContainEqual({ chiave: 3, valore: 'M', tipo: 'vestiti' });
    expect(physical.listaTaglie).toContainEqual({ chiave: 144, valore: '44', tipo: 'pantaloni' });
    expect(family).toMatchObject({
      statoCivile: 1,
      codiceFiscaleConiuge: 'RSSMRA85T10A562S',
      numeroFigliACarico: 2,
      percentualeFigliACarico: 50,
      listaFigliACarico: [
        { id_FiglioACarico: expect.any(Number), codiceFiscaleFiglio: 'RSSGLI15A41H501W' },
        { id_FiglioACarico: expect.any(Number), codiceFiscaleFiglio: 'RSSLCU18C10H501K' },
      ],
    });
    expect(family.listaStatiCivili.map((status: { valore: string }) => status.valore)).toEqual([
      'Celibe/Nubile',
      'Coniugato/a',
      'Vedovo/a',
      'Divorziato/a',
    ]);
    expect(professional).toEqual({
      listaRuoli: [
        { id_RuoloProfilo: expect.any(Number), id_Ruolo: 10401, id_Dipartimento: 104, id_Ambito: 1 },
        { id_RuoloProfilo: expect.any(Number), id_Ruolo: 40501, id_Dipartimento: 405, id_Ambito: 4 },
      ],
      esperienze: 'Dieci anni come direttrice della fotografia per cinema e teatro.',
      listaLingue: [
        { id_LinguaProfilo: 1, livello: 5 },
        { id_LinguaProfilo: 2, livello: 3 },
      ],
    });
    expect(fiscal).toEqual({ imponibileFiscale: 32000 });
    expect(bank).toEqual({
      iban: 'IT60X0542811101000000123456',
      nomeBanca: 'Banca Popolare di Milano',
      swiftCode: 'BPMOIT22XXX',
    });
  });

  it('answers a new user defaults: every day available, the account email, Italian citizen, no children', async () => {
    const user = await signUpAndIn(t.app, { language: 'en' });
    const [availability, profile, citizenship, family, professional, bank] = await Promise.all(
      [0, 1, 3, 5, 6, 8].map(async (tab) => (await readTab(t.app, user, tab, 'en')).json().data),
    );
    expect(availability.greenPass).toBe(false);
    expect(availability.listaNazioni).toEqual([]);
    expect(
      availability.listaDisponibilita.every(
        (day: { disponibile: boolean; modificabile: boolean }) => day.disponibile && day.modificabile,
      ),
    ).toBe(true);
    expect(profile).toMatchObject({
      nome: null,
      email: user.email,
      tipologiaUtente: 0,
      consensoTrattamentoImmagini: false,
    });
    expect(profile.listaTipologieUtente).toEqual([
      { chiave: 0, valore: 'Natural person' },
      { chiave: 1, valore: 'Legal entity' },
    ]);
    expect(citizenship.cittadinanzaItaliana).toBe(true);
    expect(citizenship.listaMotiviRichiestaPermessoSoggiorno).toContainEqual({
      id_MotivoRilascioPermessoSoggiorno: 1,
      motivazione: 'Employment',
    });
    expect(family).toMatchObject({ statoCivile: null, numeroFigliACarico: 0, listaFigliACarico: [] });
    expect(family.listaStatiCivili).toContainEqual({ chiave: 1, valore: 'Married' });
    expect(professional).toEqual({ listaRuoli: [], esperienze: null, listaLingue: [] });
    expect(bank).toEqual({ iban: null, nomeBanca: null, swiftCode: null });
  });

  it('answers the reads with or without the trailing slash product.md §1.7 writes', async () => {
    const user = await signUpAndIn(t.app);
    for (const url of [
      '/api/Profilo/RecuperaDatiProfilo/',
      '/api/Profilo/RecuperaDatiProfilo',
      '/api/Profilo/RecuperaDatiBancari',
      '/api/Profilo/RecuperaDatiBancari/',
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: user.auth })).statusCode).toBe(200);
    }
  });
});

describe('saving again', () => {
  let user: SignedInUser;
  beforeAll(async () => {
    user = await completeUser();
  });

  it('replaces lists as a whole and updates days already stored', async () => {
    const tabs = validTabs(today);
    await saveTab(t.app, user, 0, {
      ...tabs[0],
      listaNazioni: [{ id_Nazione: 25 }],
      listaDisponibilita: [{ giorno: addDays(today, 1), disponibile: true }],
    });
    const availability = (await readTab(t.app, user, 0)).json().data;
    expect(availability.listaNazioni).toEqual([{ id_Nazione: 25, id_Regione: null }]);
    expect(availability.listaDisponibilita[1]).toMatchObject({
      disponibile: true,
      id_DisponibilitaProfilo: expect.any(Number),
    });

    await saveTab(t.app, user, 6, {
      ...tabs[6],
      listaRuoli: [{ id_Ambito: 2, id_Dipartimento: 208, id_Ruolo: 20811 }],
      listaLingue: [{ id_LinguaProfilo: 66, livello: 1 }],
    });
    expect((await readTab(t.app, user, 6)).json().data).toMatchObject({
      listaRuoli: [{ id_Ruolo: 20811, id_Dipartimento: 208, id_Ambito: 2 }],
      listaLingue: [{ id_LinguaProfilo: 66, livello: 1 }],
    });

    await saveTab(t.app, user, 5, {
      statoCivile: 2,
      codiceFiscaleConiuge: 'RSSMRA85T10A562S',
      numeroFigliACarico: 0,
      percentualeFigliACarico: 50,
      listaFigliACarico: [],
    });
    expect((await readTab(t.app, user, 5)).json().data).toMatchObject({
      statoCivile: 2,
      codiceFiscaleConiuge: null,
      percentualeFigliACarico: null,
      listaFigliACarico: [],
    });
  });

  it('turns a user into a legal entity with business name, PEC and SDI, and back', async () => {
    const tabs = validTabs(today);
    const company = {
      ...tabs[1],
      tipologiaUtente: 1,
      codiceFiscalePIVA: '01234567890',
      ragioneSociale: 'Luci e Ombre Srl',
      recapitoFatturaElettronica: 'luci-ombre@pec.it-m5uxcr1',
    };
    expect((await saveTab(t.app, user, 1, company)).json().success).toBe(true);
    expect((await readTab(t.app, user, 1)).json().data).toMatchObject({
      tipologiaUtente: 1,
      ragioneSociale: 'Luci e Ombre Srl',
      codiceFiscalePIVA: '01234567890',
      recapitoFatturaElettronica: 'luci-ombre@pec.it-M5UXCR1',
    });
    const userData = (await t.app.inject({ method: 'GET', url: '/api/Auth/getUserData', headers: user.auth })).json()
      .data;
    expect(userData.tipologiaUtente).toBe(1);

    await saveTab(t.app, user, 1, tabs[1]);
    expect((await readTab(t.app, user, 1)).json().data).toMatchObject({
      tipologiaUtente: 0,
      ragioneSociale: null,
      recapitoFatturaElettronica: null,
    });
  });
});

describe('refusals', () => {
  let user: SignedInUser;
  beforeAll(async () => {
    user = await completeUser();
  });

  /** Sends a bad body, checks the 400 lists exactly these fields, and that the tab kept its data. */
  async function refuses(tab: number, body: unknown, expected: Record<string, string>, language = 'it') {
    const before = (await readTab(t.app, user, tab)).json().data;
    const response = await saveTab(t.app, user, tab, body, language);
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(answer.success).toBe(false);
    expect(answer.data.title).toBe(
      language === 'en'
        ? 'Validation error, check the entered data'
        : 'Errore di validazione, controlla i dati inseriti',
    );
    expect(fieldsOf(answer)).toEqual(expected);
    expect((await readTab(t.app, user, tab)).json().data).toEqual(before);
  }

  it('availability: green pass expired, too many areas, Italy without a region, days outside the window', async () => {
    await refuses(
      0,
      {
        greenPass: true,
        dataScadenzaGreenPass: addDays(today, -1),
        listaNazioni: [{ id_Nazione: 21 }, { id_Nazione: 1 }, { id_Nazione: 2 }, { id_Nazione: 3 }],
        listaDisponibilita: [{ giorno: addDays(endOfNextMonth(today), 1), disponibile: false }],
      },
      {
        dataScadenzaGreenPass: 'The green pass must expire today or later',
        listaNazioni: 'You can choose up to 3 working areas',
        'listaNazioni[0].id_Regione': 'The region is required',
        'listaDisponibilita[0].giorno': 'You can set your availability from today to the end of next month',
      },
      'en',
    );
  });

  it('availability: a nation or region that does not exist, or a region of another nation', async () => {
    await refuses(
      0,
      { listaNazioni: [{ id_Nazione: 99 }] },
      { 'listaNazioni[0].id_Nazione': "Scegli un valore dall'elenco" },
    );
    await refuses(
      0,
      { listaNazioni: [{ id_Nazione: 9, id_Regione: 7 }] },
      { 'listaNazioni[0].id_Regione': 'La regione non appartiene alla nazione scelta' },
    );
    await refuses(
      0,
      { listaNazioni: [{ id_Nazione: 21, id_Regione: 99 }] },
      { 'listaNazioni[0].id_Regione': 'La regione non appartiene alla nazione scelta' },
    );
  });

  it('profile: required fields, phone, fiscal code, birth date in the future', async () => {
    await refuses(
      1,
      {
        tipologiaUtente: 0,
        telefono: '12 34',
        codiceFiscalePIVA: 'RSSMRA85',
        dataNascita: addDays(today, 1),
        email: 'nope',
      },
      {
        nome: 'Il nome è obbligatorio',
        cognome: 'Il cognome è obbligatorio',
        telefono: 'Numero di telefono non valido: da 10 a 12 cifre, con il prefisso internazionale facoltativo',
        email: 'Email non valida',
        codiceFiscalePIVA: 'Codice fiscale o partita IVA non valido',
        dataNascita: 'La data di nascita non può essere nel futuro',
        consensoTrattamentoImmagini: "Indica se acconsenti all'uso delle immagini",
      },
    );
  });

  it('profile: a legal entity needs business name, PEC and SDI', async () => {
    const tabs = validTabs(today);
    await refuses(
      1,
      { ...tabs[1], tipologiaUtente: 1 },
      {
        ragioneSociale: 'The business name is required',
        recapitoFatturaElettronica: 'The certified email (PEC) is required for a legal entity',
      },
      'en',
    );
    await refuses(
      1,
      { ...tabs[1], tipologiaUtente: 1, ragioneSociale: 'Srl', recapitoFatturaElettronica: 'a@pec.it-' },
      {
        recapitoFatturaElettronica: 'Il codice SDI è obbligatorio per una persona giuridica',
      },
    );
  });

  it('personal data: province letters and numeric postal codes', async () => {
    await refuses(
      2,
      { provinciaNascita: '12', capResidenza: 'ABC12' },
      { capResidenza: 'Il CAP può contenere solo cifre' },
    );
    expect((await saveTab(t.app, user, 2, { provinciaNascita: '12' })).json().success).toBe(true);
    expect((await readTab(t.app, user, 2)).json().data.provinciaNascita).toBeNull();
  });

  it('citizenship: a permit expired, an unknown reason', async () => {
    await refuses(
      3,
      { cittadinanzaItaliana: false, dataScadenzaPermessoSoggiorno: addDays(today, -1) },
      {
        dataScadenzaPermessoSoggiorno: 'Il permesso di soggiorno deve scadere oggi o in futuro',
      },
    );
    await refuses(
      3,
      { cittadinanzaItaliana: false, id_MotivoRilascioPermessoSoggiorno: 500 },
      { id_MotivoRilascioPermessoSoggiorno: "Scegli un valore dall'elenco" },
    );
  });

  it('physical data: ranges, whole numbers, and sizes from the right list', async () => {
    await refuses(
      4,
      { altezza: 20, peso: 'heavy', numeroScarpe: 39.5 },
      {
        altezza: 'Height must be from 50 to 250 cm',
        peso: 'Enter a number',
        numeroScarpe: 'Shoe size is a whole number: write it without decimals',
      },
      'en',
    );
    await refuses(4, { tagliaVestiti: 144 }, { tagliaVestiti: "Scegli una taglia dall'elenco giusto" });
    await refuses(4, { tagliaPantaloni: 3 }, { tagliaPantaloni: "Scegli una taglia dall'elenco giusto" });
  });

  it('family: spouse code when married, one valid code per child', async () => {
    await refuses(
      5,
      {
        statoCivile: 1,
        numeroFigliACarico: 1,
        percentualeFigliACarico: 100,
        listaFigliACarico: [{ codiceFiscaleFiglio: 'ABC' }],
      },
      {
        codiceFiscaleConiuge: 'Il codice fiscale del coniuge è obbligatorio',
        'listaFigliACarico[0].codiceFiscaleFiglio': 'Codice fiscale del figlio non valido',
      },
    );
    await refuses(
      5,
      { statoCivile: 2, numeroFigliACarico: 2, percentualeFigliACarico: 100, listaFigliACarico: [] },
      {
        listaFigliACarico: 'Inserisci un codice fiscale per ogni figlio a carico',
      },
    );
    await refuses(5, { statoCivile: 9, numeroFigliACarico: 0 }, { statoCivile: "Scegli un valore dall'elenco" });
  });

  it('professional data: required entries, at most three, and a role of the chosen department', async () => {
    await refuses(
      6,
      { listaRuoli: [], listaLingue: [] },
      {
        listaRuoli: 'Indica almeno un ruolo',
        esperienze: 'Descrivi le tue esperienze',
        listaLingue: 'Indica almeno una lingua',
      },
    );
    const role = (id: number) => ({ id_Ambito: 1, id_Dipartimento: 104, id_Ruolo: id });
    await refuses(
      6,
      {
        listaRuoli: [role(10401), role(10402), role(10403), role(10404)],
        esperienze: 'x',
        listaLingue: [{ id_LinguaProfilo: 1 }],
      },
      {
        listaRuoli: 'Puoi indicare al massimo 3 ruoli',
        'listaLingue[0].livello': 'Il livello è obbligatorio',
      },
    );
    await refuses(
      6,
      {
        listaRuoli: [{ id_Ambito: 1, id_Dipartimento: 104, id_Ruolo: 10501 }],
        esperienze: 'x',
        listaLingue: [{ id_LinguaProfilo: 1, livello: 1 }],
      },
      {
        'listaRuoli[0].id_Ruolo': 'Il ruolo non appartiene al reparto scelto',
      },
    );
    await refuses(
      6,
      {
        listaRuoli: [{ id_Ambito: 2, id_Dipartimento: 104, id_Ruolo: 10401 }],
        esperienze: 'x',
        listaLingue: [{ id_LinguaProfilo: 1, livello: 1 }],
      },
      {
        'listaRuoli[0].id_Dipartimento': "Il reparto non appartiene all'ambito scelto",
      },
    );
    await refuses(
      6,
      { listaRuoli: [role(10401)], esperienze: 'x', listaLingue: [{ id_LinguaProfilo: 999, livello: 1 }] },
      {
        'listaLingue[0].id_LinguaProfilo': "Scegli un valore dall'elenco",
      },
    );
  });

  it("physical data: a decimal or a sign is refused in the field's words, never rounded, dropped or multiplied", async () => {
    const physical = validTabs(today)[4] as object;
    await refuses(
      4,
      { ...physical, peso: 7.5, altezza: '175,5', numeroScarpe: '42.5' },
      {
        peso: 'Il peso è in chilogrammi interi: scrivilo senza decimali',
        altezza: "L'altezza è in centimetri interi: scrivila senza decimali",
        numeroScarpe: 'Il numero di scarpe è un numero intero: scrivilo senza decimali',
      },
    );
    await refuses(
      4,
      { ...physical, peso: '7,5', pesoLbs: 150.5 },
      {
        peso: 'Weight is in whole kilograms: write it without decimals',
        pesoLbs: 'Weight is in whole pounds: write it without decimals',
      },
      'en',
    );
    await refuses(4, { ...physical, peso: -3 }, { peso: 'Il peso va da 20 a 300 kg' });
  });

  it('family: the number of children and the percentage are whole, a minus sign refused by the range', async () => {
    const family = validTabs(today)[5] as object;
    await refuses(
      5,
      { ...family, numeroFigliACarico: 2.5 },
      { numeroFigliACarico: 'Dependent children are a whole number: write it without decimals' },
      'en',
    );
    await refuses(
      5,
      { ...family, percentualeFigliACarico: '50,5' },
      { percentualeFigliACarico: 'La percentuale è un numero intero: scrivila senza decimali' },
    );
    await refuses(
      5,
      { ...family, percentualeFigliACarico: -3 },
      { percentualeFigliACarico: 'La percentuale va da 0 a 100' },
    );
  });

  it('fiscal data: a whole taxable income', async () => {
    await refuses(7, {}, { imponibileFiscale: "L'imponibile fiscale è obbligatorio" });
    await refuses(
      7,
      { imponibileFiscale: 100.5 },
      { imponibileFiscale: 'Enter the taxable income in whole euros' },
      'en',
    );
    // A grouped figure is the form's to read ("35.000" in Italian); on the wire it is refused, not read as 35.
    await refuses(
      7,
      { imponibileFiscale: '35.000' },
      { imponibileFiscale: "Indica l'imponibile in euro, senza decimali" },
    );
    await refuses(
      7,
      { imponibileFiscale: -3 },
      { imponibileFiscale: 'The taxable income must be from 0 to 999,999,999' },
      'en',
    );
  });

  it('bank data: IBAN check digits, bank name, BIC shape', async () => {
    await refuses(
      8,
      { iban: 'IT61X0542811101000000123456', nomeBanca: '', swiftCode: 'XX' },
      {
        iban: 'Invalid IBAN: check that you copied all of it',
        nomeBanca: 'The bank name is required',
        swiftCode: 'Invalid BIC/SWIFT code',
      },
      'en',
    );
  });
});

describe('access', () => {
  it('answers 401 to every profile call without a token', async () => {
    const calls = [
      ...READ_CALLS.map((call) => ['GET', `/api/Profilo/${call}`]),
      ...SAVE_CALLS.map((call) => ['PUT', `/api/Profilo/${call}`]),
      ['GET', '/api/Profilo/RecuperaProfilo/1'],
      ['GET', '/api/Profilo/RecuperaImmagineProfilo/?base64=true'],
      ['GET', '/api/Profilo/RecuperaImmagineProfilo/1?base64=true'],
      ['POST', '/api/Profilo/CaricaImmagineProfilo'],
      ['POST', '/api/Profilo/CaricaFile/3'],
    ] as const;
    for (const [method, url] of calls) {
      const response = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect([url, response.statusCode]).toEqual([url, 401]);
    }
  });
});
