import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import type { ModuleDeps } from '../deps';
import type { PaymentsService } from '../payments/service';
import { scheduleRenewals } from './renewals';
import subscriptionsRoutes from './routes';
import { type SubscriptionsService, createSubscriptionsService } from './service';

export type { SubscriptionsService };

type SubscriptionsNeeds = ModuleDeps & { payments: PaymentsService };

/** The subscriptions service, built before the guards: it owns the tier (tierOf) that the tier plugin and other modules ask. */
export const createSubscriptions = (deps: SubscriptionsNeeds): SubscriptionsService =>
  createSubscriptionsService({ db: deps.db, outbox: deps.outbox, payments: deps.payments, clock: deps.clock });

/** The subscriptions module: plans, billing data, activation, change and cancellation. */
export default async function subscriptionsModule(
  app: FastifyInstance,
  deps: ModuleDeps & { subscriptions: SubscriptionsService },
) {
  await app.register(subscriptionsRoutes, { service: deps.subscriptions });
}

/** The renewal sweep, on every server (its database lock lets one run at a time); answers the function that stops it. */
export const scheduleSubscriptionRenewals = (database: Pick<DatabaseHandle, 'exclusively'>, deps: SubscriptionsNeeds) =>
  scheduleRenewals(database, {
    db: deps.db,
    payments: deps.payments,
    outbox: deps.outbox,
    publicUrl: deps.config.publicUrl,
    log: deps.log,
    clock: deps.clock,
  });
