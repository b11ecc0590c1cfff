import { type CardFields, cardTokenFields } from '@shared/validation/cardNumbers';
import type { CardToken, ProviderError, ProviderKey } from '@shared/contracts/payments';

/** The provider refused the card, or could not be reached; `message` is the provider's own. */
export class CardTokenError extends Error {}

/**
 * The card goes straight from the browser to the payment provider's token endpoint (the
 * built-in sandbox, or Stripe), never to our API: form-encoded, the public key as bearer. The
 * answer is `{ id }` or `{ error: { message } }`.
 */
export async function createCardToken(provider: ProviderKey, card: CardFields): Promise<string> {
  // Whatever the provider answers is read defensively: a proxy or an outage may answer anything.
  let answer: Partial<CardToken & ProviderError>;
  try {
    const response = await fetch(provider.tokenUrl, {
      method: 'POST',
      headers: { Authorization: `Bearer ${provider.key}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(cardTokenFields(card)).toString(),
    });
    answer = (await response.json()) as typeof answer;
  } catch {
    throw new CardTokenError('');
  }
  if (answer.error || !answer.id) throw new CardTokenError(answer.error?.message ?? '');
  return answer.id;
}
