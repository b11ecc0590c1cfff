import type { FastifyInstance } from 'fastify';
import type { VersionedAnswers } from '../../http/versionedAnswers';
import type { ModuleDeps } from '../deps';
import jobsRoutes from './routes';
import { type JobsDeps, type JobsService, createJobsService } from './service';

export type { JobsService };

/** The jobs service: the enlistments module reads a job's places through it, and it tells enlistments of a deleted job's engagements. */
export const createJobs = (deps: ModuleDeps & Pick<JobsDeps, 'catalogue' | 'engagementsWithdrawn'>): JobsService =>
  createJobsService({
    db: deps.db,
    clock: deps.clock,
    outbox: deps.outbox,
    catalogue: deps.catalogue,
    engagementsWithdrawn: deps.engagementsWithdrawn,
  });

/** The jobs module: a client's jobs and the engagement requests sent for them. */
export default async function jobsModule(
  app: FastifyInstance,
  deps: ModuleDeps & { jobs: JobsService; answers: VersionedAnswers },
) {
  await app.register(jobsRoutes, { service: deps.jobs, today: () => deps.clock.today(), answers: deps.answers });
}
