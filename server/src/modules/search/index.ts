import type { FastifyInstance } from 'fastify';
import { createSlots } from '../../http/concurrency';
import type { ModuleDeps } from '../deps';
import type { DomainService } from '../domain/service';
import searchRoutes from './routes';
import { createSearchService } from './service';

/** The search module: POST /api/SearchEngine/ over complete profiles. */
export default async function searchModule(app: FastifyInstance, deps: ModuleDeps & { domain: DomainService }) {
  const { clock, config } = deps;
  const service = createSearchService({ db: deps.db, clock, domain: deps.domain, countUpTo: config.searchCountUpTo });
  // Searches answered at once by this process, whoever asks: beyond them a quick 503 (bench/README.md, 200 connections).
  const slots = createSlots({ total: config.searchesAtOnce, perKey: config.searchesAtOnce });
  await app.register(searchRoutes, { service, slots, today: () => clock.today() });
}
