import './locale';
import * as yup from 'yup';
import { type Today, isFromToday, isUntilToday, isValidIsoDate } from './dates';
import { MAX_ID } from './locale';

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

/** A whole number the database's integer columns hold; a rule's own min and max narrow it. */
export const integer = () =>
  yup
    .number()
    .typeError('validation.number.invalid')
    .integer('validation.number.integer')
    .min(-MAX_ID - 1, 'validation.number.invalid')
    .max(MAX_ID, 'validation.number.invalid');

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
