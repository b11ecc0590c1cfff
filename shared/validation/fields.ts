import './locale';
import * as yup from 'yup';
import { type Today, isFromToday, isUntilToday, isValidIsoDate } from './dates';
import { MAX_ID } from './locale';
import type { Language } from './language';
import { CENTS_PER_EURO, MONEY_REFUSALS, readMoney } from './money';

/**
 * The small field rules every form's schema is built from (profile, jobs, engagements), so a date,
 * a lookup id or a text field is checked, cast and worded the same way everywhere. Messages are ids
 * of locales/*.json.
 */

/** Italy's id in the nations lookup; its regions are required wherever it is chosen. */
export const ITALY_NATION_ID = 21;

export const emptyToNull = (value: unknown) => (value === '' ? null : value);

export const text = (max: number) => yup.string().trim().max(max, 'validation.text.tooLong');

export const optionalText = (max: number) => text(max).nullable().default(null).transform(emptyToNull);

/**
 * What may be sent for a text the server normalises before checking it, for the API's document
 * (OpenAPI): the rule's own pattern and lengths are the stored form's, and would refuse what people
 * type and the server accepts ('ab 123-cd' for the plate AB123CD). `pattern` is the typed form's,
 * or absent where the normalisation leaves none worth writing; `description` says what is done.
 */
export function sentAs<S extends { meta(metadata: Record<string, unknown>): S }>(
  schema: S,
  sent: { pattern?: RegExp; maxLength?: number; description: string },
): S {
  return schema.meta({
    jsonSchema: {
      pattern: sent.pattern?.source,
      minLength: undefined,
      maxLength: sent.maxLength,
      description: sent.description,
    },
  });
}

/** A whole number the database's integer columns hold; a rule's own min and max narrow it. */
export const integer = () =>
  yup
    .number()
    .typeError('validation.number.invalid')
    .integer('validation.number.integer')
    .min(-MAX_ID - 1, 'validation.number.invalid')
    .max(MAX_ID, 'validation.number.invalid');

/**
 * A whole number read from what a person typed: digits with an optional sign, nothing else. So
 * "-3" stays -3 for the range to refuse, and "35,5", "35.5" or "1.000" is refused instead of read
 * as 355, 35 or 1 (yup's own cast would also take "1e3" and "0x10"). Undefined when empty.
 */
export function readWholeNumber(typed: string): number | undefined {
  const text = typed.trim();
  if (text === '') return undefined;
  return /^[+-]?\d+$/.test(text) ? Number(text) : Number.NaN;
}

const hasSeparator = (typed: unknown) => typeof typed === 'string' && /[.,]/.test(typed);

/**
 * A whole number as the wire carries it or as a form holds it (the typed text, read by
 * readWholeNumber). A decimal, typed or sent, is refused with `notWhole`, the field's own words.
 */
export const wholeNumber = (notWhole: string) =>
  yup
    .number()
    .transform((value, original) =>
      original === null ? undefined : typeof original === 'string' ? readWholeNumber(original) : value,
    )
    .typeError(({ originalValue }: { originalValue: unknown }) =>
      hasSeparator(originalValue) ? notWhole : 'validation.number.invalid',
    )
    .integer(notWhole)
    .min(-MAX_ID - 1, 'validation.number.invalid')
    .max(MAX_ID, 'validation.number.invalid');

/** An amount the wire carries in integer cents, 0 to `maxCents`; a fraction of a cent is refused. */
export const cents = (maxCents: number, range: string) =>
  wholeNumber(MONEY_REFUSALS.decimals).min(0, range).max(maxCents, range);

/** An optional whole number (empty is null), read as wholeNumber reads it. */
export const optionalWholeNumber = (notWhole: string) => wholeNumber(notWhole).nullable().default(null);

/**
 * An amount typed in euro on a page in `language`, read by readMoney (money.ts) and cast to
 * `unit` (1 for cents, CENTS_PER_EURO for whole euro); each refusal in its own words, and an amount
 * with cents where only whole euro are taken refused with `notWhole`, never rounded.
 */
const typedAmount = (language: Language, unit: number, notWhole: string) => {
  const refusalOf = (typed: unknown) => {
    const reading = typeof typed === 'string' ? readMoney(typed, language) : null;
    const refusal = reading !== null && 'refusal' in reading ? reading.refusal : MONEY_REFUSALS.invalid;
    return refusal === MONEY_REFUSALS.decimals ? notWhole : refusal;
  };
  return yup
    .number()
    .transform((value, original) => {
      if (original === null) return undefined;
      if (typeof original !== 'string') return value;
      const reading = readMoney(original, language);
      return reading === null ? undefined : 'cents' in reading ? reading.cents / unit : Number.NaN;
    })
    .typeError(({ originalValue }: { originalValue: unknown }) => refusalOf(originalValue))
    .integer(notWhole);
};

/**
 * The same amount as a person types it in euro ("18,50" or "18.50"), cast to cents. For forms
 * only: a wire field in cents never reads euro text, so the server checks the cast with `cents`
 * and the same bound.
 */
export const typedEuros = (maxCents: number, messages: { required: string; range: string }, language: Language) =>
  typedAmount(language, 1, MONEY_REFUSALS.decimals)
    .min(0, messages.range)
    .max(maxCents, messages.range)
    .required(messages.required);

/**
 * An amount in whole euro as a person types it ("35.000" in Italian, "35,000" in English, or
 * "35.000,00"), cast to euro; cents other than ",00" are refused with `whole`. For forms only: the
 * wire carries the number, which the server checks with wholeNumber and the same bound.
 */
export const typedWholeEuros = (
  maxEuros: number,
  messages: { required: string; range: string; whole: string },
  language: Language,
) =>
  typedAmount(language, CENTS_PER_EURO, messages.whole)
    .min(0, messages.range)
    .max(maxEuros, messages.range)
    .required(messages.required);

export const optionalInteger = () =>
  integer()
    .nullable()
    .default(null)
    .transform((value, original) => (original === '' || original === null ? null : value));

/** The id of a lookup entry; whether it exists is checked by the server against its tables. */
export const lookupId = (requiredMessage: string) =>
  yup
    .number()
    .typeError('validation.lookup.invalid')
    .integer('validation.lookup.invalid')
    .positive('validation.lookup.invalid')
    .max(MAX_ID, 'validation.lookup.invalid')
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .required(requiredMessage);

export const optionalLookupId = () =>
  yup
    .number()
    .typeError('validation.lookup.invalid')
    .integer('validation.lookup.invalid')
    .positive('validation.lookup.invalid')
    .max(MAX_ID, 'validation.lookup.invalid')
    .nullable()
    .default(null)
    .transform((value, original) => (original === '' || original === null ? null : value));

/** A path parameter naming a row by its id (/api/.../{id}). */
export const idParam = () =>
  yup
    .number()
    .typeError('validation.lookup.invalid')
    .integer('validation.lookup.invalid')
    .positive('validation.lookup.invalid')
    .max(MAX_ID, 'validation.lookup.invalid')
    .required('validation.lookup.invalid');

export const flag = () =>
  yup
    .boolean()
    .typeError('validation.boolean.invalid')
    .transform((value) => (value == null ? false : value))
    .default(false);

export const requiredFlag = (message: string) =>
  yup.boolean().typeError('validation.boolean.invalid').required(message);

export const dateField = () =>
  yup
    .string()
    .trim()
    .nullable()
    .default(null)
    .transform(emptyToNull)
    .test('iso-date', 'validation.date.invalid', (value) => value == null || isValidIsoDate(value));

/** Days bounded by today (validation/dates.ts) as yup tests, reading the injected today when validating. */
export const fromToday = (today: Today) => (value: string | null | undefined) => isFromToday(value, today());
export const untilToday = (today: Today) => (value: string | null | undefined) => isUntilToday(value, today());

export const list = () => ({ typeError: 'validation.list.invalid' });

/** True when no two items share a key; items whose key is missing are left to their own rules. */
export function distinctBy<T>(key: (item: T) => unknown) {
  return (items: T[] | undefined) => {
    // A null item is its own rule's failure, not a key.
    const keys = (items ?? [])
      .filter((item) => item != null)
      .map(key)
      .filter((k) => k != null && k !== '');
    return new Set(keys.map(String)).size === keys.length;
  };
}

/**
 * A nation and, for Italy, its region (product.md §3.4). Whether both exist and belong together is
 * checked by the server against its lookup tables.
 */
export const nationRegionPair = (messages: { nation: string; region: string }) =>
  yup.object({
    id_Nazione: lookupId(messages.nation),
    id_Regione: optionalLookupId().when('id_Nazione', {
      is: ITALY_NATION_ID,
      then: (schema) => schema.required(messages.region),
    }),
  });
