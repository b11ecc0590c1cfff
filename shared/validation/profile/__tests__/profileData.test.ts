import { failures, valid } from '../../__tests__/schemaFailures';
import { datiProfiloFormSchema, datiProfiloSchema, normaliseBirthDate } from '../profileData';

const TODAY = '2025-06-15';
const today = () => TODAY;

describe('tab 1: profile', () => {
  it('replaces a birth date more than 100 years ago with the date 18 years ago', () => {
    expect(normaliseBirthDate('1920-01-01', TODAY)).toBe('2007-06-15');
    expect(normaliseBirthDate('1985-12-10', TODAY)).toBe('1985-12-10');
  });

  const person = {
    tipologiaUtente: 0,
    nome: 'Giulia',
    cognome: 'Bianchi',
    telefono: '333 123 4567',
    email: 'giulia@example.com',
    codiceFiscalePIVA: 'bnchgl90a41h501x',
    recapitoFatturaElettronica: '',
    ragioneSociale: 'ignored',
    dataNascita: '1990-01-01',
    consensoTrattamentoImmagini: true,
  };

  it('normalises a natural person: +39, upper-case fiscal code, no business name', () => {
    expect(valid(datiProfiloSchema(today), person)).toMatchObject({
      telefono: '+393331234567',
      codiceFiscalePIVA: 'BNCHGL90A41H501X',
      ragioneSociale: null,
      recapitoFatturaElettronica: null,
    });
  });

  it('accepts an 11-digit VAT number and an omocodic fiscal code', () => {
    expect(failures(datiProfiloSchema(today), { ...person, codiceFiscalePIVA: '01234567890' })).toEqual({});
    expect(failures(datiProfiloSchema(today), { ...person, codiceFiscalePIVA: 'BNCHGL90A41H50MX' })).toEqual({});
  });

  it('lists every missing field', () => {
    expect(failures(datiProfiloSchema(today), { tipologiaUtente: 0 })).toEqual({
      nome: 'validation.profile.name.required',
      cognome: 'validation.profile.surname.required',
      telefono: 'validation.profile.phone.required',
      email: 'validation.email.required',
      codiceFiscalePIVA: 'validation.profile.fiscalCode.required',
      dataNascita: 'validation.profile.birthDate.required',
      consensoTrattamentoImmagini: 'validation.profile.imageConsent.required',
    });
  });

  it('refuses a bad phone, fiscal code, email and a birth date in the future', () => {
    expect(
      failures(datiProfiloSchema(today), {
        ...person,
        telefono: '12345',
        codiceFiscalePIVA: 'RSSMRA85',
        email: 'nope',
        dataNascita: '2025-06-16',
      }),
    ).toEqual({
      telefono: 'validation.profile.phone.invalid',
      codiceFiscalePIVA: 'validation.profile.fiscalCode.invalid',
      email: 'validation.email.invalid',
      dataNascita: 'validation.profile.birthDate.future',
    });
  });

  it('replaces a birth date over 100 years ago with the date 18 years ago', () => {
    expect(valid(datiProfiloSchema(today), { ...person, dataNascita: '1900-05-05' }).dataNascita).toBe('2007-06-15');
  });

  it('asks a legal entity for business name, PEC and SDI', () => {
    const company = { ...person, tipologiaUtente: 1, codiceFiscalePIVA: '01234567890', ragioneSociale: '' };
    expect(failures(datiProfiloSchema(today), company)).toEqual({
      ragioneSociale: 'validation.profile.businessName.required',
      recapitoFatturaElettronica: 'validation.profile.pec.required',
    });
    expect(
      failures(datiProfiloSchema(today), {
        ...company,
        ragioneSociale: 'Luci Srl',
        recapitoFatturaElettronica: 'luci@pec.it-',
      }),
    ).toEqual({
      recapitoFatturaElettronica: 'validation.profile.sdi.required',
    });
    expect(
      valid(datiProfiloSchema(today), {
        ...company,
        ragioneSociale: 'Luci Srl',
        recapitoFatturaElettronica: 'luci@pec.it-m5uxcr1',
      }).recapitoFatturaElettronica,
    ).toBe('luci@pec.it-M5UXCR1');
  });

  it('checks PEC and SDI as two fields in the form', () => {
    const form = { ...person, tipologiaUtente: 1, ragioneSociale: 'Luci Srl', pec: 'not-an-address', sdi: '12' };
    expect(failures(datiProfiloFormSchema(today), form)).toEqual({
      pec: 'validation.profile.pec.invalid',
      sdi: 'validation.profile.sdi.invalid',
    });
    expect(failures(datiProfiloFormSchema(today), { ...form, pec: 'luci@pec.it', sdi: 'm5uxcr1' })).toEqual({});
  });
});
