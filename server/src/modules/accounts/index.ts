import type { FastifyInstance } from 'fastify';
import type { TierOf } from '../../plugins/tier';
import type { ModuleDeps } from '../deps';
import accountsRoutes from './routes';
import { createAccountEmails } from './securityEmails';
import { type RegisteredAccount, createAccountsService } from './service';

/** The accounts module: sign-up, sign-in, passwords and the account's removal. */
export default async function accountsModule(app: FastifyInstance, deps: ModuleDeps & { tierOf: TierOf; accountRegistered: (account: RegisteredAccount) => Promise<void> }) {
  const { config } = deps;
  const service = createAccountsService({
    db: deps.db,
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
    outbox: deps.outbox,
    emails: createAccountEmails({ publicUrl: config.publicUrl, supportEmail: config.supportEmail }),
    // The auth plugin, registered before the modules, decorates the app with issueToken.
    issueToken: app.issueToken,
    clock: deps.clock,
    tierOf: deps.tierOf,
    files: deps.files,
    accountRegistered: deps.accountRegistered,
  });
  await app.register(accountsRoutes, { service, authRateLimitPerMinute: config.authRateLimitPerMinute });
}
