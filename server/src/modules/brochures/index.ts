import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import brochuresRoutes from './routes';
import { createBrochuresService } from './service';

/** The brochures module: the brochure and the user guide, written from the configuration. */
export default async function brochuresModule(app: FastifyInstance, deps: ModuleDeps) {
  const service = createBrochuresService({ supportEmail: deps.config.supportEmail });
  await app.register(brochuresRoutes, { service });
}
