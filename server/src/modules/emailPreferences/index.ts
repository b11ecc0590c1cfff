import type { FastifyInstance } from 'fastify';
import { createUnsubscribeLinks } from '../../mail/unsubscribe';
import type { ModuleDeps } from '../deps';
import emailPreferencesRoutes from './routes';
import { createEmailPreferencesService } from './service';

/** The email preferences module: the settings page's switches and the one-click unsubscribe. */
export default async function emailPreferencesModule(app: FastifyInstance, deps: ModuleDeps) {
  const { config } = deps;
  const service = createEmailPreferencesService({
    db: deps.db,
    clock: deps.clock,
    links: createUnsubscribeLinks({ publicUrl: config.publicUrl, serverSecret: config.jwtSecret }),
  });
  await app.register(emailPreferencesRoutes, { service });
}
