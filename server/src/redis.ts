import type { FastifyInstance } from 'fastify';
import Redis from 'ioredis';

/**
 * The Redis every server shares (REDIS_URL): the rate limits (plugins/security.ts) and the sign-in
 * failure counts (modules/accounts/lockout.ts) are kept there, so a limit holds across the servers
 * behind the load balancer. Quick to give up, so a Redis that does not answer slows nothing: those
 * callers let requests through. Closed with the app.
 */
export function connectSharedRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false });
  redis.on('error', (err) => app.log.warn({ err: { message: err.message } }, 'shared Redis unreachable'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
