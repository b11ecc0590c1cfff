import './locale';
import * as yup from 'yup';
import {
  CARD_NUMBER_DIGITS,
  CVC_DIGITS,
  cardDigits,
  expiryProblem,
  type ExpiryProblem,
  isCardNumber,
  isCvc,
  parseExpiry,
} from './cardNumbers';

/**
 * Card rules (product.md §1.5, Card). The card form of the SPA uses the yup schema; the card
 * number, expiry and CVC never reach our API, but the sandbox provider's token endpoint checks the
 * same things with the functions of cardNumbers.ts and answers with its own provider-style errors.
 */
export * from './cardNumbers';

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

/** POST /api/Pagamenti: the provider's single-use token for the card the user just entered. */
export const savePaymentSchema = yup.object({
  token: yup
    .string()
    .trim()
    .required('validation.payment.token.required')
    .max(255, 'validation.payment.token.required'),
});
export type SavePaymentRequest = yup.InferType<typeof savePaymentSchema>;

/**
 * The sandbox provider's token request (form-encoded), as the OpenAPI document shows it. It checks
 * nothing: the endpoint checks each field itself and answers with the provider's own codes.
 */
const tokenField = (description: string) => yup.string().meta({ jsonSchema: { description } });
export const cardTokenRequestSchema = yup.object({
  'card[number]': tokenField(`${CARD_NUMBER_DIGITS} digits`),
  'card[exp_month]': tokenField('1 to 12'),
  'card[exp_year]': tokenField('4 digits'),
  'card[cvc]': tokenField(`${CVC_DIGITS} digits`),
});
