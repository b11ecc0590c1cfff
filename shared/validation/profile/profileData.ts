import '../locale';
import * as yup from 'yup';
import { emailRule } from '../accounts';
import { type Today, addYears, isValidIsoDate, todayInRome } from '../dates';
import { dateField, optionalText, requiredFlag, sentAs, text, untilToday } from '../fields';
import {
  PHONE_PATTERN,
  SDI_PATTERN,
  isFiscalCodeOrVat,
  joinRecapitoFatturaElettronica,
  normaliseFiscalCode,
  normalisePhone,
  normaliseSdi,
  splitRecapitoFatturaElettronica,
} from '../italianFormats';

/**
 * Profile tab 1: who the user is, a natural person or a legal entity (product.md §1.3, §1.5).
 * Shared by the tab's form and PUT /api/Profilo/SalvaDatiProfilo; field names are the wire's.
 */

export const USER_TYPE = { naturalPerson: 0, legalEntity: 1 } as const;
export const USER_TYPES = [USER_TYPE.naturalPerson, USER_TYPE.legalEntity] as const;

export const MAX_AGE_YEARS = 100;
export const FALLBACK_AGE_YEARS = 18;

/** A birth date more than 100 years ago is taken as a slip and replaced by the date 18 years ago. */
export function normaliseBirthDate(value: string, today: string): string {
  if (!isValidIsoDate(value)) return value;
  return value < addYears(today, -MAX_AGE_YEARS) ? addYears(today, -FALLBACK_AGE_YEARS) : value;
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

function profileFields(today: Today) {
  return {
    tipologiaUtente: yup
      .number()
      .typeError('validation.profile.userType.invalid')
      .oneOf(USER_TYPES, 'validation.profile.userType.invalid')
      .required('validation.profile.userType.invalid'),
    nome: text(100).required('validation.profile.name.required'),
    cognome: text(100).required('validation.profile.surname.required'),
    telefono: sentAs(
      yup
        .string()
        .transform((value) => (typeof value === 'string' ? normalisePhone(value) : value))
        .required('validation.profile.phone.required')
        .matches(PHONE_PATTERN, 'validation.profile.phone.invalid'),
      {
        description:
          'Digits with any spaces, dots, dashes, slashes or brackets; a leading + or 00 gives the country prefix, ' +
          'otherwise +39 is added; stored as + and 10 to 12 digits',
      },
    ),
    email: emailRule,
    codiceFiscalePIVA: yup
      .string()
      .transform((value) => (typeof value === 'string' ? normaliseFiscalCode(value) : value))
      .required('validation.profile.fiscalCode.required')
      .test(
        'fiscal-code-or-vat',
        'validation.profile.fiscalCode.invalid',
        (value) => !value || isFiscalCodeOrVat(value),
      ),
    ragioneSociale: optionalText(200).when('tipologiaUtente', {
      is: USER_TYPE.legalEntity,
      then: (schema) => schema.required('validation.profile.businessName.required'),
      otherwise: (schema) => schema.transform(() => null),
    }),
    dataNascita: dateField()
      .transform((value) => (typeof value === 'string' ? normaliseBirthDate(value, today()) : value))
      .required('validation.profile.birthDate.required')
      .test('not-future', 'validation.profile.birthDate.future', untilToday(today)),
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
