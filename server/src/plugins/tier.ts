import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type SubscriptionTier, TIER_MASTER } from '../../../src/validation/subscriptions';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { Forbidden, Unauthorized } from '../http/errors';
import { activeTier } from '../modules/subscriptions/periods';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The subscription a route needs (00-DECISIONS): 1 Advanced or better, 2 Master. */
    tier?: SubscriptionTier;
  }
}

const TIER_MESSAGES: Record<SubscriptionTier, string> = {
  1: 'subscriptions.tier.advanced',
  2: 'subscriptions.tier.master',
};

/** Refuses with 403 a signed-in user whose running subscription is below `required`. */
export async function checkTier(db: Database, request: FastifyRequest, required: SubscriptionTier, today: string): Promise<void> {
  if (!request.user) throw new Unauthorized();
  if ((await activeTier(db, request.user.id, today)) < required) throw new Forbidden(TIER_MESSAGES[required]);
}

/**
 * The one place tiers are enforced: a route declares `config: { tier: 1 }` or `{ tier: 2 }` and
 * this hook, running after authentication and before the body is read, answers 403 to lower
 * tiers. Register it after the auth plugin.
 */
export default fp(async function tier(app: FastifyInstance, options: { db: Database; clock: Clock }) {

  // The documentation says what each route needs.
  app.addHook('onRoute', (route) => {
    const required = route.config?.tier;
    if (!required) return;
    const needs = `Needs the ${required === TIER_MASTER ? 'Master' : 'Advanced or Master'} subscription (403 otherwise).`;
    route.schema = { ...route.schema, description: [route.schema?.description, needs].filter(Boolean).join(' ') };
  });

  app.addHook('onRequest', async (request) => {
    const required = request.routeOptions.config.tier;
    if (required) await checkTier(options.db, request, required, options.clock.today());
  });
});
