import type { FastifyInstance } from 'fastify';
import { providerKeyResponse, savedCardResponse } from '@shared/contracts/payments';
import { type SavePaymentRequest, savePaymentSchema } from '@shared/validation/card';
import { ok } from '../../http/envelope';
import { requestLanguage, translate } from '../../i18n/messages';
import type { PaymentProvider } from './provider';
import type { PaymentsService } from './service';

/**
 * The sandbox's token endpoint is a path on this server: it is answered as an address on
 * PUBLIC_URL, never on the Host or X-Forwarded-Host the client sent, which would let anyone make
 * the answer point card numbers at a host of their choice.
 */
function absoluteUrl(url: string, publicUrl: string): string {
  return new URL(url, publicUrl).toString();
}

export default async function paymentsRoutes(
  app: FastifyInstance,
  options: { service: PaymentsService; provider: PaymentProvider; publicUrl: string },
) {
  const { service, provider, publicUrl } = options;
  const tags = ['Payments'];

  app.get(
    '/api/Pagamenti',
    {
      schema: {
        tags,
        summary: 'The saved card (brand, last4, exp_month, exp_year), or null',
        response: { 200: savedCardResponse },
      },
    },
    async (request) => ok(await service.savedCard(request.user.id)),
  );

  app.get(
    '/api/Pagamenti/Key',
    {
      schema: {
        tags,
        summary: "The payment provider's public key and token endpoint",
        description:
          'data.key is the bearer for the token endpoint data.tokenUrl, where the client posts the card form-encoded ' +
          '(card[number], card[exp_month], card[exp_year] with 4 digits, card[cvc]) and gets { id } or { error: { type, code, message } }.',
        response: { 200: providerKeyResponse },
      },
    },
    async () => ok({ key: provider.publicKey, tokenUrl: absoluteUrl(provider.tokenUrl, publicUrl) }),
  );

  app.post<{ Body: SavePaymentRequest }>(
    '/api/Pagamenti',
    {
      schema: {
        tags,
        body: savePaymentSchema,
        summary: 'Saves the card behind a provider token, replacing the saved one',
        description:
          'A card the provider refuses answers success false with its reason and leaves the saved card as it was.',
        response: { 200: savedCardResponse },
      },
    },
    async (request) => {
      const card = await service.saveCard(request.user, request.body.token);
      return ok(card, translate(requestLanguage(request), 'payments.card.saved'));
    },
  );
}
