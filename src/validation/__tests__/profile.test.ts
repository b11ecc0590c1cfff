import { readFileSync } from 'node:fs';
import path from 'node:path';
import english from '../../../locales/en.json';
import italian from '../../../locales/it.json';
import { failures, messageIdsOf, valid } from '../../testing/schemaFailures';
import { addDays, addYears, daysFrom, endOfNextMonth, isoDate, isValidIsoDate } from '../dates';
import {
  PROFILE_TAB,
  datiBancariSchema,
  datiCittadinanzaSchema,
  datiDisponibilitaSchema,
  datiFamiliariSchema,
  datiFiscaliSchema,
  datiFisiciSchema,
  datiPersonaliGiuridiciSchema,
  datiProfessionaliSchema,
  datiProfiloFormSchema,
  datiProfiloSchema,
  isTabEnabled,
  isValidIban,
  joinRecapitoFatturaElettronica,
  kgToLbs,
  lbsToKg,
  normaliseBirthDate,
  normaliseFiscalCode,
  normalisePhone,
  normaliseProvince,
  profileTabSchemas,
  splitRecapitoFatturaElettronica,
  workflowAfterSaving,
} from '../profile';

const TODAY = '2025-06-15';
const today = () => TODAY;

describe('dates', () => {
  it('counts calendar days without a time zone drifting them', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addYears('2024-02-29', -18)).toBe('2006-02-28');
    expect(endOfNextMonth('2025-01-31')).toBe('2025-02-28');
    expect(endOfNextMonth('2025-12-05')).toBe('2026-01-31');
    expect(daysFrom('2025-06-29', '2025-07-02')).toEqual(['2025-06-29', '2025-06-30', '2025-07-01', '2025-07-02']);
  });

  it('takes today in Rome, not in the machine zone', () => {
    expect(isoDate(new Date('2025-06-14T22:30:00Z'))).toBe('2025-06-15');
    expect(isoDate(new Date('2025-01-14T22:30:00Z'))).toBe('2025-01-14');
  });

  it('refuses days that are not on the calendar', () => {
    expect(isValidIsoDate('2025-02-29')).toBe(false);
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('15/06/2025')).toBe(false);
  });
});

describe('workflow', () => {
  it('moves on only when the tab saved is the next one, and completes after the last', () => {
    expect(workflowAfterSaving(1, PROFILE_TAB.availability)).toBe(2);
    expect(workflowAfterSaving(8, PROFILE_TAB.fiscal)).toBe(9);
    expect(workflowAfterSaving(9, PROFILE_TAB.bank)).toBe(0);
    expect(workflowAfterSaving(5, PROFILE_TAB.availability)).toBe(5);
    expect(workflowAfterSaving(0, PROFILE_TAB.profile)).toBe(0);
    expect(workflowAfterSaving(12, PROFILE_TAB.bank)).toBe(12);
  });

  it('enables a tab once those before it are saved', () => {
    expect(isTabEnabled(1, PROFILE_TAB.availability)).toBe(true);
    expect(isTabEnabled(1, PROFILE_TAB.profile)).toBe(false);
    expect(isTabEnabled(4, PROFILE_TAB.citizenship)).toBe(true);
    expect(isTabEnabled(0, PROFILE_TAB.bank)).toBe(true);
  });
});

describe('transforms', () => {
  it.each([
    ['333 123 4567', '+393331234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0033612345678', '+33612345678'],
    ['06-1234-5678', '+390612345678'],
    ['', ''],
  ])('phone %p becomes %p', (input, output) => expect(normalisePhone(input)).toBe(output));

  it('upper-cases fiscal codes and keeps two letters of a province', () => {
    expect(normaliseFiscalCode(' rssmra85t10a562s ')).toBe('RSSMRA85T10A562S');
    expect(normaliseProvince('mi')).toBe('MI');
    expect(normaliseProvince('Roma')).toBe('RO');
    expect(normaliseProvince('1')).toBe('');
  });

  it('replaces a birth date more than 100 years ago with the date 18 years ago', () => {
    expect(normaliseBirthDate('1920-01-01', TODAY)).toBe('2007-06-15');
    expect(normaliseBirthDate('1985-12-10', TODAY)).toBe('1985-12-10');
  });

  it('checks IBANs by their mod-97 digits and their country length', () => {
    for (const iban of ['IT60X0542811101000000123456', 'it60 x054 2811 1010 0000 0123 456', 'DE89370400440532013000', 'GB82WEST12345698765432', 'FR1420041010050500013M02606']) {
      expect(isValidIban(iban)).toBe(true);
    }
    expect(isValidIban('IT61X0542811101000000123456')).toBe(false);
    expect(isValidIban('IT60X054281110100000012345')).toBe(false);
    expect(isValidIban('hello')).toBe(false);
  });

  it('joins and splits PEC and SDI on the last dash', () => {
    expect(joinRecapitoFatturaElettronica('studio-rossi@pec.it', 'abc1234')).toBe('studio-rossi@pec.it-ABC1234');
    expect(splitRecapitoFatturaElettronica('studio-rossi@pec.it-ABC1234')).toEqual({ pec: 'studio-rossi@pec.it', sdi: 'ABC1234' });
    expect(splitRecapitoFatturaElettronica('rossi@pec.it-')).toEqual({ pec: 'rossi@pec.it', sdi: '' });
    expect(joinRecapitoFatturaElettronica('', '')).toBeNull();
  });

  it('converts weight between kilograms and pounds', () => {
    expect(kgToLbs(80)).toBe(176);
    expect(lbsToKg(176)).toBe(80);
  });
});

describe('tab 0: availability', () => {
  const schema = datiDisponibilitaSchema(today);

  it('accepts days from today to the end of next month, Italy with a region and other nations without', () => {
    const value = valid(schema, {
      greenPass: true,
      dataScadenzaGreenPass: '2025-06-15',
      listaNazioni: [{ id_Nazione: 21, id_Regione: 7 }, { id_Nazione: 9, id_Regione: null }],
      listaDisponibilita: [{ giorno: '2025-06-15', disponibile: false, modificabile: true, id_DisponibilitaProfilo: 4 }, { giorno: '2025-07-31', disponibile: true }],
    });
    expect(value.listaDisponibilita).toEqual([{ giorno: '2025-06-15', disponibile: false }, { giorno: '2025-07-31', disponibile: true }]);
  });

  it('drops days already past instead of refusing the save', () => {
    expect(valid(schema, { listaDisponibilita: [{ giorno: '2025-06-14', disponibile: false }] }).listaDisponibilita).toEqual([]);
  });

  it('refuses what the rules forbid', () => {
    expect(
      failures(schema, {
        greenPass: true,
        dataScadenzaGreenPass: '2025-06-14',
        listaNazioni: [{ id_Nazione: 21 }, { id_Nazione: 3 }, { id_Nazione: 4 }, { id_Nazione: 5 }],
        listaDisponibilita: [{ giorno: '2025-08-01', disponibile: true }, { giorno: '2025-02-30', disponibile: true }, { giorno: '2025-06-20' }],
      }),
    ).toEqual({
      dataScadenzaGreenPass: 'validation.profile.greenPassExpiry.past',
      listaNazioni: 'validation.profile.workingAreas.max',
      'listaNazioni[0].id_Regione': 'validation.profile.region.required',
      'listaDisponibilita[0].giorno': 'validation.profile.availability.dayOutOfRange',
      'listaDisponibilita[1].giorno': 'validation.date.invalid',
      'listaDisponibilita[2].disponibile': 'validation.profile.availability.flagRequired',
    });
    expect(failures(schema, { greenPass: true })).toEqual({ dataScadenzaGreenPass: 'validation.profile.greenPassExpiry.required' });
    expect(failures(schema, { listaNazioni: [{ id_Nazione: 9 }, { id_Nazione: 9 }] })).toEqual({ listaNazioni: 'validation.profile.workingAreas.duplicate' });
  });

  it('forgets the green pass expiry when there is no green pass', () => {
    expect(valid(schema, { greenPass: false, dataScadenzaGreenPass: '2020-01-01' }).dataScadenzaGreenPass).toBeNull();
  });
});

describe('tab 1: profile', () => {
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
    expect(failures(datiProfiloSchema(today), { ...person, telefono: '12345', codiceFiscalePIVA: 'RSSMRA85', email: 'nope', dataNascita: '2025-06-16' })).toEqual({
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
    expect(failures(datiProfiloSchema(today), { ...company, ragioneSociale: 'Luci Srl', recapitoFatturaElettronica: 'luci@pec.it-' })).toEqual({
      recapitoFatturaElettronica: 'validation.profile.sdi.required',
    });
    expect(valid(datiProfiloSchema(today), { ...company, ragioneSociale: 'Luci Srl', recapitoFatturaElettronica: 'luci@pec.it-m5uxcr1' }).recapitoFatturaElettronica).toBe(
      'luci@pec.it-M5UXCR1',
    );
  });

  it('checks PEC and SDI as two fields in the form', () => {
    const form = { ...person, tipologiaUtente: 1, ragioneSociale: 'Luci Srl', pec: 'not-an-address', sdi: '12' };
    expect(failures(datiProfiloFormSchema(today), form)).toEqual({ pec: 'validation.profile.pec.invalid', sdi: 'validation.profile.sdi.invalid' });
    expect(failures(datiProfiloFormSchema(today), { ...form, pec: 'luci@pec.it', sdi: 'm5uxcr1' })).toEqual({});
  });
});

describe('tab 2: personal and legal data', () => {
  it('keeps two upper-case letters of each province and only digits in postal codes', () => {
    expect(valid(datiPersonaliGiuridiciSchema, { provinciaNascita: 'na', provinciaResidenza: 'Milano', capResidenza: '20121', cittaDomicilio: '' })).toMatchObject({
      provinciaNascita: 'NA',
      provinciaResidenza: 'MI',
      capResidenza: '20121',
      cittaDomicilio: null,
    });
    expect(failures(datiPersonaliGiuridiciSchema, { capResidenza: '20A21', capDomicilio: '00-100' })).toEqual({
      capResidenza: 'validation.profile.postalCode.invalid',
      capDomicilio: 'validation.profile.postalCode.invalid',
    });
  });
});

describe('tab 3: citizenship', () => {
  const schema = datiCittadinanzaSchema(today);

  it('needs a permit expiry from today on, and keeps no permit for an Italian citizen', () => {
    expect(failures(schema, { cittadinanzaItaliana: false, dataScadenzaPermessoSoggiorno: '2025-06-14' })).toEqual({
      dataScadenzaPermessoSoggiorno: 'validation.profile.permitExpiry.past',
    });
    expect(failures(schema, { cittadinanzaItaliana: false, dataScadenzaPermessoSoggiorno: '2025-06-15' })).toEqual({});
    expect(valid(schema, { cittadinanzaItaliana: true, codicePermessoSoggiorno: 'X', dataScadenzaPermessoSoggiorno: '2020-01-01' })).toMatchObject({
      codicePermessoSoggiorno: null,
      dataScadenzaPermessoSoggiorno: null,
    });
    expect(failures(schema, {})).toEqual({ cittadinanzaItaliana: 'validation.profile.italianCitizenship.required' });
  });

  it('keeps the accented field name of the spec', () => {
    expect(valid(schema, { cittadinanzaItaliana: false, cittàRilascioPermessoSoggiorno: 'Roma' })).toMatchObject({ cittàRilascioPermessoSoggiorno: 'Roma' });
  });
});

describe('tab 4: physical data', () => {
  it('takes whole numbers in range, weight in kilograms or, for the English form, pounds', () => {
    expect(failures(datiFisiciSchema(), { altezza: 30, peso: 500, numeroScarpe: 42.5 })).toEqual({
      altezza: 'validation.profile.height.range',
      peso: 'validation.profile.weight.rangeKg',
      numeroScarpe: 'validation.number.integer',
    });
    expect(failures(datiFisiciSchema('lbs'), { peso: 500 })).toEqual({});
    expect(valid(datiFisiciSchema(), { altezza: '180', peso: '', tagliaVestiti: 3 })).toMatchObject({ altezza: 180, peso: null, tagliaVestiti: 3 });
  });
});

describe('tab 5: family', () => {
  it('asks a married person for the spouse code, and one valid code per dependent child', () => {
    expect(failures(datiFamiliariSchema, { statoCivile: 1, numeroFigliACarico: 2, percentualeFigliACarico: 50, listaFigliACarico: [{ codiceFiscaleFiglio: 'bad' }] })).toEqual({
      codiceFiscaleConiuge: 'validation.profile.spouseFiscalCode.required',
      listaFigliACarico: 'validation.profile.children.count',
      'listaFigliACarico[0].codiceFiscaleFiglio': 'validation.profile.childFiscalCode.invalid',
    });
    expect(
      valid(datiFamiliariSchema, {
        statoCivile: 1,
        codiceFiscaleConiuge: 'rssmra85t10a562s',
        numeroFigliACarico: 1,
        percentualeFigliACarico: 100,
        listaFigliACarico: [{ codiceFiscaleFiglio: 'rssgli15a41h501w' }],
      }),
    ).toMatchObject({ codiceFiscaleConiuge: 'RSSMRA85T10A562S', listaFigliACarico: [{ codiceFiscaleFiglio: 'RSSGLI15A41H501W' }] });
  });

  it('forgets the spouse code of a single person and the percentage when there are no children', () => {
    expect(valid(datiFamiliariSchema, { statoCivile: 2, codiceFiscaleConiuge: 'RSSMRA85T10A562S', numeroFigliACarico: 0, percentualeFigliACarico: 50 })).toMatchObject({
      codiceFiscaleConiuge: null,
      percentualeFigliACarico: null,
      listaFigliACarico: [],
    });
    expect(failures(datiFamiliariSchema, { numeroFigliACarico: 1, listaFigliACarico: [{ codiceFiscaleFiglio: 'RSSGLI15A41H501W' }] })).toEqual({
      statoCivile: 'validation.profile.maritalStatus.required',
      percentualeFigliACarico: 'validation.profile.childrenPercentage.required',
    });
  });
});

describe('tab 6: professional data', () => {
  const role = { id_Ambito: 1, id_Dipartimento: 104, id_Ruolo: 10401 };
  const language = { id_LinguaProfilo: 2, livello: 3 };

  it('needs 1 to 3 complete roles, an experience text and 1 to 3 languages with their level', () => {
    expect(failures(datiProfessionaliSchema, {})).toEqual({
      listaRuoli: 'validation.profile.roles.required',
      esperienze: 'validation.profile.experience.required',
      listaLingue: 'validation.profile.languages.required',
    });
    expect(
      failures(datiProfessionaliSchema, {
        listaRuoli: [{ id_Ambito: 1 }, role, role, role],
        esperienze: 'Dieci anni sul set',
        listaLingue: [{ id_LinguaProfilo: 2 }, language, language, language],
      }),
    ).toEqual({
      listaRuoli: 'validation.profile.roles.max',
      'listaRuoli[0].id_Dipartimento': 'validation.profile.department.required',
      'listaRuoli[0].id_Ruolo': 'validation.profile.role.required',
      listaLingue: 'validation.profile.languages.max',
      'listaLingue[0].livello': 'validation.profile.level.required',
    });
    expect(failures(datiProfessionaliSchema, { listaRuoli: [role, role], esperienze: 'x', listaLingue: [language] })).toEqual({
      listaRuoli: 'validation.profile.roles.duplicate',
    });
  });
});

describe('tabs 7 and 8: fiscal and bank data', () => {
  it('needs a whole taxable income', () => {
    expect(failures(datiFiscaliSchema, {})).toEqual({ imponibileFiscale: 'validation.profile.taxableIncome.required' });
    expect(failures(datiFiscaliSchema, { imponibileFiscale: '1000.5' })).toEqual({ imponibileFiscale: 'validation.profile.taxableIncome.integer' });
    expect(valid(datiFiscaliSchema, { imponibileFiscale: '32000' })).toEqual({ imponibileFiscale: 32000 });
  });

  it('needs a real IBAN and a bank name; a BIC is optional but must be valid', () => {
    expect(valid(datiBancariSchema, { iban: 'it60 x054 2811 1010 0000 0123 456', nomeBanca: 'Banca Popolare', swiftCode: '' })).toEqual({
      iban: 'IT60X0542811101000000123456',
      nomeBanca: 'Banca Popolare',
      swiftCode: null,
    });
    expect(failures(datiBancariSchema, { iban: 'IT60X0542811101000000123457', swiftCode: 'BPM' })).toEqual({
      iban: 'validation.profile.iban.invalid',
      nomeBanca: 'validation.profile.bankName.required',
      swiftCode: 'validation.profile.bic.invalid',
    });
    expect(failures(datiBancariSchema, { iban: 'IT60X0542811101000000123456', nomeBanca: 'B', swiftCode: 'bpmoit22xxx' })).toEqual({});
  });
});

describe('messages', () => {
  it('has all nine tabs', () => {
    expect(profileTabSchemas(today)).toHaveLength(9);
  });

  it('has every message id of these rules in both languages', () => {
    const ids = ['profile.ts', 'fields.ts'].flatMap((file) => messageIdsOf(readFileSync(path.join(__dirname, '..', file), 'utf8')));
    expect(ids.length).toBeGreaterThan(50);
    const missing = ids.filter((id) => !(id in italian) || !(id in english));
    expect(missing).toEqual([]);
  });
});
