import { setLocale } from 'yup';

/**
 * yup's own messages, for every rule a schema does not word itself, as locale ids with no
 * placeholder: yup's defaults print the refused value (`must be a \`string\` type, but the final
 * value was: ...`), which would send a password given as a list back in the 400 and into the logs.
 * Every schema module of shared/validation imports this first, because yup reads these when a schema
 * is built.
 */
const INVALID = 'validation.invalid';
const REQUIRED = 'validation.required';

setLocale({
  mixed: {
    default: INVALID,
    required: REQUIRED,
    defined: REQUIRED,
    notNull: REQUIRED,
    oneOf: INVALID,
    notOneOf: INVALID,
    notType: INVALID,
  },
  string: {
    length: INVALID,
    min: INVALID,
    max: INVALID,
    matches: INVALID,
    email: INVALID,
    url: INVALID,
    uuid: INVALID,
    datetime: INVALID,
    datetime_offset: INVALID,
    datetime_precision: INVALID,
    trim: INVALID,
    lowercase: INVALID,
    uppercase: INVALID,
  },
  number: {
    min: INVALID,
    max: INVALID,
    lessThan: INVALID,
    moreThan: INVALID,
    positive: INVALID,
    negative: INVALID,
    integer: INVALID,
  },
  date: { min: INVALID, max: INVALID },
  boolean: { isValue: INVALID },
  object: { noUnknown: INVALID, exact: INVALID },
  array: { min: INVALID, max: INVALID, length: INVALID },
  tuple: { notType: INVALID },
});

/** Ids above 2^31 - 1 do not fit the database's integer columns: a rule refuses them first. */
export const MAX_ID = 2_147_483_647;
