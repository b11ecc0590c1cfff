import fastifyJwt from '@fastify/jwt';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import type { Database, DatabaseHandle } from '../db/client';
import { greetingName } from '../db/names';
import { profiles, users } from '../db/schema';
import { Unauthorized } from '../http/errors';
import { OPENAPI_PREFIX } from './openapi';
import { keepSignedInUsers } from './signedInUsers';
import type { TierOfUsersRow } from './tier';

export interface AuthenticatedUser {
  id: number;
  username: string;
  email: string;
  workflow: number;
  tipologiaUtente: number;
  language: string;
  lastAccessAt: Date;
  /** db/names.ts greetingName, read with the row (getUserData answers it as nomeSaluto). */
  greetingName: string;
  /** The running subscription's tier (0 none, 1 Advanced, 2 Master), read with the row. */
  tier: number;
}

interface TokenPayload {
  sub: number;
  /** The user's token version when it was issued; a password change raises it. */
  ver: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: AuthenticatedUser;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes are private unless they say 'public'. */
    access?: 'public';
  }
  interface FastifyInstance {
    issueToken(user: { id: number; tokenVersion: number }): string;
  }
}

/**
 * Bearer JWT on every /api route that does not declare `config.access: 'public'`. The token is
 * checked against the user's current token version, so a password change or a deleted account
 * makes every earlier token worthless, on any number of servers.
 */
/**
 * How often an authenticated request writes the user's last access (what the inactivity rule of
 * product.md §3.3 counts from): at most once an hour, so requests cost a write only now and then.
 */
export const LAST_ACCESS_RESOLUTION_MS = 60 * 60 * 1000;

export default fp(async function auth(
  app: FastifyInstance,
  options: {
    db: Database;
    follow: DatabaseHandle['follow'];
    secret: string;
    ttlSeconds: number;
    clock: Clock;
    tier: TierOfUsersRow;
  },
) {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { expiresIn: options.ttlSeconds, algorithm: 'HS256' },
    verify: { algorithms: ['HS256'] },
  });

  app.decorate('issueToken', (user: { id: number; tokenVersion: number }) =>
    app.jwt.sign({ sub: user.id, ver: user.tokenVersion }),
  );

  const signedInUsers = await keepSignedInUsers<AuthenticatedUser & { tokenVersion: number }>(
    { follow: options.follow },
    options.clock,
  );
  app.addHook('onClose', () => signedInUsers.stop());

  /** The user with the token version and the tier: one query, or none while the user is kept unchanged. */
  const readUser = async (userId: number) => {
    const [user] = await options.db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        workflow: users.workflow,
        tipologiaUtente: users.tipologiaUtente,
        language: users.language,
        lastAccessAt: users.lastAccessAt,
        tokenVersion: users.tokenVersion,
        greetingName,
        tier: options.tier(),
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, userId));
    return user;
  };

  async function authenticate(request: FastifyRequest) {
    let payload: TokenPayload;
    try {
      payload = await request.jwtVerify<TokenPayload>();
    } catch {
      throw new Unauthorized();
    }
    const user = await signedInUsers.read(payload.sub, () => readUser(payload.sub));
    if (!user || user.tokenVersion !== payload.ver) throw new Unauthorized();
    const { tokenVersion: _version, ...authenticated } = user;
    const now = options.clock.now();
    if (now.getTime() - user.lastAccessAt.getTime() > LAST_ACCESS_RESOLUTION_MS) {
      await options.db.update(users).set({ lastAccessAt: now }).where(eq(users.id, user.id));
      authenticated.lastAccessAt = now;
    }
    request.user = authenticated;
  }

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (request.routeOptions.config.access === 'public' || request.is404) return;
    if (request.routeOptions.url?.startsWith(OPENAPI_PREFIX)) return;
    await authenticate(request);
  });
});
