import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  engagementHistoryResponse,
  engagementMessageResponse,
  engagementMessagesResponse,
  engagementStateResponse,
  enlistmentsResponse,
  summaryEmailResponse,
} from '@shared/contracts/enlistments';
import type { Today } from '@shared/validation/dates';
import {
  type EngagementAnswer,
  type EngagementMessageRequest,
  type EngagementRequest,
  MESSAGE_MAX,
  type Now,
  type SummaryEmailRequest,
  engagementAnswerSchema,
  engagementIdParamsSchema,
  engagementMessageSchema,
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

/** A preHandler answering 429 with `messageId` once the user has used up `limit`. */
const refusedBeyond =
  (limit: ReturnType<FastifyInstance['createRateLimit']>, messageId: string) => async (request: FastifyRequest) => {
    const used = await limit(request);
    if (!used.isAllowed && used.isExceeded) throw new TooManyRequests(messageId);
  };

/** The summary mails any address: a few an hour per user keeps it from being a spam relay (product.md §3.6). */
export const SUMMARY_EMAILS_PER_HOUR = 10;
/** Messages a user may post in a minute, over all their threads (product.md §4.21). */
export const MESSAGES_PER_MINUTE = 60;

/** Engagement requests and answers (product.md §2.7, Enlistments). */
export default async function enlistmentsRoutes(
  app: FastifyInstance,
  options: { service: EnlistmentsService; today: Today; now: Now; answers: VersionedAnswers },
) {
  const { service } = options;

  const summaryLimit = app.createRateLimit({
    max: SUMMARY_EMAILS_PER_HOUR,
    timeWindow: 60 * 60 * 1000,
    keyGenerator: (request) => `summary-email:${request.user.id}`,
  });
  const messageLimit = app.createRateLimit({
    max: MESSAGES_PER_MINUTE,
    timeWindow: 60 * 1000,
    keyGenerator: (request) => `engagement-message:${request.user.id}`,
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
        summary: 'The engagement requests sent to the signed-in worker and still open (pending or countered)',
        description:
          'Each with its deadline (rispondiEntro), its place among the open requests for those days (posizione) and the ' +
          "worker's counter. Reading them records the worker's first read (vistoIl), which the client is shown.",
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
          'request (one open per worker and job); the id of a pending one moves its dates. rispondiEntro (optional, an ' +
          'instant in the future, not after the first day): unanswered by then, the request expires (6). The worker is emailed.',
        body: engagementRequestSchema(options.today, null, [], options.now),
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
          'The worker: 2 accepts, 3 rejects (an accepted one too; nota: the reason), 5 counters a pending request ' +
          "(dataInizio, dataFine inside the job, tariffaGiornaliera in cents, nota). The job's owner (Master): 2 accepts a " +
          'counter (the engagement takes its dates and rate), 4 withdraws. An accept overlapping another accepted ' +
          "engagement is refused, and rejects the worker's other open requests on those days (reason 'occupato'). The " +
          'other side is emailed.',
        body: engagementAnswerSchema(options.today),
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
      preHandler: refusedBeyond(summaryLimit, 'enlistments.summary.tooMany'),
    },
    async (request) => {
      const language = requestLanguage(request);
      await service.sendSummary(request.user.id, request.body, language);
      return ok(null, translate(language, 'enlistments.summary.sent'));
    },
  );

  app.get<{ Params: { idIngaggio: number } }>(
    '/api/Ingaggi/Messaggi/:idIngaggio',
    {
      schema: {
        tags,
        summary: "An engagement's messages, oldest first",
        description:
          "For the job's owner and the worker only (anyone else: 404). The worker's read marks the request seen.",
        params: engagementIdParamsSchema,
        response: { 200: engagementMessagesResponse },
      },
    },
    async (request) => ok(await service.messages(request.user.id, request.params.idIngaggio)),
  );

  app.post<{ Body: EngagementMessageRequest }>(
    '/api/Ingaggi/Messaggi',
    {
      schema: {
        tags,
        summary: 'Writes to the other party of an engagement',
        description:
          `testo: 1 to ${MESSAGE_MAX} characters once trimmed; by the job's owner or the worker only (anyone else: 404). ` +
          'The other party is emailed at most once per thread every 10 minutes; later messages wait and go together. ' +
          `At most ${MESSAGES_PER_MINUTE} a minute per user (429).`,
        body: engagementMessageSchema,
        response: { 200: engagementMessageResponse },
      },
      preHandler: refusedBeyond(messageLimit, 'enlistments.message.tooMany'),
    },
    async (request) => ok(await service.postMessage(request.user.id, request.body)),
  );

  app.get<{ Params: { idIngaggio: number } }>(
    '/api/Ingaggi/Cronologia/:idIngaggio',
    {
      schema: {
        tags,
        summary: "An engagement's history, oldest first",
        description:
          'Sent, seen, countered, accepted, rejected (with the reason), withdrawn, expired, dates and rate changed, ' +
          "messages, and its time reports' and car sheets' sends and reviews. For the job's owner and the worker only " +
          '(anyone else: 404).',
        params: engagementIdParamsSchema,
        response: { 200: engagementHistoryResponse },
      },
    },
    async (request) => ok(await service.history(request.user.id, request.params.idIngaggio)),
  );
}
