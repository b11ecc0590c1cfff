import * as yup from 'yup';
import { emailRule } from './accounts';
import { type Today, addYears, endOfNextMonth, isValidIsoDate, todayInRome } from './dates';
import {
  dateField,
  distinctBy,
  emptyToNull,
  flag,
  fromToday,
  integer,
  list,
  lookupId,
  nationRegionPair,
  optionalInteger,
  optionalLookupId,
  optionalText,
  requiredFlag,
  text,
} from './fields';
import type { Language } from './language';
import { UPLOADABLE_DOCUMENT_TYPES } from './uploads';

/**
 * The profile wizard's rules (spec 01 sections 3 and 5, 00-DECISIONS), shared by the nine forms
 * and the server's routes. Field names are the wire's. Messages are ids of locales/*.json. Rules
 * about "today" take a `Today` function so the server's clock and the tests decide what today is.
 * Transforms normalise what the server stores; the forms reuse the same small functions as masks.
 */

// ---------------------------------------------------------------------------------------------
// Tabs and workflow (00-DECISIONS: profile wizard and workflow)

export * from './workflow';

// ---------------------------------------------------------------------------------------------
// Constants of the domain

export const USER_TYPE = { naturalPerson: 0, legalEntity: 1 } as const;
export const USER_TYPES = [USER_TYPE.naturalPerson, USER_TYPE.legalEntity] as const;

export { ITALY_NATION_ID } from './fields';
/** The marital status that asks for the spouse's fiscal code. */
export const MARRIED_STATUS_ID = 1;

export * from './uploads';

export const MAX_WORKING_AREAS = 3;
export const MAX_ROLES = 3;
export const MAX_LANGUAGES = 3;
export const MAX_DEPENDENT_CHILDREN = 20;
/** Longest availability window: two whole months of 31 days. */
export const MAX_AVAILABILITY_DAYS = 62;

export const HEIGHT_CM = { min: 50, max: 250 } as const;
export const WEIGHT_KG = { min: 20, max: 300 } as const;
export const SHOE_SIZE = { min: 16, max: 55 } as const;
export const TAXABLE_INCOME_MAX = 999_999_999;

export const MAX_AGE_YEARS = 100;
export const FALLBACK_AGE_YEARS = 18;
export const DEFAULT_PHONE_PREFIX = '+39';

// ---------------------------------------------------------------------------------------------
// Patterns

/** Optional plus sign, 3 digits, 3 digits, then 4 to 6 digits (spec 01 section 5). */
export const PHONE_PATTERN = /^\+?\d{3}\d{3}\d{4,6}$/;
/**
 * The 16-character Italian fiscal code: 6 letters, 2 digits, letter, 2 digits, letter, 3 digits,
 * letter. Where two people would share a code the tax office swaps digits for the letters
 * L M N P Q R S T U V (omocodia); those codes are real, so the digit positions accept them too.
 */
const CF_DIGIT = '[0-9LMNPQRSTUV]';
export const PERSON_FISCAL_CODE_PATTERN = new RegExp(`^[A-Z]{6}${CF_DIGIT}{2}[A-Z]${CF_DIGIT}{2}[A-Z]${CF_DIGIT}{3}[A-Z]$`);
/** A company's 11-digit VAT number (partita IVA). */
export const VAT_NUMBER_PATTERN = /^\d{11}$/;
export const PROVINCE_PATTERN = /^[A-Z]{2}$/;
export const POSTAL_CODE_PATTERN = /^\d+$/;
/** Codice destinatario: 7 characters for businesses, 6 for public offices. */
export const SDI_PATTERN = /^[A-Z0-9]{6,7}$/;
/** Bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** IBAN lengths of the SEPA countries; others are checked by shape and checksum only. */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27,
  GB: 22, GI: 23, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27,
  MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27, VA: 22,
};

// ---------------------------------------------------------------------------------------------
// Transforms: the server stores what they answer, the forms use them as masks

/** Drops spaces and separators, turns a leading 00 into +, and prefixes +39 when no prefix is given. */
export function normalisePhone(value: string): string {
  const compact = value.replace(/[\s().\-/]/g, '');
  if (compact === '' || compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  return `${DEFAULT_PHONE_PREFIX}${compact}`;
}

/** Fiscal codes and VAT numbers are kept upper case, without spaces. */
export function normaliseFiscalCode(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** A province keeps its first two letters, upper case ('mi' → 'MI', 'Roma' → 'RO'). */
export function normaliseProvince(value: string): string {
  return value.replace(/[^A-Za-z]/g, '').slice(0, 2).toUpperCase();
}

/** The postal code field's mask: digits only. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

export function normaliseSdi(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** IBANs and BICs are written in groups and any case; they are stored compact and upper case. */
export function normaliseBankCode(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** A birth date more than 100 years ago is taken as a slip and replaced by the date 18 years ago. */
export function normaliseBirthDate(value: string, today: string): string {
  if (!isValidIsoDate(value)) return value;
  return value < addYears(today, -MAX_AGE_YEARS) ? addYears(today, -FALLBACK_AGE_YEARS) : value;
}

export function isFiscalCodeOrVat(value: string): boolean {
  return PERSON_FISCAL_CODE_PATTERN.test(value) || VAT_NUMBER_PATTERN.test(value);
}

/** ISO 13616: shape, the country's length where known, and the mod-97 check digits. */
export function isValidIban(value: string): boolean {
  const iban = normaliseBankCode(value);
  if (!IBAN_SHAPE.test(iban)) return false;
  const expectedLength = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expectedLength !== undefined && iban.length !== expectedLength) return false;
  let remainder = 0;
  for (const character of iban.slice(4) + iban.slice(0, 4)) {
    const digits = character >= 'A' ? String(character.charCodeAt(0) - 55) : character;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/**
 * The wire keeps PEC and SDI in one field, joined with a dash (spec 01 section 3). An SDI code
 * never holds a dash, so the last dash splits them even when the PEC address has one.
 */
export function joinRecapitoFatturaElettronica(pec: string | null | undefined, sdi: string | null | undefined): string | null {
  const cleanPec = (pec ?? '').trim();
  const cleanSdi = normaliseSdi(sdi ?? '');
  return cleanPec || cleanSdi ? `${cleanPec}-${cleanSdi}` : null;
}

export function splitRecapitoFatturaElettronica(value: string | null | undefined): { pec: string; sdi: string } {
  const text = (value ?? '').trim();
  const dash = text.lastIndexOf('-');
  if (dash < 0) return text.includes('@') ? { pec: text, sdi: '' } : { pec: '', sdi: normaliseSdi(text) };
  return { pec: text.slice(0, dash).trim(), sdi: normaliseSdi(text.slice(dash + 1)) };
}

const pecFormat = yup.string().max(254).email();

/** PEC: required for a legal entity, a valid address whenever given. */
export function pecError(tipologiaUtente: unknown, pec: string | null | undefined): string | undefined {
  if (!pec) return tipologiaUtente !== USER_TYPE.naturalPerson ? 'validation.profile.pec.required' : undefined;
  return pecFormat.isValidSync(pec) ? undefined : 'validation.profile.pec.invalid';
}

/** SDI: required for a legal entity, 6 or 7 letters and digits whenever given. */
export function sdiError(tipologiaUtente: unknown, sdi: string | null | undefined): string | undefined {
  if (!sdi) return tipologiaUtente !== USER_TYPE.naturalPerson ? 'validation.profile.sdi.required' : undefined;
  return SDI_PATTERN.test(normaliseSdi(sdi)) ? undefined : 'validation.profile.sdi.invalid';
}

/** Weight travels and is stored in kilograms; the English form shows and takes pounds. */
export type WeightUnit = 'kg' | 'lbs';
const POUNDS_PER_KILOGRAM = 2.20462;
export const weightUnitFor = (language: Language): WeightUnit => (language === 'en' ? 'lbs' : 'kg');
export const kgToLbs = (kg: number): number => Math.round(kg * POUNDS_PER_KILOGRAM);
export const lbsToKg = (lbs: number): number => Math.round(lbs / POUNDS_PER_KILOGRAM);

const personFiscalCode = () => text(16).transform((value) => (typeof value === 'string' ? normaliseFiscalCode(value) : value));

// ---------------------------------------------------------------------------------------------
// Tab 0: availability, working areas and green pass

export const workingAreaSchema = nationRegionPair({ nation: 'validation.profile.nation.required', region: 'validation.profile.region.required' });

export function availabilityDaySchema(today: Today = todayInRome) {
  return yup.object({
    giorno: dateField()
      .required('validation.date.required')
      .test('in-window', 'validation.profile.availability.dayOutOfRange', (value) => {
        if (value == null || !isValidIsoDate(value)) return true;
        return value >= today() && value <= endOfNextMonth(today());
      }),
    disponibile: requiredFlag('validation.profile.availability.flagRequired'),
  });
}

export function datiDisponibilitaSchema(today: Today = todayInRome) {
  return yup.object({
    greenPass: flag(),
    dataScadenzaGreenPass: dateField().when('greenPass', {
      is: true,
      then: (schema) =>
        schema
          .required('validation.profile.greenPassExpiry.required')
          .test('from-today', 'validation.profile.greenPassExpiry.past', fromToday(today)),
      otherwise: (schema) => schema.transform(() => null),
    }),
    listaNazioni: yup
      .array(workingAreaSchema)
      .typeError(list().typeError)
      .max(MAX_WORKING_AREAS, 'validation.profile.workingAreas.max')
      .default([])
      .test('distinct', 'validation.profile.workingAreas.duplicate', distinctBy((area) => `${area.id_Nazione}/${area.id_Regione ?? ''}`)),
    listaDisponibilita: yup
      .array(availabilityDaySchema(today))
      .typeError(list().typeError)
      // A calendar opened before midnight still lists yesterday: past days are dropped, not refused.
      .transform((days: unknown) =>
        Array.isArray(days)
          ? days.filter((day) => !(day && typeof day.giorno === 'string' && isValidIsoDate(day.giorno) && day.giorno < today()))
          : days,
      )
      .max(MAX_AVAILABILITY_DAYS, 'validation.profile.availability.dayOutOfRange')
      .default([])
      .test('distinct', 'validation.profile.availability.duplicateDay', distinctBy((day) => day.giorno)),
  });
}
export type DatiDisponibilitaRequest = yup.InferType<ReturnType<typeof datiDisponibilitaSchema>>;

// ---------------------------------------------------------------------------------------------
// Tab 1: profile

function profileFields(today: Today) {
  return {
    tipologiaUtente: yup
      .number()
      .typeError('validation.profile.userType.invalid')
      .oneOf(USER_TYPES, 'validation.profile.userType.invalid')
      .required('validation.profile.userType.invalid'),
    nome: text(100).required('validation.profile.name.required'),
    cognome: text(100).required('validation.profile.surname.required'),
    telefono: yup
      .string()
      .transform((value) => (typeof value === 'string' ? normalisePhone(value) : value))
      .required('validation.profile.phone.required')
      .matches(PHONE_PATTERN, 'validation.profile.phone.invalid'),
    email: emailRule,
    codiceFiscalePIVA: yup
      .string()
      .transform((value) => (typeof value === 'string' ? normaliseFiscalCode(value) : value))
      .required('validation.profile.fiscalCode.required')
      .test('fiscal-code-or-vat', 'validation.profile.fiscalCode.invalid', (value) => !value || isFiscalCodeOrVat(value)),
    ragioneSociale: optionalText(200).when('tipologiaUtente', {
      is: USER_TYPE.legalEntity,
      then: (schema) => schema.required('validation.profile.businessName.required'),
      otherwise: (schema) => schema.transform(() => null),
    }),
    dataNascita: dateField()
      .transform((value) => (typeof value === 'string' ? normaliseBirthDate(value, today()) : value))
      .required('validation.profile.birthDate.required')
      .test('not-future', 'validation.profile.birthDate.future', (value) => value == null || !isValidIsoDate(value) || value <= today()),
    consensoTrattamentoImmagini: requiredFlag('validation.profile.imageConsent.required'),
  };
}

/** The wire shape: PEC and SDI travel joined in recapitoFatturaElettronica. */
export function datiProfiloSchema(today: Today = todayInRome) {
  return yup.object({
    ...profileFields(today),
    recapitoFatturaElettronica: optionalText(300)
      .transform((value) => {
        if (typeof value !== 'string') return value;
        const { pec, sdi } = splitRecapitoFatturaElettronica(value);
        return joinRecapitoFatturaElettronica(pec, sdi);
      })
      .test('electronic-invoicing', 'validation.profile.pec.invalid', function electronicInvoicing(value) {
        const { pec, sdi } = splitRecapitoFatturaElettronica(value);
        const message = pecError(this.parent.tipologiaUtente, pec) ?? sdiError(this.parent.tipologiaUtente, sdi);
        return message ? this.createError({ message }) : true;
      }),
  });
}
export type DatiProfiloRequest = yup.InferType<ReturnType<typeof datiProfiloSchema>>;

/** The form's shape: PEC and SDI as two fields; join them with joinRecapitoFatturaElettronica to send. */
export function datiProfiloFormSchema(today: Today = todayInRome) {
  return yup.object({
    ...profileFields(today),
    pec: optionalText(254).test('pec', 'validation.profile.pec.invalid', function pec(value) {
      const message = pecError(this.parent.tipologiaUtente, value);
      return message ? this.createError({ message }) : true;
    }),
    sdi: optionalText(7)
      .transform((value) => (typeof value === 'string' ? normaliseSdi(value) || null : value))
      .test('sdi', 'validation.profile.sdi.invalid', function sdi(value) {
        const message = sdiError(this.parent.tipologiaUtente, value);
        return message ? this.createError({ message }) : true;
      }),
  });
}

// ---------------------------------------------------------------------------------------------
// Tab 2: personal and legal data

const province = () =>
  optionalText(100)
    .transform((value) => (typeof value === 'string' ? normaliseProvince(value) || null : value))
    .matches(PROVINCE_PATTERN, { message: 'validation.profile.province.invalid', excludeEmptyString: true });

const postalCode = () =>
  optionalText(10).matches(POSTAL_CODE_PATTERN, { message: 'validation.profile.postalCode.invalid', excludeEmptyString: true });

export const datiPersonaliGiuridiciSchema = yup.object({
  cittaNascita: optionalText(100),
  provinciaNascita: province(),
  cittaResidenza: optionalText(100),
  indirizzoResidenza: optionalText(200),
  provinciaResidenza: province(),
  capResidenza: postalCode(),
  cittaDomicilio: optionalText(100),
  indirizzoDomicilio: optionalText(200),
  provinciaDomicilio: province(),
  capDomicilio: postalCode(),
});
export type DatiPersonaliGiuridiciRequest = yup.InferType<typeof datiPersonaliGiuridiciSchema>;

// ---------------------------------------------------------------------------------------------
// Tab 3: citizenship and residence permit

/**
 * The permit fields are optional: a citizen of another EU country is not Italian and needs no
 * permit, and the profile does not ask for the nationality. An Italian citizen keeps none of them.
 */
export function datiCittadinanzaSchema(today: Today = todayInRome) {
  return yup.object({
    cittadinanzaItaliana: requiredFlag('validation.profile.italianCitizenship.required'),
    id_MotivoRilascioPermessoSoggiorno: optionalLookupId().when('cittadinanzaItaliana', { is: true, then: (schema) => schema.transform(() => null) }),
    codicePermessoSoggiorno: optionalText(50).when('cittadinanzaItaliana', { is: true, then: (schema) => schema.transform(() => null) }),
    identificativoPermessoSoggiorno: optionalText(50).when('cittadinanzaItaliana', { is: true, then: (schema) => schema.transform(() => null) }),
    cittàRilascioPermessoSoggiorno: optionalText(100).when('cittadinanzaItaliana', { is: true, then: (schema) => schema.transform(() => null) }),
    dataScadenzaPermessoSoggiorno: dateField()
      .test('from-today', 'validation.profile.permitExpiry.past', fromToday(today))
      .when('cittadinanzaItaliana', { is: true, then: (schema) => schema.transform(() => null) }),
  });
}
export type DatiCittadinanzaRequest = yup.InferType<ReturnType<typeof datiCittadinanzaSchema>>;

// ---------------------------------------------------------------------------------------------
// Tab 4: physical data

/** The server takes kilograms; the English form validates pounds before converting them. */
export function datiFisiciSchema(weightUnit: WeightUnit = 'kg') {
  const weight =
    weightUnit === 'kg'
      ? { ...WEIGHT_KG, message: 'validation.profile.weight.rangeKg' }
      : { min: kgToLbs(WEIGHT_KG.min), max: kgToLbs(WEIGHT_KG.max), message: 'validation.profile.weight.rangeLbs' };
  return yup.object({
    tagliaVestiti: optionalLookupId(),
    tagliaPantaloni: optionalLookupId(),
    altezza: optionalInteger().min(HEIGHT_CM.min, 'validation.profile.height.range').max(HEIGHT_CM.max, 'validation.profile.height.range'),
    peso: optionalInteger().min(weight.min, weight.message).max(weight.max, weight.message),
    numeroScarpe: optionalInteger().min(SHOE_SIZE.min, 'validation.profile.shoeSize.range').max(SHOE_SIZE.max, 'validation.profile.shoeSize.range'),
  });
}
export type DatiFisiciRequest = yup.InferType<ReturnType<typeof datiFisiciSchema>>;

// ---------------------------------------------------------------------------------------------
// Tab 5: family

export const dependentChildSchema = yup.object({
  /** Answered by the server; a save replaces the whole list, so it is not needed back. */
  id_FiglioACarico: optionalInteger(),
  codiceFiscaleFiglio: personFiscalCode()
    .required('validation.profile.childFiscalCode.required')
    .matches(PERSON_FISCAL_CODE_PATTERN, 'validation.profile.childFiscalCode.invalid'),
});

export const datiFamiliariSchema = yup.object({
  statoCivile: lookupId('validation.profile.maritalStatus.required'),
  codiceFiscaleConiuge: personFiscalCode()
    .nullable()
    .default(null)
    .transform(emptyToNull)
    .when('statoCivile', {
      is: MARRIED_STATUS_ID,
      then: (schema) =>
        schema
          .required('validation.profile.spouseFiscalCode.required')
          .matches(PERSON_FISCAL_CODE_PATTERN, 'validation.profile.spouseFiscalCode.invalid'),
      otherwise: (schema) => schema.transform(() => null),
    }),
  numeroFigliACarico: integer()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .required('validation.profile.children.required')
    .min(0, 'validation.profile.children.range')
    .max(MAX_DEPENDENT_CHILDREN, 'validation.profile.children.range'),
  percentualeFigliACarico: optionalInteger().when('numeroFigliACarico', {
    is: (count: unknown) => typeof count === 'number' && count > 0,
    then: (schema) =>
      schema
        .required('validation.profile.childrenPercentage.required')
        .min(0, 'validation.profile.childrenPercentage.range')
        .max(100, 'validation.profile.childrenPercentage.range'),
    otherwise: (schema) => schema.transform(() => null),
  }),
  listaFigliACarico: yup
    .array(dependentChildSchema)
    .typeError(list().typeError)
    .max(MAX_DEPENDENT_CHILDREN, 'validation.profile.children.count')
    .default([])
    .test('one-per-child', 'validation.profile.children.count', function onePerChild(children) {
      const count = this.parent.numeroFigliACarico;
      return !Number.isInteger(count) || (children ?? []).length === count;
    })
    .test('distinct', 'validation.profile.childFiscalCode.duplicate', distinctBy((child) => child.codiceFiscaleFiglio)),
});
export type DatiFamiliariRequest = yup.InferType<typeof datiFamiliariSchema>;

// ---------------------------------------------------------------------------------------------
// Tab 6: professional data

export const profileRoleSchema = yup.object({
  /** Answered by the server; a save replaces the whole list, so it is not needed back. */
  id_RuoloProfilo: optionalInteger(),
  id_Ambito: lookupId('validation.profile.scope.required'),
  id_Dipartimento: lookupId('validation.profile.department.required'),
  id_Ruolo: lookupId('validation.profile.role.required'),
});

/** id_LinguaProfilo is the language's id in /api/Dominio/Lingue; livello a key of /LivelloLingue. */
export const profileLanguageSchema = yup.object({
  id_LinguaProfilo: lookupId('validation.profile.language.required'),
  livello: lookupId('validation.profile.level.required'),
});

export const datiProfessionaliSchema = yup.object({
  listaRuoli: yup
    .array(profileRoleSchema)
    .typeError(list().typeError)
    .default([])
    .min(1, 'validation.profile.roles.required')
    .max(MAX_ROLES, 'validation.profile.roles.max')
    .test('distinct', 'validation.profile.roles.duplicate', distinctBy((role) => role.id_Ruolo)),
  esperienze: text(4000).required('validation.profile.experience.required'),
  listaLingue: yup
    .array(profileLanguageSchema)
    .typeError(list().typeError)
    .default([])
    .min(1, 'validation.profile.languages.required')
    .max(MAX_LANGUAGES, 'validation.profile.languages.max')
    .test('distinct', 'validation.profile.languages.duplicate', distinctBy((language) => language.id_LinguaProfilo)),
});
export type DatiProfessionaliRequest = yup.InferType<typeof datiProfessionaliSchema>;

// ---------------------------------------------------------------------------------------------
// Tab 7: fiscal data

export const datiFiscaliSchema = yup.object({
  imponibileFiscale: yup
    .number()
    .typeError('validation.profile.taxableIncome.integer')
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .required('validation.profile.taxableIncome.required')
    .integer('validation.profile.taxableIncome.integer')
    .min(0, 'validation.profile.taxableIncome.range')
    .max(TAXABLE_INCOME_MAX, 'validation.profile.taxableIncome.range'),
});
export type DatiFiscaliRequest = yup.InferType<typeof datiFiscaliSchema>;

// ---------------------------------------------------------------------------------------------
// Tab 8: bank data

export const datiBancariSchema = yup.object({
  iban: yup
    .string()
    .transform((value) => (typeof value === 'string' ? normaliseBankCode(value) : value))
    .required('validation.profile.iban.required')
    .test('iban', 'validation.profile.iban.invalid', (value) => !value || isValidIban(value)),
  nomeBanca: text(100).required('validation.profile.bankName.required'),
  swiftCode: optionalText(20)
    .transform((value) => (typeof value === 'string' ? normaliseBankCode(value) || null : value))
    .matches(BIC_PATTERN, { message: 'validation.profile.bic.invalid', excludeEmptyString: true }),
});
export type DatiBancariRequest = yup.InferType<typeof datiBancariSchema>;

// ---------------------------------------------------------------------------------------------
// All nine, by tab index, as the wire takes them

export function profileTabSchemas(today: Today = todayInRome) {
  return [
    datiDisponibilitaSchema(today),
    datiProfiloSchema(today),
    datiPersonaliGiuridiciSchema,
    datiCittadinanzaSchema(today),
    datiFisiciSchema('kg'),
    datiFamiliariSchema,
    datiProfessionaliSchema,
    datiFiscaliSchema,
    datiBancariSchema,
  ] as const;
}

// ---------------------------------------------------------------------------------------------
// Paths and queries of the profile calls

export const caricaFileParamsSchema = yup.object({
  tipoDocumento: yup
    .number()
    .typeError('validation.profile.documentType.invalid')
    .oneOf(UPLOADABLE_DOCUMENT_TYPES, 'validation.profile.documentType.invalid')
    .required('validation.profile.documentType.invalid'),
});

export const profileIdParamsSchema = yup.object({
  id: yup.number().typeError('validation.lookup.invalid').integer('validation.lookup.invalid').positive('validation.lookup.invalid').required('validation.lookup.invalid'),
});

export const userIdParamsSchema = yup.object({
  userId: yup.number().typeError('validation.lookup.invalid').integer('validation.lookup.invalid').positive('validation.lookup.invalid').required('validation.lookup.invalid'),
});

/** base64=true answers a data: URL in `data`; thumbnail=true the small square avatar. */
export const immagineProfiloQuerySchema = yup.object({
  base64: yup.boolean().typeError('validation.boolean.invalid').default(false),
  thumbnail: yup.boolean().typeError('validation.boolean.invalid').default(false),
});
export type ImmagineProfiloQuery = yup.InferType<typeof immagineProfiloQuerySchema>;
