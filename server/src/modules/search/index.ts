import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import type { DomainService } from '../domain/service';
import searchRoutes from './routes';
import { createSearchService } from './service';

/** The search module: POST /api/SearchEngine/ over complete profiles. */
export default async function searchModule(app: FastifyInstance, deps: ModuleDeps & { domain: DomainService }) {
  const { clock } = deps;
  const service = createSearchService({ db: deps.db, clock, domain: deps.domain });
  await app.register(searchRoutes, { service, today: () => clock.today() });
}
