import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import domainRoutes from './routes';
import { type DomainService, createDomainService } from './service';

export type { DomainService };

/** The lookups' service, built before the modules that name nations, regions and roles (jobs, profile, search). */
export const createDomain = (deps: ModuleDeps): DomainService => createDomainService({ db: deps.db });

/** The domain module: the lookup calls (nations, regions, roles, languages...) in the request's language. */
export default async function domainModule(app: FastifyInstance, deps: ModuleDeps & { domain: DomainService }) {
  await app.register(domainRoutes, { service: deps.domain });
}
