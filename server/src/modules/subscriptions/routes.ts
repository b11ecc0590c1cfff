import type { FastifyInstance } from 'fastify';
import { messageOnlyResponse } from '@shared/contracts/envelope';
import { billingResponse, plansResponse, subscriptionResponse } from '@shared/contracts/subscriptions';
import { type BillingRequest, billingSchema } from '@shared/validation/billing';
import {
  IDEMPOTENCY_KEY_HEADER,
  type SubscriptionRequest,
  idempotencyKeyHeaderSchema,
  subscriptionRequestSchema,
} from '@shared/validation/subscriptions';
import { ok } from '../../http/envelope';
import { idempotencyKeyOf } from '../../http/idempotency';
import { requestLanguage, translate } from '../../i18n/messages';
import type { SubscriptionsService } from './service';

export default async function subscriptionsRoutes(app: FastifyInstance, options: { service: SubscriptionsService }) {
  const { service } = options;
  const tags = ['Subscriptions'];

  app.route({
    method: 'GET',
    url: '/api/Subscription/',
    schema: { tags, summary: 'The running subscription, or null', response: { 200: subscriptionResponse } },
    handler: async (request) => ok(await service.current(request.user.id, requestLanguage(request))),
  });

  app.get(
    '/api/Subscription/List',
    {
      schema: { tags, summary: 'The plans on offer, named in the request language', response: { 200: plansResponse } },
    },
    async (request) => ok(await service.plans(requestLanguage(request))),
  );

  app.route({
    method: 'POST',
    url: '/api/Subscription',
    config: { requestHeaders: idempotencyKeyHeaderSchema },
    schema: {
      tags,
      body: subscriptionRequestSchema,
      summary: 'Activates a plan: charges its price to the saved card at once',
      description:
        `Needs the header ${IDEMPOTENCY_KEY_HEADER} (1 to 255 visible characters, a fresh UUID per Activate press): the same key ` +
        'sent again charges nothing more and answers the same result. Needs saved billing data and a saved card. ' +
        'The plan starts today for its months and replaces a running one from today. A refused card answers ' +
        'success false with the reason as the message.',
      response: { 200: subscriptionResponse },
    },
    handler: async (request) => {
      const language = requestLanguage(request);
      const key = idempotencyKeyOf(request, true);
      const subscription = await service.activate(request.user, request.body as SubscriptionRequest, key, language);
      return ok(subscription, translate(language, 'subscriptions.activated'));
    },
  });

  app.route({
    method: 'PUT',
    url: '/api/Subscription',
    schema: {
      tags,
      body: subscriptionRequestSchema,
      summary: 'Switches automatic renewal of the running subscription (id_Abbonamento names it)',
      response: { 200: subscriptionResponse },
    },
    handler: async (request) => {
      const language = requestLanguage(request);
      const subscription = await service.setAutomaticRenewal(
        request.user.id,
        request.body as SubscriptionRequest,
        language,
      );
      return ok(subscription, translate(language, 'subscriptions.updated'));
    },
  });

  app.route({
    method: 'DELETE',
    url: '/api/Subscription/',
    schema: {
      tags,
      summary: 'Ends the running subscription now, without refund',
      response: { 200: messageOnlyResponse },
    },
    handler: async (request) => {
      await service.cancel(request.user.id);
      return ok(null, translate(requestLanguage(request), 'subscriptions.deleted'));
    },
  });

  app.post<{ Body: BillingRequest }>(
    '/api/Profilo/aggiornaDatiFatturazione',
    {
      schema: {
        tags: ['Billing'],
        body: billingSchema,
        summary: 'Saves the billing data of the subscription recap',
        description:
          'Body: the recap form (tipologiaUtente 0 natural person with nome and cognome, 1 legal entity with ragioneSociale; ' +
          'codfisciva, sdi, pec, indirizzoResidenza, cittaResidenza, provinciaResidenza, nazioneResidenza). A legal entity ' +
          'needs SDI or PEC. Answers the saved data as GET /api/Profilo/RecuperaDatiFatturazione does.',
        response: { 200: billingResponse },
      },
    },
    async (request) => {
      const billing = await service.saveBilling(request.user.id, request.body);
      return ok(billing, translate(requestLanguage(request), 'billing.saved'));
    },
  );

  app.get(
    '/api/Profilo/RecuperaDatiFatturazione',
    {
      schema: {
        tags: ['Billing'],
        summary: 'The saved billing data, or null',
        description:
          'New call (not in product.md §1.7) that prefills the subscription recap with the recap form fields and the invoice fields they amount to.',
        response: { 200: billingResponse },
      },
    },
    async (request) => ok(await service.billing(request.user.id)),
  );
}
