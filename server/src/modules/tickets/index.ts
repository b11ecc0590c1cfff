import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import ticketsRoutes from './routes';
import { createTicketsService } from './service';

/** The tickets module: the suggestion box, emailed to SUPPORT_EMAIL. */
export default async function ticketsModule(app: FastifyInstance, deps: ModuleDeps) {
  const service = createTicketsService({
    clock: deps.clock,
    outbox: deps.outbox,
    supportEmail: deps.config.supportEmail,
    log: app.log,
  });
  await app.register(ticketsRoutes, { service });
}
