import { type Static, Type } from '@sinclair/typebox';
import { envelope } from './envelope';

/** The Pagamenti calls' answers, and the card-token protocol of the payment provider (product.md §3.5). */

/** The saved card, as the provider describes it; never its number. */
export const savedCard = Type.Object({
  brand: Type.String({ description: 'As people read it: Visa, Mastercard, American Express…' }),
  last4: Type.String(),
  exp_month: Type.Integer(),
  exp_year: Type.Integer({ description: '4 digits' }),
});
export type SavedCard = Static<typeof savedCard>;
/** GET /api/Pagamenti (null without a saved card) and POST /api/Pagamenti. */
export const savedCardResponse = envelope(savedCard);

/** GET /api/Pagamenti/Key: where and with which key the client turns a card into a token. */
export const providerKey = Type.Object({
  key: Type.String({ description: 'The public key, sent as the bearer to tokenUrl' }),
  tokenUrl: Type.String({ description: "Absolute address of the provider's token endpoint" }),
});
export type ProviderKey = Static<typeof providerKey>;
export const providerKeyResponse = envelope(providerKey);

// -- the provider's protocol (the sandbox's token endpoint answers it; Stripe's does too) ---------

/** A card token: its id is what POST /api/Pagamenti takes as token. */
export const cardToken = Type.Object({
  id: Type.String(),
  object: Type.Literal('token'),
  type: Type.Literal('card'),
  created: Type.Integer({ description: 'Unix seconds' }),
  livemode: Type.Boolean(),
  used: Type.Boolean(),
  card: Type.Object({
    brand: Type.String(),
    last4: Type.String(),
    exp_month: Type.Integer(),
    exp_year: Type.Integer(),
  }),
});
export type CardToken = Static<typeof cardToken>;

/** What the token endpoint answers when it refuses: 400, 401, 402 (card errors), 429, 500. */
export const providerError = Type.Object({
  error: Type.Object({
    type: Type.Union([
      Type.Literal('invalid_request_error'),
      Type.Literal('card_error'),
      Type.Literal('rate_limit_error'),
      Type.Literal('api_error'),
    ]),
    code: Type.String({
      description:
        'invalid_number, incorrect_number, invalid_expiry_month, invalid_expiry_year, invalid_cvc, card_declined, …',
    }),
    message: Type.String({ description: "The provider's own words, in English" }),
    param: Type.Optional(Type.String()),
    decline_code: Type.Optional(Type.String()),
  }),
});
export type ProviderError = Static<typeof providerError>;
