import type { FastifyInstance } from 'fastify';
import { costsCsvDownload, costsPdfDownload, earningsResponse, jobCostsResponse } from '@shared/contracts/costs';
import { type EarningsQuery, earningsQuerySchema, jobCostsParamsSchema } from '@shared/validation/costs';
import { TIER_ADVANCED, TIER_MASTER } from '@shared/validation/tiers';
import { ok } from '../../http/envelope';
import { type VersionedAnswers, versionedResponse } from '../../http/versionedAnswers';
import { requestLanguage, translate } from '../../i18n/messages';
import { costsCsv, costsPdf } from './documents';
import type { CostsService } from './service';

/** What a job costs (its owner, Master: job management) and what a worker earned (Advanced or Master); product.md §4.20. */
export default async function costsRoutes(
  app: FastifyInstance,
  options: { service: CostsService; answers: VersionedAnswers },
) {
  const { service, answers } = options;
  const master = { tier: TIER_MASTER } as const;
  const costsDescription =
    'Per engagement: days with hours worked at its day rate, overtime beyond the ordinary hours at the uplifted hourly rate ' +
    '(rounded half up once per line), km times the allowance, fuel; totaleApprovato counts approved records only. Euro cents.';

  app.get<{ Params: { idJob: number } }>(
    '/api/Jobs/Costi/:idJob',
    {
      config: master,
      schema: {
        tags: ['Jobs'],
        summary: 'What one of your jobs costs, per worker, from the sent time reports and car sheets',
        description: costsDescription,
        params: jobCostsParamsSchema,
        response: versionedResponse(jobCostsResponse),
      },
    },
    // From the owner's versioned answers (docs/decisions.md, "A job's costs"): the triggers of
    // migrations 0010 and 0024 move the owner's version with everything the sheet shows, so a kept
    // answer is current, and If-None-Match with its ETag answers 304. Per job and language (the
    // deleted worker's placeholder name). The ownership check is in the load: another user's job
    // answers 404 from it.
    (request, reply) => {
      const { idJob } = request.params;
      const language = requestLanguage(request);
      return answers.send(request, reply, `Costi.${idJob}.${language}`, async () =>
        ok(await service.jobCosts(request.user.id, idJob, translate(language, 'jobs.engagement.deletedWorker'))),
      );
    },
  );

  app.get<{ Params: { idJob: number } }>(
    '/api/Jobs/Costi/:idJob/csv',
    {
      config: master,
      schema: {
        tags: ['Jobs'],
        summary: "One of your jobs' costs as a CSV, one row per worker and day",
        description:
          "UTF-8 with a byte order mark, header in the request's language; a cell starting with =, +, - or @ is prefixed with an apostrophe.",
        params: jobCostsParamsSchema,
        response: { 200: costsCsvDownload },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const found = await service.ofJob(request.user.id, request.params.idJob);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="costs-${found.job.id}.csv"`)
        .send(costsCsv(found, language, translate(language, 'jobs.engagement.deletedWorker')));
    },
  );

  app.get<{ Params: { idJob: number } }>(
    '/api/Jobs/Costi/:idJob/pdf',
    {
      config: master,
      schema: {
        tags: ['Jobs'],
        summary: "One of your jobs' costs as a printable PDF",
        params: jobCostsParamsSchema,
        response: { 200: costsPdfDownload },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const found = await service.ofJob(request.user.id, request.params.idJob);
      const pdf = await costsPdf(found, service, language, translate(language, 'jobs.engagement.deletedWorker'));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="costs-${found.job.id}.pdf"`)
        .send(pdf);
    },
  );

  app.get<{ Querystring: EarningsQuery }>(
    '/api/Ingaggi/Compensi',
    {
      config: { tier: TIER_ADVANCED },
      schema: {
        tags: ['Ingaggi'],
        summary: "The signed-in worker's earnings in a year, by month and engagement",
        description:
          'Months with sent days, each engagement a line (rounded half up once), totaleApprovato counting approved records only. Euro cents.',
        querystring: earningsQuerySchema,
        response: { 200: earningsResponse },
      },
    },
    async (request) => ok(await service.earnings(request.user.id, request.query.anno)),
  );
}
