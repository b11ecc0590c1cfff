/**
 * The card's own arithmetic (product.md §1.5, Card), without yup: the saga that sends a card to
 * the provider and the sandbox provider itself use these, so neither pulls the form library in.
 * card.ts builds the form's schema on them.
 */
export interface CardFields {
  cardNumber: string;
  cardExpiry: string;
  cardCVC: string;
}

export const CARD_NUMBER_DIGITS = 16;
export const CVC_DIGITS = 3;

/** The number as typed through the 9999 9999 9999 9999 mask, spaces removed. */
export function cardDigits(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isCardNumber(digits: string): boolean {
  return new RegExp(`^\\d{${CARD_NUMBER_DIGITS}}$`).test(digits) && passesLuhn(digits);
}

export function isCvc(value: string): boolean {
  return new RegExp(`^\\d{${CVC_DIGITS}}$`).test(value);
}

/** A two-digit year of the MM/YY field is this century's: product.md §1.9 prefixes it with 20. */
export function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

export type ExpiryProblem = 'month' | 'yearPast' | 'past';

/**
 * Why an expiry cannot be used, or null when it can. A card is valid through the last day of its
 * expiry month, so the current month is still good.
 */
export function expiryProblem(month: number, year: number, now: Date): ExpiryProblem | null {
  if (!Number.isInteger(month) || month < 1 || month > 12) return 'month';
  const thisYear = now.getFullYear();
  const fourDigitYear = fullYear(year);
  if (fourDigitYear < thisYear) return 'yearPast';
  if (fourDigitYear === thisYear && month < now.getMonth() + 1) return 'past';
  return null;
}

/** MM/YY as the form's 99/99 mask gives it; null when it is not two pairs of digits. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: fullYear(Number(match[2])) };
}

/** What the form hands to the provider's token endpoint (card[number], card[exp_month], …). */
export function cardTokenFields(form: CardFields): Record<string, string> {
  const expiry = parseExpiry(form.cardExpiry);
  if (!expiry) throw new Error('cardTokenFields needs a validated form');
  return {
    'card[number]': cardDigits(form.cardNumber),
    'card[exp_month]': String(expiry.month).padStart(2, '0'),
    'card[exp_year]': String(expiry.year),
    'card[cvc]': form.cardCVC,
  };
}
