import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { scheduleTask } from '../../tasks/schedule';
import type { ModuleDeps } from '../deps';
import notificationsRoutes from './routes';
import { type NotificationsService, type Notify, createNotificationsService } from './service';
import { createStreamHub } from './stream';

export type { NotificationsService, Notify };

/** The notifications service: the modules whose events concern a user are handed its `notify`. */
export const createNotifications = (deps: ModuleDeps): NotificationsService =>
  createNotificationsService({ db: deps.db, clock: deps.clock });

/** The notifications module: the list, marking read, and the live stream fed by the database's NOTIFYs. */
export default async function notificationsModule(
  app: FastifyInstance,
  deps: ModuleDeps & { notifications: NotificationsService; follow: DatabaseHandle['follow'] },
) {
  const hub = createStreamHub({ service: deps.notifications, follow: deps.follow, log: app.log });
  await hub.start();
  // Before the server stops accepting: an open stream would keep its close waiting.
  app.addHook('preClose', () => hub.stop());
  await app.register(notificationsRoutes, { service: deps.notifications, hub });
}

/** How often main.ts runs the cleanup of notifications past their 90 days. */
const CLEANUP_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** The cleanup of product.md §4.22 on every server (its lock lets one run at a time), by the injected clock. */
export const scheduleNotificationsCleanup = (database: Pick<DatabaseHandle, 'exclusively'>, deps: ModuleDeps) => {
  const service = createNotifications(deps);
  return scheduleTask(database, deps.log, {
    name: 'notifications',
    intervalMs: CLEANUP_INTERVAL_MS,
    run: async () => {
      const removed = await service.removeExpired();
      if (removed) deps.log.info({ removed }, 'notifications cleanup');
    },
  });
};
