import type { FastifyInstance } from 'fastify';
import type { VersionedAnswers } from '../../http/versionedAnswers';
import type { ModuleDeps } from '../deps';
import costsRoutes from './routes';
import { createCostsService } from './service';

/** The costs module: what a job costs and what a worker earned, from the sent records (product.md §4.20). */
export default async function costsModule(app: FastifyInstance, deps: ModuleDeps & { answers: VersionedAnswers }) {
  const service = createCostsService({ db: deps.db });
  await app.register(costsRoutes, { service, answers: deps.answers });
}
