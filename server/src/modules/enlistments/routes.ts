import type { FastifyInstance, FastifyRequest } from 'fastify';
import { engagementStateResponse, enlistmentsResponse, summaryEmailResponse } from '@shared/contracts/enlistments';
import type { Today } from '@shared/validation/dates';
import {
  type EngagementAnswer,
  type EngagementRequest,
  type SummaryEmailRequest,
  engagementAnswerSchema,
  engagementRequestSchema,
  summaryEmailSchema,
} from '@shared/validation/enlistments';
import { TIER_ADVANCED, TIER_MASTER } from '@shared/validation/tiers';
import { ok } from '../../http/envelope';
import { type VersionedAnswers, versionedResponse } from '../../http/versionedAnswers';
import { TooManyRequests } from '../../http/errors';
import { requestLanguage, translate } from '../../i18n/messages';
import type { EnlistmentsService } from './service';

const tags = ['Ingaggi'];

/** The summary mails any address: a few an hour per user keeps it from being a spam relay (product.md §3.6). */
export const SUMMARY_EMAILS_PER_HOUR = 10;

/** Engagement requests and answers (product.md §2.7, Enlistments). */
export default async function enlistmentsRoutes(
  app: FastifyInstance,
  options: { service: EnlistmentsService; today: Today; answers: VersionedAnswers },
) {
  const { service } = options;

  const summaryLimit = app.createRateLimit({
    max: SUMMARY_EMAILS_PER_HOUR,
    timeWindow: 60 * 60 * 1000,
    keyGenerator: (request) => `summary-email:${request.user.id}`,
  });

  app.get(
    '/api/Ingaggi/ListaIngaggi',
    // An ETag: If-None-Match with it answers 304 while none of these engagements, their jobs or clients changed.
    {
      schema: {
        tags,
        summary: "The signed-in worker's accepted engagements, by start date",
        response: versionedResponse(enlistmentsResponse),
      },
    },
    (request, reply) =>
      options.answers.send(request, reply, 'ListaIngaggi', async () => ok(await service.accepted(request.user.id))),
  );

  app.get(
    '/api/Ingaggi/RichiesteIngaggio',
    {
      schema: {
        tags,
        summary: 'The engagement requests sent to the signed-in worker and still pending',
        response: { 200: enlistmentsResponse },
      },
    },
    async (request) => ok(await service.pending(request.user.id)),
  );

  app.post<{ Body: EngagementRequest }>(
    '/api/Ingaggi/InviaRichiestaIngaggio',
    {
      config: { tier: TIER_MASTER },
      schema: {
        tags,
        summary: 'Sends an engagement request for one of your jobs',
        description:
          'To a user with a complete profile, never yourself, for days inside the job (from today on). id_Ingaggio 0 sends a new ' +
          'request (one pending per worker and job); the id of a pending one moves its dates. The worker is emailed.',
        body: engagementRequestSchema(options.today),
        response: { 200: engagementStateResponse },
      },
    },
    async (request) => {
      const sent = await service.send(request.user.id, request.body);
      const { changed, ...answer } = sent;
      return ok(
        answer,
        translate(requestLanguage(request), changed ? 'enlistments.request.updated' : 'enlistments.request.sent'),
      );
    },
  );

  app.put<{ Body: EngagementAnswer }>(
    '/api/Ingaggi/AggiornaRichiestaIngaggio',
    {
      config: { tier: TIER_ADVANCED },
      schema: {
        tags,
        summary: 'Answers an engagement request',
        description:
          "statoIngaggio 2 accepts and 3 rejects (the worker; an accepted one may still be rejected), 4 withdraws (the job's owner, " +
          'Master). An accept overlapping another accepted engagement is refused. The other side is emailed.',
        body: engagementAnswerSchema,
        response: { 200: engagementStateResponse },
      },
    },
    async (request) => {
      const { answer, messageId } = await service.answer(request.user.id, request.body);
      return ok(answer, translate(requestLanguage(request), messageId));
    },
  );

  app.post<{ Body: SummaryEmailRequest }>(
    '/api/Ingaggi/InviaMailIngaggioAccettato',
    {
      config: { tier: TIER_ADVANCED },
      schema: {
        tags,
        summary: "Emails an accepted engagement's summary to an address",
        description: `By the engagement's worker or client, in the request's language; at most ${SUMMARY_EMAILS_PER_HOUR} an hour per user (429).`,
        body: summaryEmailSchema,
        response: { 200: summaryEmailResponse },
      },
      preHandler: async (request: FastifyRequest) => {
        const limit = await summaryLimit(request);
        if (!limit.isAllowed && limit.isExceeded) throw new TooManyRequests('enlistments.summary.tooMany');
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      await service.sendSummary(request.user.id, request.body, language);
      return ok(null, translate(language, 'enlistments.summary.sent'));
    },
  );
}
