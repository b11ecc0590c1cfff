import type { FastifyInstance } from 'fastify';
import { jobDeletedResponse, jobEngagementsResponse, jobResponse, jobsResponse } from '@shared/contracts/jobs';
import type { Today } from '@shared/validation/dates';
import {
  type AggiornaJobRequest,
  type JobEngagementsQuery,
  type JobRequest,
  aggiornaJobSchema,
  jobEngagementsQuerySchema,
  jobIdParamsSchema,
  jobSchema,
} from '@shared/validation/jobs';
import { TIER_MASTER } from '@shared/validation/tiers';
import { ok } from '../../http/envelope';
import { type VersionedAnswers, versionedResponse } from '../../http/versionedAnswers';
import { requestLanguage, translate } from '../../i18n/messages';
import type { EngagementGroup, JobsService } from './service';

const tags = ['Jobs'];
/** Every Jobs call is job management: Master only (product.md §3.5). */
const master = { tier: TIER_MASTER } as const;

/** The client's jobs and their engagements (product.md §2.7, Jobs). */
export default async function jobsRoutes(
  app: FastifyInstance,
  options: { service: JobsService; today: Today; answers: VersionedAnswers },
) {
  const { service } = options;

  app.get(
    '/api/Jobs/RecuperaJobs',
    // An ETag: If-None-Match with it answers 304 while nothing in the jobs or their engagements changed.
    {
      config: master,
      schema: {
        tags,
        summary: "The user's jobs, with the counts of accepted and pending engagements",
        response: versionedResponse(jobsResponse),
      },
    },
    (request, reply) =>
      options.answers.send(request, reply, 'RecuperaJobs', async () => ok(await service.list(request.user.id))),
  );

  for (const group of ['Inviati', 'Accettati'] as const satisfies readonly EngagementGroup[]) {
    app.get<{ Querystring: JobEngagementsQuery }>(
      `/api/Jobs/RecuperaIngaggi/${group}`,
      {
        config: master,
        schema: {
          tags,
          summary: `A page of one job's ${group === 'Inviati' ? 'pending' : 'accepted'} engagements, with each worker's id and name`,
          description:
            'Query: job (its id), page (from 1), per_page (1 to 1000, default 1000). A deleted account shows as a placeholder name with userId null.',
          querystring: jobEngagementsQuerySchema,
          response: { 200: jobEngagementsResponse },
        },
      },
      async (request) =>
        ok(
          await service.engagements(
            request.user.id,
            group,
            request.query,
            translate(requestLanguage(request), 'jobs.engagement.deletedWorker'),
          ),
        ),
    );
  }

  app.post<{ Body: JobRequest }>(
    '/api/Jobs/CreaJob',
    {
      config: master,
      schema: { tags, summary: 'Creates a job', body: jobSchema(options.today), response: { 200: jobResponse } },
    },
    async (request) =>
      ok(await service.create(request.user.id, request.body), translate(requestLanguage(request), 'jobs.saved')),
  );

  app.put<{ Body: AggiornaJobRequest }>(
    '/api/Jobs/AggiornaJob',
    {
      config: master,
      schema: {
        tags,
        summary: 'Changes a job',
        description:
          "A date may keep the value it has even once past, but not move into the past; the job's pending and accepted engagements must stay inside its dates.",
        body: aggiornaJobSchema,
        response: { 200: jobResponse },
      },
    },
    async (request) =>
      ok(await service.update(request.user.id, request.body), translate(requestLanguage(request), 'jobs.saved')),
  );

  app.delete<{ Params: { id: number } }>(
    '/api/Jobs/CancellaJob/:id',
    {
      config: master,
      schema: {
        tags,
        summary: 'Deletes a job',
        description:
          'Its pending and accepted engagements are withdrawn (statoIngaggio 4), their days freed, and those workers emailed.',
        params: jobIdParamsSchema,
        response: { 200: jobDeletedResponse },
      },
    },
    async (request) => {
      const withdrawn = await service.remove(request.user.id, request.params.id);
      return ok(null, translate(requestLanguage(request), withdrawn > 0 ? 'jobs.deleted' : 'jobs.deleted.none'));
    },
  );
}
