import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import ticketsRoutes from './routes';
import { createTicketsService } from './service';

/** The tickets module: the suggestion box, emailed to SUPPORT_EMAIL. */
export default async function ticketsModule(app: FastifyInstance, deps: ModuleDeps) {
  const service = createTicketsService({
    db: deps.db,
    clock: deps.clock,
    mailer: deps.mailer,
    supportEmail: deps.config.supportEmail,
    log: app.log,
  });
  await app.register(ticketsRoutes, { service });
}
