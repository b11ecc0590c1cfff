import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ServiceUnavailable } from '../http/errors';

/** Seconds a client is told to wait before trying again when the server is overloaded. */
const RETRY_AFTER_SECONDS = 2;

function busy(reply: FastifyReply): Promise<never> {
  const error = new ServiceUnavailable('api.error.busy', RETRY_AFTER_SECONDS);
  reply.header('retry-after', String(error.retryAfterSeconds));
  return Promise.reject(error);
}

/**
 * Overload answered quickly (bench/README.md): when the event loop lags past
 * `maxEventLoopDelayMs` (@fastify/under-pressure) or more than `maxQueuedQueries` queries wait for
 * the database, a request is answered 503 with Retry-After in the envelope at once, rather than
 * joining a line that would keep it waiting many seconds. Queries already waiting run in arrival order.
 */
export default fp(async function overload(
  app: FastifyInstance,
  options: { maxEventLoopDelayMs: number; maxQueuedQueries: number; waiting: () => number },
) {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    pressureHandler: (_request, reply) => busy(reply),
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/') && options.waiting() > options.maxQueuedQueries) await busy(reply);
  });
});
