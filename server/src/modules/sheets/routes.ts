import type { FastifyInstance } from 'fastify';
import {
  type RecordsReviewed,
  type RecordsSent,
  pdfDownload,
  recordsReviewedResponse,
  recordsSentResponse,
} from '@shared/contracts/dailyRecords';
import { type SendRecordsRequest, engagementParamsSchema, sendRecordsSchema } from '@shared/validation/dailyRecords';
import type { Language } from '@shared/validation/language';
import { type ReviewRequest, reviewSchema } from '@shared/validation/reviews';
import { TIER_ADVANCED, TIER_MASTER } from '@shared/validation/tiers';
import { ok } from '../../http/envelope';
import { requestLanguage, translate } from '../../i18n/messages';

/** The send and the PDF download of one kind of record, at the paths its module names. */
export interface DeliveryRoutes {
  tags: string[];
  /** What the records are called in the summaries ("time report", "car sheet"). */
  noun: string;
  sendPath: string;
  pdfPath: string;
  reviewPath: string;
  /** emailed false: the job's address turned reports off (product.md §4.18), so no email went to it. */
  send: (userId: number, engagementId: number) => Promise<RecordsSent & { emailed: boolean }>;
  pdf: (userId: number, engagementId: number, language: Language) => Promise<{ fileName: string; pdf: Buffer }>;
  review: (userId: number, request: ReviewRequest) => Promise<RecordsReviewed>;
}

/**
 * POST <sendPath> (InviaMailTimeReport, InviaMailSchedeAutoReport) and GET <pdfPath>/{idIngaggio},
 * Advanced or Master (the job's owner downloads on Master: the service checks it); PUT <reviewPath>
 * (RevisioneTimeReport, RevisioneSchedeAuto), the job's owner on Master (product.md §4.20).
 */
export function deliveryRoutes(options: DeliveryRoutes) {
  const { tags, noun } = options;
  const config = { tier: TIER_ADVANCED } as const;
  return async function sheetDeliveryRoutes(app: FastifyInstance) {
    app.post<{ Body: SendRecordsRequest }>(
      options.sendPath,
      {
        config,
        schema: {
          tags,
          summary: `Emails the engagement's unsent ${noun} days to the job's address, as a PDF`,
          description:
            "By the engagement's worker, once a day per engagement; the records become read-only. The PDF goes to the job's email " +
            "in its owner's language, with a copy to the worker. Refused when nothing is unsent or when already sent today. " +
            'consegnata false: the mail server did not take it at once, and it is retried until it does. A job address that ' +
            'turned report emails off (PreferenzeEmail) gets none: the records are sent and read on the job page.',
          body: sendRecordsSchema,
          response: { 200: recordsSentResponse },
        },
      },
      async (request) => {
        const sent = await options.send(request.user.id, request.body.idIngaggio);
        const message = !sent.emailed
          ? 'sheets.send.notEmailed'
          : sent.consegnata
            ? 'sheets.send.sent'
            : 'sheets.send.queued';
        return ok(sent, translate(requestLanguage(request), message));
      },
    );

    app.put<{ Body: ReviewRequest }>(
      options.reviewPath,
      {
        config: { tier: TIER_MASTER },
        schema: {
          tags,
          summary: `Approves or rejects sent ${noun} days of an engagement of your job`,
          description:
            "By the job's owner, on sent days not yet reviewed (else refused and nothing changes). approvato is final for both " +
            'sides; respinto returns the days to the worker, editable, with the note. The worker is emailed in their language.',
          body: reviewSchema,
          response: { 200: recordsReviewedResponse },
        },
      },
      async (request) => {
        const reviewed = await options.review(request.user.id, request.body);
        return ok(reviewed, translate(requestLanguage(request), `sheets.review.${reviewed.stato}`));
      },
    );

    app.get<{ Params: { idIngaggio: number } }>(
      `${options.pdfPath}/:idIngaggio`,
      {
        config,
        schema: {
          tags,
          summary: `An engagement's sent ${noun} as a PDF`,
          description:
            "For the engagement's worker and the owner of its job (the job page's download), in the request's language.",
          params: engagementParamsSchema,
          response: { 200: pdfDownload },
        },
      },
      async (request, reply) => {
        const { fileName, pdf } = await options.pdf(
          request.user.id,
          request.params.idIngaggio,
          requestLanguage(request),
        );
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(pdf);
      },
    );
  };
}
