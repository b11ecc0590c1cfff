import type { FastifyInstance } from 'fastify';
import type { TierOf } from '../../plugins/tier';
import type { ModuleDeps } from '../deps';
import type { DatabaseHandle } from '../../db/client';
import { createWindowCap } from '../../http/caps';
import { scheduleInactivitySweep } from './inactivity';
import { memoryLockoutCounts, redisLockoutCounts } from './lockout';
import { createPasswordHasher } from './passwords';
import accountsRoutes from './routes';
import { createAccountEmails } from './securityEmails';
import { RESET_EMAILS_PER_HOUR, type RegisteredAccount, createAccountsService } from './service';

export type { RegisteredAccount };
// The demo data (seedDemo) stores its accounts' passwords as sign-in checks them.
export { createPasswordHasher };

/** The accounts module: sign-up, sign-in, passwords and the account's removal. */
export default async function accountsModule(
  app: FastifyInstance,
  deps: ModuleDeps & { tierOf: TierOf; accountRegistered: (account: RegisteredAccount) => Promise<void> },
) {
  const { config } = deps;
  const service = createAccountsService({
    db: deps.db,
    publicUrl: config.publicUrl,
    outbox: deps.outbox,
    emails: createAccountEmails({ publicUrl: config.publicUrl, supportEmail: config.supportEmail }),
    // The auth plugin, registered before the modules, decorates the app with issueToken.
    issueToken: app.issueToken,
    clock: deps.clock,
    tierOf: deps.tierOf,
    files: deps.files,
    accountRegistered: deps.accountRegistered,
    lockoutCounts: deps.redis ? redisLockoutCounts(deps.redis, config.redisKeyPrefix, deps.log) : memoryLockoutCounts(),
    resetEmailsCap: createWindowCap({
      name: 'reset-emails',
      max: RESET_EMAILS_PER_HOUR,
      windowMs: 60 * 60 * 1000,
      clock: deps.clock,
      redis: deps.redis,
      redisKeyPrefix: config.redisKeyPrefix,
      log: deps.log,
    }),
    passwords: createPasswordHasher(config.passwordHashMemoryKib),
  });
  await app.register(accountsRoutes, { service, authRateLimitPerMinute: config.authRateLimitPerMinute });
}

/** The inactivity rule of product.md §3.3 on every server (its lock lets one run at a time): a question after six months, a deletion seven days later. */
export const scheduleAccountsInactivity = (database: Pick<DatabaseHandle, 'exclusively'>, deps: ModuleDeps) =>
  scheduleInactivitySweep(
    database,
    {
      db: deps.db,
      outbox: deps.outbox,
      emails: createAccountEmails(deps.config),
      files: deps.files,
      clock: deps.clock,
    },
    deps.log,
  );
