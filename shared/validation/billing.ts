import './locale';
import * as yup from 'yup';
import { SDI_PATTERN, isFiscalCodeOrVat, normaliseFiscalCode, normaliseProvince, normaliseSdi } from './italianFormats';
import { sentAs } from './fields';
import { USER_TYPE } from './profile/profileData';

/**
 * Billing data of the subscription recap (product.md §1.3, §1.5), shared by the recap form and
 * POST /api/Profilo/aggiornaDatiFatturazione. Messages are ids of locales/*.json. The patterns
 * and masks are the profile's, so a fiscal code valid in one form is valid in the other.
 */
export const NATURAL_PERSON = USER_TYPE.naturalPerson;
export const LEGAL_ENTITY = USER_TYPE.legalEntity;

export const NAME_MAX = 100;
export const COMPANY_NAME_MAX = 200;
export const ADDRESS_MAX = 200;
export const CITY_MAX = 100;
export const PEC_MAX = 254;

/** Province and country fields keep their first 2 letters, upper-cased ("rm" → "RM", "Italia" → "IT"). */
export function twoLetterCode(value: unknown): unknown {
  return typeof value === 'string' ? normaliseProvince(value) : value;
}

const normalised = (normalise: (value: string) => string) => (value: unknown) =>
  typeof value === 'string' ? normalise(value) : value;

export interface BillingVariant {
  legalEntity: boolean;
  /** SDI code or PEC address must be given (and whichever is given must be well formed). */
  sdiPecRequired: boolean;
}

/**
 * The four variants of the billing form: natural person or legal entity, each with or without the
 * SDI/PEC requirement. A legal entity always needs one of the two, as Italian e-invoicing does for
 * companies; a natural person may leave both empty, and once either is filled in the SDI/PEC
 * variant applies to them too, so what they typed is checked.
 */
export function billingVariant(values: { tipologiaUtente?: number; sdi?: string; pec?: string }): BillingVariant {
  const legalEntity = values.tipologiaUtente === LEGAL_ENTITY;
  const bothEmpty = !values.sdi && !values.pec;
  return { legalEntity, sdiPecRequired: legalEntity || !bothEmpty };
}

const text = (max: number) => yup.string().trim().default('').max(max, 'validation.billing.tooLong');
/** A text the given person type must fill in; the other type may leave it empty. */
const requiredFor = (tipologiaUtente: number, max: number, message: string) =>
  text(max).when('tipologiaUtente', { is: tipologiaUtente, then: (s) => s.required(message) });

export const billingSchema = yup.object({
  tipologiaUtente: yup
    .number()
    .typeError('validation.billing.tipologiaUtente.invalid')
    .required('validation.billing.tipologiaUtente.invalid')
    .oneOf([NATURAL_PERSON, LEGAL_ENTITY], 'validation.billing.tipologiaUtente.invalid'),
  nome: requiredFor(NATURAL_PERSON, NAME_MAX, 'validation.billing.nome.required'),
  cognome: requiredFor(NATURAL_PERSON, NAME_MAX, 'validation.billing.cognome.required'),
  ragioneSociale: requiredFor(LEGAL_ENTITY, COMPANY_NAME_MAX, 'validation.billing.ragioneSociale.required'),
  codfisciva: yup
    .string()
    .transform(normalised(normaliseFiscalCode))
    .required('validation.billing.codfisciva.invalid')
    .test('fiscal-code-or-vat', 'validation.billing.codfisciva.invalid', (value) => isFiscalCodeOrVat(value ?? '')),
  sdi: sentAs(
    yup
      .string()
      .transform(normalised(normaliseSdi))
      .default('')
      .test('sdi-or-pec', 'validation.billing.sdiPec.required', function sdiOrPec(sdi) {
        const variant = billingVariant({ tipologiaUtente: this.parent.tipologiaUtente, sdi, pec: this.parent.pec });
        return !variant.sdiPecRequired || Boolean(sdi || this.parent.pec);
      })
      .matches(SDI_PATTERN, { message: 'validation.billing.sdi.invalid', excludeEmptyString: true }),
    {
      pattern: /^\s*(?:(?:[A-Za-z0-9]\s*){6,7})?$/,
      description: '6 or 7 letters and digits, spaces left out and upper-cased; empty when a PEC is given',
    },
  ),
  pec: yup
    .string()
    .trim()
    .lowercase()
    .default('')
    .max(PEC_MAX, 'validation.billing.pec.invalid')
    .email('validation.billing.pec.invalid'),
  indirizzoResidenza: text(ADDRESS_MAX).required('validation.billing.indirizzo.required'),
  cittaResidenza: text(CITY_MAX).required('validation.billing.citta.required'),
  provinciaResidenza: yup
    .string()
    .transform(twoLetterCode)
    .required('validation.billing.provincia.required')
    .length(2, 'validation.billing.provincia.invalid'),
  nazioneResidenza: yup
    .string()
    .transform(twoLetterCode)
    .required('validation.billing.nazione.required')
    .length(2, 'validation.billing.nazione.invalid'),
});
export type BillingRequest = yup.InferType<typeof billingSchema>;
