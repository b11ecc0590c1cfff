import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import calendarRoutes from './routes';
import { createCalendarService } from './service';

/** The calendar module: the private feed of a user's engagements. */
export default async function calendarModule(app: FastifyInstance, deps: ModuleDeps) {
  const { config } = deps;
  const service = createCalendarService({
    db: deps.db,
    clock: deps.clock,
    publicUrl: config.publicUrl,
    serverSecret: config.jwtSecret,
  });
  await app.register(calendarRoutes, { service });
}
