/**
 * What the product needs from a card payment provider (product.md §3.5). The browser sends
 * the card to the provider's token endpoint and gives us only the token; from then on we hold the
 * provider's references to the saved card and charge it through this interface.
 */
export type ProviderName = 'sandbox' | 'stripe';

export interface CardSummary {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A card the provider keeps for one of our users, and how to charge it there. */
export interface ProviderCard extends CardSummary {
  customerRef: string;
  paymentMethodRef: string;
}

export interface ProviderFailure {
  /** A code of FAILURE_CODES when the provider's reason is one we word ourselves, else the provider's. */
  code: string;
  /** The provider's own words, kept for the record and shown when we have none of ours. */
  message: string;
}

export type SaveCardResult = { ok: true; card: ProviderCard } | ({ ok: false } & ProviderFailure);
export type ChargeResult =
  { ok: true; reference: string } | ({ ok: false; reference: string | null } & ProviderFailure);

export interface PaymentProvider {
  readonly name: ProviderName;
  /** The public key the client sends to the token endpoint as its bearer. */
  readonly publicKey: string;
  /** The token endpoint: absolute, or a path on this server (the sandbox's). */
  readonly tokenUrl: string;
  /**
   * Saves the card behind a single-use token for the user, replacing the one they had. Cards the
   * provider refuses (declined, expired, wrong CVC) are refused here, before anything is charged.
   */
  saveCard(
    customer: { userId: number; email: string; customerRef: string | null; replacedPaymentMethodRef: string | null },
    token: string,
  ): Promise<SaveCardResult>;
  /**
   * Charges a saved card off-session. The provider remembers the idempotency key: asking again with
   * the same key answers the first outcome and never charges twice.
   */
  charge(
    card: { customerRef: string; paymentMethodRef: string },
    amountCents: number,
    idempotencyKey: string,
    description: string,
  ): Promise<ChargeResult>;
}

/** The provider did not answer or answered with its own failure: the outcome of a charge is unknown. */
export class ProviderUnavailable extends Error {}

/**
 * Failure reasons we word in the user's language (locales: payments.error.<code>). Token problems
 * are all 'token_invalid': for the user they mean the same thing, enter the card again.
 */
export const FAILURE_CODES = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'processing_error',
  'authentication_required',
  'token_invalid',
] as const;

/**
 * The reason to record for a provider's error: a card decline is worded by its decline code when
 * that one is more telling ("insufficient_funds" rather than "card_declined").
 */
export function failureCode(code: string | undefined, declineCode: string | undefined): string {
  const known = FAILURE_CODES as readonly string[];
  if (code === 'card_declined' && declineCode && known.includes(declineCode)) return declineCode;
  if (code === 'token_already_used' || code === 'resource_missing') return 'token_invalid';
  return code ?? 'processing_error';
}

/** Card brands as people read them; providers write them in lower case ('visa', 'amex'). */
export function brandName(brand: string): string {
  const names: Record<string, string> = {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    diners: 'Diners Club',
    discover: 'Discover',
    jcb: 'JCB',
    unionpay: 'UnionPay',
    cartes_bancaires: 'Cartes Bancaires',
  };
  return names[brand.toLowerCase()] ?? brand;
}
