import * as yup from 'yup';

/**
 * Card rules (spec 01 section 5, Card). The card form of the SPA uses the yup schema; the card
 * number, expiry and CVC never reach our API, but the sandbox provider's token endpoint checks the
 * same things with the functions below and answers with its own provider-style errors.
 */
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

/** A two-digit year of the MM/YY field is this century's: the spec prefixes it with 20. */
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

const EXPIRY_MESSAGES: Record<ExpiryProblem, string> = {
  month: 'validation.card.expiry.month',
  yearPast: 'validation.card.expiry.yearPast',
  past: 'validation.card.expiry.past',
};

/**
 * The card form (new card in the subscription recap and /changepayment). Pass `{ context: { now } }`
 * to validate against another day than today.
 */
export const cardFormSchema = yup.object({
  cardNumber: yup
    .string()
    .transform((value: string) => cardDigits(value))
    .required('validation.card.number.invalid')
    .test('card-number', 'validation.card.number.invalid', (value) => isCardNumber(value ?? '')),
  cardExpiry: yup
    .string()
    .trim()
    .required('validation.card.expiry.invalid')
    .test('card-expiry', 'validation.card.expiry.invalid', function checkExpiry(value) {
      const expiry = parseExpiry(value ?? '');
      if (!expiry) return false;
      const now = (this.options.context as { now?: Date } | undefined)?.now ?? new Date();
      const problem = expiryProblem(expiry.month, expiry.year, now);
      return problem ? this.createError({ message: EXPIRY_MESSAGES[problem] }) : true;
    }),
  cardCVC: yup
    .string()
    .trim()
    .required('validation.card.cvc.invalid')
    .test('card-cvc', 'validation.card.cvc.invalid', (value) => isCvc(value ?? '')),
});
export type CardForm = yup.InferType<typeof cardFormSchema>;

/** What the form hands to the provider's token endpoint (card[number], card[exp_month], …). */
export function cardTokenFields(form: CardForm): Record<string, string> {
  const expiry = parseExpiry(form.cardExpiry);
  if (!expiry) throw new Error('cardTokenFields needs a validated form');
  return {
    'card[number]': cardDigits(form.cardNumber),
    'card[exp_month]': String(expiry.month).padStart(2, '0'),
    'card[exp_year]': String(expiry.year),
    'card[cvc]': form.cardCVC,
  };
}

/** POST /api/Pagamenti: the provider's single-use token for the card the user just entered. */
export const savePaymentSchema = yup.object({
  token: yup.string().trim().required('validation.payment.token.required').max(255, 'validation.payment.token.required'),
});
export type SavePaymentRequest = yup.InferType<typeof savePaymentSchema>;
