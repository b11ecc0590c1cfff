import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type Redis from 'ioredis';

/**
 * Security headers and the rate limiter. The CSP allows scripts only from our origin; styles may be
 * inline because antd and FullCalendar inject their CSS at run time (docs/decisions.md).
 */
export default fp(async function security(
  app: FastifyInstance,
  options: { connectSources?: string[]; perMinute: number; redis?: Redis; redisKeyPrefix: string },
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(options.connectSources ?? [])],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Counted in Redis when REDIS_URL is set (redis.ts), so a limit holds across every server behind
  // the load balancer; otherwise in this process's memory. A Redis that does not answer lets
  // requests through (skipOnError) rather than taking the API down with it.
  const { redis } = options;
  // Every API route: `perMinute` per client address. Routes with their own config.rateLimit (sign-in,
  // registration, recovery, the card token, the calendar feed) replace it with their tighter one.
  // The app's own files and pages are not counted: one visit fetches a dozen of them, so an office
  // behind one address would spend its allowance on scripts and be refused its API calls.
  await app.register(rateLimit, {
    global: true,
    max: options.perMinute,
    timeWindow: 60_000,
    allowList: (request) => !request.url.startsWith('/api/'),
    redis,
    nameSpace: `${options.redisKeyPrefix}rate-limit:`,
    skipOnError: true,
  });
});
