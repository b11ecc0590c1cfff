import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_PUBLIC_KEY, SANDBOX_TOKEN_PATH } from '../../src/modules/payments/sandbox';
import type { SignedInUser } from './users';

/** A card with a valid expiry; tests override what they try. */
export interface TestCard {
  number: string;
  exp_month?: string;
  exp_year?: string;
  cvc?: string;
}

/** Far enough ahead for tests that move the clock years forward. */
export const TEST_CARD_EXP_YEAR = 2049;

/** Posts a card to the sandbox's token endpoint as the browser does: form-encoded, public key as bearer. */
export function requestCardToken(app: FastifyInstance, card: TestCard, key = SANDBOX_PUBLIC_KEY) {
  const fields: Record<string, string> = {
    'card[number]': card.number,
    'card[exp_month]': card.exp_month ?? '12',
    'card[exp_year]': card.exp_year ?? String(TEST_CARD_EXP_YEAR),
    'card[cvc]': card.cvc ?? '123',
  };
  return app.inject({
    method: 'POST',
    url: SANDBOX_TOKEN_PATH,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Tokenises a test card and saves it for the user; answers the POST /api/Pagamenti response. */
export async function saveTestCard(
  app: FastifyInstance,
  user: SignedInUser,
  number: string,
  language: 'it' | 'en' = 'en',
) {
  const token = await requestCardToken(app, { number });
  if (token.statusCode !== 200) throw new Error(`token refused: ${token.body}`);
  return app.inject({
    method: 'POST',
    url: '/api/Pagamenti',
    headers: { ...user.auth, 'accept-language': language },
    payload: { token: token.json().id },
  });
}

export const naturalPersonBilling = {
  tipologiaUtente: 0,
  nome: 'Maria',
  cognome: 'Rossi',
  codfisciva: 'RSSMRA85M41H501Z',
  indirizzoResidenza: 'Via Roma 1',
  cittaResidenza: 'Roma',
  provinciaResidenza: 'RM',
  nazioneResidenza: 'IT',
};

export function saveBilling(
  app: FastifyInstance,
  user: SignedInUser,
  billing: object = naturalPersonBilling,
  language: 'it' | 'en' = 'en',
) {
  return app.inject({
    method: 'POST',
    url: '/api/Profilo/aggiornaDatiFatturazione',
    headers: { ...user.auth, 'accept-language': language },
    payload: billing,
  });
}

export function activate(
  app: FastifyInstance,
  user: SignedInUser,
  plan: number,
  automatic: boolean,
  key: string | null = randomUUID(),
  language: 'it' | 'en' = 'en',
) {
  return app.inject({
    method: 'POST',
    url: '/api/Subscription',
    headers: { ...user.auth, 'accept-language': language, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: { id_Abbonamento: plan, pagamento_automatico: automatic },
  });
}

/** A signed-in user with billing data and a saved card, ready to subscribe. */
export async function readyToPay(app: FastifyInstance, user: SignedInUser, cardNumber = '4242424242424242') {
  const billing = await saveBilling(app, user);
  if (!billing.json().success) throw new Error(`billing refused: ${billing.body}`);
  const card = await saveTestCard(app, user, cardNumber);
  if (!card.json().success) throw new Error(`card refused: ${card.body}`);
}
