import { naturalPersonBilling, saveBilling } from '../../helpers/payments';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { type SignedInUser, signUpAndIn } from '../../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const company = {
  tipologiaUtente: 1,
  ragioneSociale: 'Luce e Ombra Srl',
  codfisciva: '01234567890',
  indirizzoResidenza: 'Corso Buenos Aires 10',
  cittaResidenza: 'Milano',
  provinciaResidenza: 'MI',
  nazioneResidenza: 'IT',
};
const read = (user: SignedInUser) =>
  t.app.inject({ method: 'GET', url: '/api/Profilo/RecuperaDatiFatturazione', headers: user.auth });
const fieldsOf = (response: { json(): { data: { modelValidationError: { field: string; message: string }[] } } }) =>
  Object.fromEntries(response.json().data.modelValidationError.map((error) => [error.field, error.message]));

describe('POST /api/Profilo/aggiornaDatiFatturazione', () => {
  it('saves a natural person without SDI or PEC, and reads it back', async () => {
    const user = await signUpAndIn(t.app);
    expect((await read(user)).json().data).toBeNull();
    const saved = await saveBilling(t.app, user, {
      ...naturalPersonBilling,
      codfisciva: 'rssmra85m41h501z',
      provinciaResidenza: 'roma',
      nazioneResidenza: 'italia',
    });
    const expected = {
      tipologiaUtente: 0,
      nome: 'Maria',
      cognome: 'Rossi',
      ragioneSociale: '',
      codfisciva: 'RSSMRA85M41H501Z',
      sdi: '',
      pec: '',
      indirizzoResidenza: 'Via Roma 1',
      cittaResidenza: 'Roma',
      provinciaResidenza: 'RO',
      nazioneResidenza: 'IT',
      intestazioneFatturazione: 'Maria Rossi',
      indirizzoFatturazione: 'Via Roma 1',
      cittaFatturazione: 'Roma',
      provinciaFatturazione: 'RO',
      nazioneFatturazione: 'IT',
      privacfFatturazione: 'RSSMRA85M41H501Z',
      sdiFatturazione: '',
      pecFatturazione: '',
    };
    expect(saved.json()).toEqual({ success: true, message: 'Billing data saved', data: expected });
    expect((await read(user)).json()).toEqual({ success: true, message: null, data: expected });
  });

  it('saves a legal entity with SDI or PEC, keeping only its fields', async () => {
    const user = await signUpAndIn(t.app);
    await saveBilling(t.app, user);
    const saved = await saveBilling(t.app, user, { ...company, nome: 'ignored', pec: 'Luce@PEC.it' });
    expect(saved.json().data).toMatchObject({
      tipologiaUtente: 1,
      nome: '',
      cognome: '',
      ragioneSociale: 'Luce e Ombra Srl',
      pec: 'luce@pec.it',
      intestazioneFatturazione: 'Luce e Ombra Srl',
      pecFatturazione: 'luce@pec.it',
    });
    expect((await saveBilling(t.app, user, { ...company, sdi: 'm5uxcr1' })).json().data).toMatchObject({
      sdi: 'M5UXCR1',
      sdiFatturazione: 'M5UXCR1',
      pec: '',
    });
  });

  it('asks a legal entity for SDI or PEC and the company name, in Italian and English', async () => {
    const user = await signUpAndIn(t.app);
    const italian = await saveBilling(t.app, user, { ...company, ragioneSociale: '' }, 'it');
    expect(italian.statusCode).toBe(400);
    expect(italian.json().data.title).toBe('Errore di validazione, controlla i dati inseriti');
    expect(fieldsOf(italian)).toEqual({
      ragioneSociale: 'Ragione Sociale obbligatoria!',
      sdi: 'SDI o PEC obbligatoria!',
    });
    expect(fieldsOf(await saveBilling(t.app, user, { ...company, ragioneSociale: '' }, 'en'))).toEqual({
      ragioneSociale: 'The company name is required',
      sdi: 'Enter an SDI code or a PEC address',
    });
    expect((await read(user)).json().data).toBeNull();
  });

  it('checks SDI and PEC once a natural person fills one', async () => {
    const user = await signUpAndIn(t.app);
    expect(fieldsOf(await saveBilling(t.app, user, { ...naturalPersonBilling, sdi: 'AB', pec: 'nope' }, 'en'))).toEqual(
      {
        sdi: 'The SDI code must have 6 or 7 letters or digits',
        pec: 'Invalid PEC address',
      },
    );
  });

  it('lists every missing field with the messages of product.md §1.5', async () => {
    const user = await signUpAndIn(t.app);
    const response = await saveBilling(t.app, user, { tipologiaUtente: 0 }, 'it');
    expect(fieldsOf(response)).toEqual({
      nome: 'Il nome è obbligatorio',
      cognome: 'Il cognome è obbligatorio',
      codfisciva: 'Codice fiscale o partita IVA non valido',
      indirizzoResidenza: "L'indirizzo è obbligatorio",
      cittaResidenza: 'La città è obbligatoria',
      provinciaResidenza: 'La provincia è obbligatoria',
      nazioneResidenza: 'La nazione è obbligatoria',
    });
    expect(fieldsOf(await saveBilling(t.app, user, { ...naturalPersonBilling, codfisciva: '123' }, 'en'))).toEqual({
      codfisciva: 'Invalid tax code or VAT number',
    });
    expect(fieldsOf(await saveBilling(t.app, user, { ...naturalPersonBilling, tipologiaUtente: 5 }, 'en'))).toEqual({
      tipologiaUtente: 'Choose natural person or legal entity',
    });
  });

  it("keeps each user's data to themselves", async () => {
    const owner = await signUpAndIn(t.app);
    const other = await signUpAndIn(t.app);
    await saveBilling(t.app, owner);
    expect((await read(other)).json().data).toBeNull();
  });

  it('is documented, with the new call that reads it back', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(
      Object.keys(
        paths['/api/Profilo/aggiornaDatiFatturazione'].post.requestBody.content['application/json'].schema.properties,
      ),
    ).toEqual(
      expect.arrayContaining([
        'tipologiaUtente',
        'nome',
        'cognome',
        'ragioneSociale',
        'codfisciva',
        'sdi',
        'pec',
        'nazioneResidenza',
      ]),
    );
    expect(paths['/api/Profilo/RecuperaDatiFatturazione'].get.description).toContain('New call');
  });

  it('needs a sign-in', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/Profilo/aggiornaDatiFatturazione',
          payload: naturalPersonBilling,
        })
      ).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/Profilo/RecuperaDatiFatturazione' })).statusCode).toBe(401);
  });
});
