import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type SubscriptionTier, TIER_MASTER } from '@shared/validation/subscriptions';
import { Forbidden, Unauthorized } from '../http/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The subscription a route needs (product.md §3.5): 1 Advanced or better, 2 Master. */
    tier?: SubscriptionTier;
  }
}

const TIER_MESSAGES: Record<SubscriptionTier, string> = {
  1: 'subscriptions.tier.advanced',
  2: 'subscriptions.tier.master',
};

/**
 * How the rest of the server learns a user's tier (0 none, 1 Advanced, 2 Master): the
 * subscriptions module owns the answer, and buildApp hands its `tierOf` to whoever asks.
 */
export type TierOf = (userId: number) => Promise<number>;

/**
 * The same answer as an SQL expression over the users row, so authentication reads the tier in the
 * one query it makes for the user (every signed-in request costs one query); a function,
 * because "running" depends on today.
 */
export type TierOfUsersRow = () => SQL<number>;

/** Refuses with 403 a signed-in user whose running subscription is below `required`. */
function checkTier(request: FastifyRequest, required: SubscriptionTier): void {
  if (!request.user) throw new Unauthorized();
  // Read with the user by authentication (plugins/auth.ts), from the subscriptions module's rule.
  if (request.user.tier < required) throw new Forbidden(TIER_MESSAGES[required]);
}

/**
 * The one place tiers are enforced: a route declares `config: { tier: 1 }` or `{ tier: 2 }` and
 * this hook, running after authentication and before the body is read, answers 403 to lower
 * tiers. Register it after the auth plugin.
 */
export default fp(async function tier(app: FastifyInstance) {
  // The documentation says what each route needs.
  app.addHook('onRoute', (route) => {
    const required = route.config?.tier;
    if (!required) return;
    const needs = `Needs the ${required === TIER_MASTER ? 'Master' : 'Advanced or Master'} subscription (403 otherwise).`;
    route.schema = { ...route.schema, description: [route.schema?.description, needs].filter(Boolean).join(' ') };
  });

  app.addHook('onRequest', async (request) => {
    const required = request.routeOptions.config.tier;
    if (required) checkTier(request, required);
  });
});
