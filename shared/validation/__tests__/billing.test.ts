import english from '../../../locales/en.json';
import italian from '../../../locales/it.json';
import { billingSchema, billingVariant, LEGAL_ENTITY, NATURAL_PERSON, twoLetterCode } from '../billing';

const address = {
  indirizzoResidenza: 'Via Roma 1',
  cittaResidenza: 'Roma',
  provinciaResidenza: 'RM',
  nazioneResidenza: 'IT',
};
const person = {
  tipologiaUtente: NATURAL_PERSON,
  nome: 'Maria',
  cognome: 'Rossi',
  codfisciva: 'RSSMRA85M41H501Z',
  ...address,
};
const company = { tipologiaUtente: LEGAL_ENTITY, ragioneSociale: 'Luce Srl', codfisciva: '01234567890', ...address };

const errorsOf = (values: object) => {
  try {
    billingSchema.validateSync(values, { abortEarly: false, stripUnknown: true });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((e) => [e.path, e.message]));
  }
};

describe('billingVariant', () => {
  it('picks one of the four variants from the person type and whether SDI and PEC are both empty', () => {
    expect(billingVariant({ tipologiaUtente: 0, sdi: '', pec: '' })).toEqual({
      legalEntity: false,
      sdiPecRequired: false,
    });
    expect(billingVariant({ tipologiaUtente: 0, sdi: 'ABC1234', pec: '' })).toEqual({
      legalEntity: false,
      sdiPecRequired: true,
    });
    expect(billingVariant({ tipologiaUtente: 1, sdi: '', pec: '' })).toEqual({
      legalEntity: true,
      sdiPecRequired: true,
    });
    expect(billingVariant({ tipologiaUtente: 1, sdi: '', pec: 'a@pec.it' })).toEqual({
      legalEntity: true,
      sdiPecRequired: true,
    });
  });
});

describe('billingSchema', () => {
  it('accepts a natural person without SDI or PEC', () => {
    expect(errorsOf(person)).toEqual({});
  });

  it('checks SDI and PEC once a natural person fills either', () => {
    expect(errorsOf({ ...person, sdi: 'abc' })).toEqual({ sdi: 'validation.billing.sdi.invalid' });
    expect(errorsOf({ ...person, pec: 'not-an-address' })).toEqual({ pec: 'validation.billing.pec.invalid' });
    expect(errorsOf({ ...person, sdi: 'abc1234' })).toEqual({});
  });

  it('asks a natural person for name and surname', () => {
    expect(errorsOf({ ...person, nome: ' ', cognome: '' })).toEqual({
      nome: 'validation.billing.nome.required',
      cognome: 'validation.billing.cognome.required',
    });
  });

  it('asks a legal entity for the company name and for SDI or PEC', () => {
    expect(errorsOf(company)).toEqual({ sdi: 'validation.billing.sdiPec.required' });
    expect(errorsOf({ ...company, ragioneSociale: '', pec: 'luce@pec.it' })).toEqual({
      ragioneSociale: 'validation.billing.ragioneSociale.required',
    });
    expect(errorsOf({ ...company, sdi: 'M5UXCR1' })).toEqual({});
    expect(errorsOf({ ...company, pec: 'luce@pec.it' })).toEqual({});
  });

  it('does not ask a legal entity for name and surname', () => {
    expect(errorsOf({ ...company, sdi: 'M5UXCR1', nome: '', cognome: '' })).toEqual({});
  });

  it('checks the tax code or VAT number and upper-cases it', () => {
    expect(errorsOf({ ...person, codfisciva: 'RSSMRA85M41H501' })).toEqual({
      codfisciva: 'validation.billing.codfisciva.invalid',
    });
    expect(errorsOf({ ...person, codfisciva: '' })).toEqual({ codfisciva: 'validation.billing.codfisciva.invalid' });
    expect(billingSchema.validateSync({ ...person, codfisciva: 'rssmra85m41h501z' }).codfisciva).toBe(
      'RSSMRA85M41H501Z',
    );
  });

  it('requires address, city, province and country', () => {
    expect(errorsOf({ tipologiaUtente: 0, nome: 'a', cognome: 'b', codfisciva: '01234567890' })).toEqual({
      indirizzoResidenza: 'validation.billing.indirizzo.required',
      cittaResidenza: 'validation.billing.citta.required',
      provinciaResidenza: 'validation.billing.provincia.required',
      nazioneResidenza: 'validation.billing.nazione.required',
    });
  });

  it('cuts province and country to 2 upper-case letters', () => {
    const value = billingSchema.validateSync({ ...person, provinciaResidenza: 'roma', nazioneResidenza: 'Italia' });
    expect(value.provinciaResidenza).toBe('RO');
    expect(value.nazioneResidenza).toBe('IT');
    expect(twoLetterCode(' m-i ')).toBe('MI');
    expect(errorsOf({ ...person, provinciaResidenza: 'r' })).toEqual({
      provinciaResidenza: 'validation.billing.provincia.invalid',
    });
  });

  it('refuses an unknown person type', () => {
    expect(errorsOf({ ...person, tipologiaUtente: 2 })).toEqual({
      tipologiaUtente: 'validation.billing.tipologiaUtente.invalid',
    });
    expect(errorsOf({ ...person, tipologiaUtente: 'x' })).toMatchObject({
      tipologiaUtente: 'validation.billing.tipologiaUtente.invalid',
    });
  });

  it('has the messages of product.md §1.5 in Italian and every message in English', () => {
    expect(italian['validation.billing.nome.required']).toBe('Il nome è obbligatorio');
    expect(italian['validation.billing.sdiPec.required']).toBe('SDI o PEC obbligatoria!');
    expect(italian['validation.billing.ragioneSociale.required']).toBe('Ragione Sociale obbligatoria!');
    expect(italian['validation.billing.codfisciva.invalid']).toBe('Codice fiscale o partita IVA non valido');
    const billingIds = Object.keys(italian).filter((id) => id.startsWith('validation.billing.'));
    expect(billingIds.length).toBeGreaterThan(10);
    for (const id of billingIds) expect(english).toHaveProperty([id]);
  });
});
