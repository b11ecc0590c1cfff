import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createPaymentProvider, providerConnectSources } from './configuredProvider';
import type { PaymentProvider } from './provider';
import paymentsRoutes from './routes';
import sandboxTokenRoutes from './sandbox';
import { type PaymentsService, createPaymentsService } from './service';

export { createPaymentProvider, providerConnectSources };
export type { PaymentProvider, PaymentsService };

/** The payments service over a provider (main.ts and the tests may hand one in; else PAYMENT_PROVIDER's). */
export const createPayments = (deps: ModuleDeps & { provider: PaymentProvider }): PaymentsService =>
  createPaymentsService({ db: deps.db, provider: deps.provider, clock: deps.clock });

/** The payments module: the card token and saved-card calls; with the sandbox provider, its token endpoint too. */
export default async function paymentsModule(
  app: FastifyInstance,
  deps: ModuleDeps & { payments: PaymentsService; provider: PaymentProvider },
) {
  if (deps.provider.name === 'sandbox') await app.register(sandboxTokenRoutes, { db: deps.db, clock: deps.clock });
  await app.register(paymentsRoutes, {
    service: deps.payments,
    provider: deps.provider,
    publicUrl: deps.config.publicUrl,
  });
}
