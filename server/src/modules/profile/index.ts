import type { FastifyInstance } from 'fastify';
import type { DomainService } from '../domain/service';
import type { ModuleDeps } from '../deps';
import type { BookedDays } from './reads';
import profileRoutes from './routes';
import { createProfileService } from './service';

/** The profile module: the wizard's tabs, the public profile and the user's files. */
export default async function profileModule(app: FastifyInstance, deps: ModuleDeps & { domain: DomainService; bookedDays: BookedDays }) {
  const service = createProfileService({ db: deps.db, domain: deps.domain, files: deps.files, clock: deps.clock, bookedDays: deps.bookedDays });
  await app.register(profileRoutes, { service });
}
