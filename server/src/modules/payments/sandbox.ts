import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ProviderError, cardToken, providerError } from '@shared/contracts/payments';
import { expiryProblem, isCvc, passesLuhn, CARD_NUMBER_DIGITS, cardTokenRequestSchema } from '@shared/validation/card';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { sandboxCards } from '../../db/schema';
import type { ChargeResult, PaymentProvider, ProviderFailure, SaveCardResult } from './provider';
import { failureCode } from './provider';

/**
 * The sandbox provider built into the server (product.md §3.5): its card-token endpoint
 * speaks the provider protocol the client uses with Stripe, and it honours Stripe's test cards, so
 * the whole payment path can be used and tested without an account anywhere. No money moves and
 * no card number is kept: a token row holds only what its test card will do.
 */
export const SANDBOX_PUBLIC_KEY = 'pk_test_troupe_sandbox';
export const SANDBOX_TOKEN_PATH = '/api/sandbox-provider/v1/tokens';
/** Tokens are single-use and short-lived, as the provider's are: enough to finish one checkout. */
export const SANDBOX_TOKEN_TTL_MS = 10 * 60 * 1000;
/** The endpoint is public and stores each token, so it is limited per client address. */
export const SANDBOX_TOKENS_PER_MINUTE = 100;

type Behaviour =
  'succeed' | 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc' | 'charge_declined';

/** Stripe's test cards; 4000 0000 0000 0341 saves, then every charge of it is declined. */
export const SANDBOX_TEST_CARDS: Record<string, { brand: string; behaviour: Behaviour }> = {
  '4242424242424242': { brand: 'Visa', behaviour: 'succeed' },
  '5555555555554444': { brand: 'Mastercard', behaviour: 'succeed' },
  '4000000000000002': { brand: 'Visa', behaviour: 'card_declined' },
  '4000000000009995': { brand: 'Visa', behaviour: 'insufficient_funds' },
  '4000000000000069': { brand: 'Visa', behaviour: 'expired_card' },
  '4000000000000127': { brand: 'Visa', behaviour: 'incorrect_cvc' },
  '4000000000000341': { brand: 'Visa', behaviour: 'charge_declined' },
};

/** The provider's errors for each declining behaviour, in its own words and codes. */
const DECLINES: Record<Exclude<Behaviour, 'succeed'>, { code: string; decline_code?: string; message: string }> = {
  card_declined: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  expired_card: { code: 'expired_card', message: 'Your card has expired.' },
  incorrect_cvc: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  charge_declined: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
};

function declineOf(behaviour: Behaviour): ProviderFailure | null {
  if (behaviour === 'succeed') return null;
  const decline = DECLINES[behaviour];
  return { code: failureCode(decline.code, decline.decline_code), message: decline.message };
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export function createSandboxProvider(deps: { db: Database; clock: Clock }): PaymentProvider {
  const { db, clock } = deps;
  return {
    name: 'sandbox',
    publicKey: SANDBOX_PUBLIC_KEY,
    tokenUrl: SANDBOX_TOKEN_PATH,

    async saveCard(customer, token): Promise<SaveCardResult> {
      const paymentMethodId = newId('pm');
      // Spending the token in the statement that finds it keeps it single-use under races.
      const [card] = await db
        .update(sandboxCards)
        .set({ paymentMethodId })
        .where(
          and(
            eq(sandboxCards.tokenId, token),
            isNull(sandboxCards.paymentMethodId),
            gt(sandboxCards.createdAt, new Date(clock.now().getTime() - SANDBOX_TOKEN_TTL_MS)),
          ),
        )
        .returning();
      if (!card) {
        const [spent] = await db
          .select({ id: sandboxCards.tokenId })
          .from(sandboxCards)
          .where(eq(sandboxCards.tokenId, token));
        return spent
          ? { ok: false, code: 'token_invalid', message: `You cannot use a token more than once: ${token}.` }
          : { ok: false, code: 'token_invalid', message: `No such token: '${token}'.` };
      }
      // Like the provider, saving checks the card with the issuer: a declining card is not kept.
      const behaviour = card.behaviour as Behaviour;
      const decline = behaviour === 'charge_declined' ? null : declineOf(behaviour);
      if (decline) return { ok: false, ...decline };
      return {
        ok: true,
        card: {
          customerRef: customer.customerRef ?? newId('cus'),
          paymentMethodRef: paymentMethodId,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
        },
      };
    },

    async charge(card, _amountCents, idempotencyKey): Promise<ChargeResult> {
      // The same key always names the same charge, so asking twice answers the first outcome.
      const reference = `pi_${createHash('sha256').update(`${card.paymentMethodRef}:${idempotencyKey}`).digest('hex').slice(0, 24)}`;
      const [saved] = await db
        .select({ behaviour: sandboxCards.behaviour })
        .from(sandboxCards)
        .where(eq(sandboxCards.paymentMethodId, card.paymentMethodRef));
      if (!saved)
        return {
          ok: false,
          reference: null,
          code: 'token_invalid',
          message: `No such PaymentMethod: '${card.paymentMethodRef}'.`,
        };
      const decline = declineOf(saved.behaviour as Behaviour);
      return decline ? { ok: false, reference, ...decline } : { ok: true, reference };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The token endpoint: the provider's protocol, not our envelope

class TokenRefusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: ProviderError['error'],
  ) {
    super(error.message);
  }
}

const cardError = (code: string, param: string, message: string) =>
  new TokenRefusal(402, { type: 'card_error', code, param, message });

type TokenBody = Record<string, string | undefined>;

function requiredParam(body: TokenBody, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new TokenRefusal(400, {
      type: 'invalid_request_error',
      code: 'parameter_missing',
      param: name,
      message: `Missing required param: ${name}.`,
    });
  }
  return value.trim();
}

/** The checks the provider makes before it issues a token, with its codes and HTTP statuses. */
function checkCard(body: TokenBody, now: Date) {
  const number = requiredParam(body, 'card[number]');
  const expMonthText = requiredParam(body, 'card[exp_month]');
  const expYearText = requiredParam(body, 'card[exp_year]');
  const cvc = requiredParam(body, 'card[cvc]');

  if (!new RegExp(`^\\d{${CARD_NUMBER_DIGITS}}$`).test(number)) {
    throw cardError('invalid_number', 'number', 'Your card number is not a valid credit card number.');
  }
  if (!passesLuhn(number)) throw cardError('incorrect_number', 'number', 'Your card number is incorrect.');
  const expMonth = /^\d{1,2}$/.test(expMonthText) ? Number(expMonthText) : NaN;
  const expYear = /^(\d{2}|\d{4})$/.test(expYearText) ? Number(expYearText) : NaN;
  if (Number.isNaN(expYear))
    throw cardError('invalid_expiry_year', 'exp_year', "Your card's expiration year is invalid.");
  const problem = expiryProblem(expMonth, expYear, now);
  if (problem === 'yearPast')
    throw cardError('invalid_expiry_year', 'exp_year', "Your card's expiration year is invalid.");
  if (problem) throw cardError('invalid_expiry_month', 'exp_month', "Your card's expiration month is invalid.");
  if (!isCvc(cvc)) throw cardError('invalid_cvc', 'cvc', "Your card's security code is invalid.");

  const testCard = SANDBOX_TEST_CARDS[number];
  if (!testCard) {
    throw new TokenRefusal(402, {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'test_mode_live_card',
      param: 'number',
      message: 'Your card was declined. This is the Troupe sandbox: use a test card such as 4242 4242 4242 4242.',
    });
  }
  return { ...testCard, last4: number.slice(-4), expMonth, expYear: expYear < 100 ? 2000 + expYear : expYear };
}

function bearerKey(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}

/** Errors before the handler (rate limit, unreadable body) still answer in the provider's shape. */
function providerErrorHandler(error: FastifyError | TokenRefusal, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof TokenRefusal) return reply.code(error.statusCode).send({ error: error.error });
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return reply.code(429).send({
      error: { type: 'rate_limit_error', code: 'rate_limit', message: 'Too many requests hit the API too quickly.' },
    });
  }
  if (status >= 400 && status < 500) {
    return reply.code(status).send({
      error: { type: 'invalid_request_error', code: 'parameter_invalid', message: 'The request could not be read.' },
    });
  }
  request.log.error(
    { err: { message: error.message, code: (error as FastifyError).code } },
    'sandbox token endpoint failed',
  );
  return reply.code(500).send({
    error: { type: 'api_error', code: 'api_error', message: 'An error occurred with our connection to the sandbox.' },
  });
}

/**
 * The card number travels in this route's body. Fastify never logs bodies; its request line is
 * logged without the query string, so a card put in the URL by mistake is not logged either.
 */
export const sandboxRequestLogSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: request.url.split('?')[0],
  remoteAddress: request.ip,
});

export default async function sandboxTokenRoutes(app: FastifyInstance, options: { db: Database; clock: Clock }) {
  const { db, clock } = options;
  app.post(
    SANDBOX_TOKEN_PATH,
    {
      config: { access: 'public', rateLimit: { max: SANDBOX_TOKENS_PER_MINUTE, timeWindow: 60_000 } },
      logSerializers: { req: sandboxRequestLogSerializer },
      errorHandler: providerErrorHandler,
      schema: {
        tags: ['Sandbox provider'],
        security: [],
        summary: 'Card token (sandbox payment provider)',
        description: [
          "The sandbox provider's token endpoint, in the provider's protocol rather than the API envelope.",
          `Form-encoded body with card[number], card[exp_month], card[exp_year], card[cvc]; "Authorization: Bearer ${SANDBOX_PUBLIC_KEY}".`,
          'Answers { id, card: { brand, last4, exp_month, exp_year } }, or { error: { type, code, message, param } } with',
          '400 (missing parameter), 401 (wrong key) or 402 (card error: invalid_number, incorrect_number when the Luhn check fails,',
          'invalid_expiry_month, invalid_expiry_year, invalid_cvc, card_declined for a card that is not a test card).',
          'Test cards: 4242424242424242 Visa and 5555555555554444 Mastercard succeed; 4000000000000002 declined;',
          '4000000000009995 insufficient funds; 4000000000000069 expired; 4000000000000127 incorrect CVC: these four',
          'are refused when saved; 4000000000000341 saves, then every charge is declined. Tokens work once, for 10 minutes.',
        ].join(' '),
        consumes: ['application/x-www-form-urlencoded'],
        body: cardTokenRequestSchema,
        response: { 200: cardToken, '4xx': providerError, '5xx': providerError },
      },
    },
    async (request, reply) => {
      if (bearerKey(request) !== SANDBOX_PUBLIC_KEY) {
        throw new TokenRefusal(401, {
          type: 'invalid_request_error',
          code: 'invalid_api_key',
          message: 'Invalid API Key provided.',
        });
      }
      const now = clock.now();
      const card = checkCard((request.body ?? {}) as TokenBody, now);
      const tokenId = newId('tok');
      // Tokens nobody used are of no use once expired; clearing them here keeps the table small.
      await db
        .delete(sandboxCards)
        .where(
          and(
            isNull(sandboxCards.paymentMethodId),
            lt(sandboxCards.createdAt, new Date(now.getTime() - SANDBOX_TOKEN_TTL_MS)),
          ),
        );
      await db.insert(sandboxCards).values({
        tokenId,
        behaviour: card.behaviour,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        createdAt: now,
      });
      return reply.send({
        id: tokenId,
        object: 'token',
        type: 'card',
        created: Math.floor(now.getTime() / 1000),
        livemode: false,
        used: false,
        card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear },
      });
    },
  );
}
