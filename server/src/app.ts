import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { ok } from './http/envelope';
import type { Mailer } from './mail/transport';
import accountsRoutes from './modules/accounts/routes';
import { createAccountsService } from './modules/accounts/service';
import auth from './plugins/auth';
import errorEnvelope from './plugins/errors';
import openapi from './plugins/openapi';
import security from './plugins/security';
import spa from './plugins/spa';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  /** The clock the services read; tests set it forward to try expiries. */
  now?: () => Date;
}

/** Largest JSON body accepted; uploads have their own limits. */
const BODY_LIMIT_BYTES = 256 * 1024;

/** Builds the whole API without listening or touching anything at import time. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
    logger: {
      level: config.logLevel,
      // Never log what identifies a session or a person's secrets.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    ajv: { customOptions: { coerceTypes: 'array' } },
  });

  await app.register(errorEnvelope);
  await app.register(security, {});
  await app.register(formbody);
  await app.register(openapi);
  await app.register(auth, { db: database.db, secret: config.jwtSecret, ttlSeconds: config.tokenTtlSeconds });

  app.get('/api/health', { config: { access: 'public' }, schema: { tags: ['System'], security: [] } }, async () =>
    ok({ status: 'ok', database: database.kind }),
  );

  // The SPA's contact links lead here, so the support address is configured in one place.
  app.get('/contact', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
    reply.redirect(`mailto:${config.supportEmail}`),
  );

  const accounts = createAccountsService({
    db: database.db,
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
    issueToken: app.issueToken,
    now: deps.now,
  });
  await app.register(accountsRoutes, { service: accounts, authRateLimitPerMinute: config.authRateLimitPerMinute });

  if (config.spaDir) await app.register(spa, { root: config.spaDir });
  return app;
}
