/**
 * Italian formats (product.md §1.5), without yup: the codice fiscale, the partita IVA, phone
 * numbers, provinces and CAP, the electronic-invoicing address (PEC and SDI), IBAN and BIC. The
 * patterns say what is valid; the normalisers turn what is typed into what the server stores, and
 * the forms reuse them as masks, so a code valid in one form (profile, billing) is valid in all.
 */

export const DEFAULT_PHONE_PREFIX = '+39';

/** Optional plus sign, 3 digits, 3 digits, then 4 to 6 digits (product.md §1.5). */
export const PHONE_PATTERN = /^\+?\d{3}\d{3}\d{4,6}$/;
/**
 * The 16-character Italian fiscal code: 6 letters, 2 digits, letter, 2 digits, letter, 3 digits,
 * letter. Where two people would share a code the tax office swaps digits for the letters
 * L M N P Q R S T U V (omocodia); those codes are real, so the digit positions accept them too.
 */
const CF_DIGIT = '[0-9LMNPQRSTUV]';
export const PERSON_FISCAL_CODE_PATTERN = new RegExp(
  `^[A-Z]{6}${CF_DIGIT}{2}[A-Z]${CF_DIGIT}{2}[A-Z]${CF_DIGIT}{3}[A-Z]$`,
);
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
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

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
  return value
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase();
}

/** The postal code (CAP) field's mask: digits only. The card fields mask their numbers with it too. */
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
 * The wire keeps PEC and SDI in one field, joined with a dash (product.md §1.3). An SDI code
 * never holds a dash, so the last dash splits them even when the PEC address has one.
 */
export function joinRecapitoFatturaElettronica(
  pec: string | null | undefined,
  sdi: string | null | undefined,
): string | null {
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
