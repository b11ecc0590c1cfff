import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import favoritesRoutes from './routes';
import type { RegisteredAccount } from '../accounts/service';
import type { Notify } from '../notifications/service';
import { createWindowCap } from '../../http/caps';
import { createFavoritesService } from './service';

/**
 * The favourites module: categories, their members and their sharing. `whenAccountRegistered`
 * subscribes it to new accounts (the accounts module announces them through app.ts), so an
 * invitation sent to an address becomes that account's pending request.
 */
export default async function favoritesModule(
  app: FastifyInstance,
  deps: ModuleDeps & {
    whenAccountRegistered: (listener: (account: RegisteredAccount) => Promise<void>) => void;
    notify: Notify;
  },
) {
  const service = createFavoritesService({
    db: deps.db,
    clock: deps.clock,
    outbox: deps.outbox,
    publicUrl: deps.config.publicUrl,
    notify: deps.notify,
    shareEmailsCap: createWindowCap({
      name: 'share-emails',
      max: deps.config.shareEmailsPerAddressPerDay,
      windowMs: 24 * 60 * 60 * 1000,
      clock: deps.clock,
      redis: deps.redis,
      redisKeyPrefix: deps.config.redisKeyPrefix,
      log: app.log,
    }),
  });
  deps.whenAccountRegistered(service.accountRegistered);
  await app.register(favoritesRoutes, { service });
}
