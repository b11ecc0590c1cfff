import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox';
import { createStripeProvider } from './stripe';

/** The provider PAYMENT_PROVIDER names: the built-in sandbox unless Stripe is configured. */
export function createPaymentProvider(config: Config, db: Database, clock: Clock): PaymentProvider {
  if (config.paymentProvider === 'stripe') {
    // loadConfig refuses PAYMENT_PROVIDER=stripe without both keys.
    return createStripeProvider({
      secretKey: config.stripeSecretKey!,
      publishableKey: config.stripePublishableKey!,
      apiBase: config.stripeApiBase,
    });
  }
  return createSandboxProvider({ db, clock });
}

/** The browser posts the card straight to the token endpoint, so the CSP must let it connect there. */
export function providerConnectSources(provider: PaymentProvider): string[] {
  return /^https?:\/\//.test(provider.tokenUrl) ? [new URL(provider.tokenUrl).origin] : [];
}
