import type Stripe from 'stripe';
import type { ChargeResult, PaymentProvider, ProviderFailure, SaveCardResult } from './provider';
import { ProviderUnavailable, brandName, failureCode } from './provider';

/** Where the client creates card tokens with the publishable key (Stripe's token API). */
export const STRIPE_TOKEN_URL = 'https://api.stripe.com/v1/tokens';

/**
 * Shorter than the library's 80 seconds: a charge left pending by a timeout is retried with the same
 * idempotency key only after the payments' lease, which must outlast any single attempt.
 */
export const STRIPE_TIMEOUT_MS = 30_000;

export interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  /** Another address for the API (tests answer as Stripe does from a local server). */
  apiBase?: string;
}

/**
 * A card error or a refused request about the card or token is an answer about the card; anything
 * else (network, Stripe's own failures, our configuration) leaves the outcome unknown.
 */
function failureOf(error: unknown, errors: typeof Stripe.errors): ProviderFailure & { reference: string | null } {
  if (error instanceof errors.StripeCardError || error instanceof errors.StripeInvalidRequestError) {
    return {
      code: failureCode(error.code, error.decline_code),
      message: error.message,
      reference: error.payment_intent?.id ?? null,
    };
  }
  throw new ProviderUnavailable(error instanceof Error ? error.message : String(error));
}

export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  // The library takes about 100 ms to load: the first payment pays it once, not every start of the
  // server, and a server on the sandbox provider never loads it (the start time of bench/README.md).
  let connecting: Promise<{ stripe: Stripe; errors: typeof Stripe.errors }> | undefined;
  const connect = () =>
    (connecting ??= import('stripe').then(({ default: StripeClient }) => ({
      stripe: new StripeClient(options.secretKey, {
        timeout: STRIPE_TIMEOUT_MS,
        maxNetworkRetries: 2,
        telemetry: false,
        ...(base && { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol }),
      }),
      errors: StripeClient.errors,
    })));

  return {
    name: 'stripe',
    publicKey: options.publishableKey,
    tokenUrl: STRIPE_TOKEN_URL,

    async saveCard(customer, token): Promise<SaveCardResult> {
      const { stripe, errors } = await connect();
      try {
        const method = await stripe.paymentMethods.create({ type: 'card', card: { token } });
        const customerRef =
          customer.customerRef ??
          (await stripe.customers.create({ email: customer.email, metadata: { userId: String(customer.userId) } })).id;
        // Attaching makes Stripe check the card with its issuer: a declining card fails here.
        await stripe.paymentMethods.attach(method.id, { customer: customerRef });
        if (customer.replacedPaymentMethodRef && customer.replacedPaymentMethodRef !== method.id) {
          // The replaced card is no longer referenced by us, so it can never be charged again; if
          // Stripe cannot detach it now, nothing depends on it, and the new card stays saved.
          await stripe.paymentMethods.detach(customer.replacedPaymentMethodRef).catch(() => undefined);
        }
        const card = method.card!;
        return {
          ok: true,
          card: {
            customerRef,
            paymentMethodRef: method.id,
            brand: brandName(card.brand),
            last4: card.last4,
            expMonth: card.exp_month,
            expYear: card.exp_year,
          },
        };
      } catch (error) {
        const { reference: _none, ...failure } = failureOf(error, errors);
        return { ok: false, ...failure };
      }
    },

    async charge(card, amountCents, idempotencyKey, description): Promise<ChargeResult> {
      const { stripe, errors } = await connect();
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'eur',
            customer: card.customerRef,
            payment_method: card.paymentMethodRef,
            off_session: true,
            confirm: true,
            description,
          },
          { idempotencyKey },
        );
        if (intent.status === 'succeeded') return { ok: true, reference: intent.id };
        if (intent.status === 'processing') throw new ProviderUnavailable(`payment ${intent.id} is still processing`);
        // Off-session there is nobody to pass the bank's check (requires_action and the like).
        return {
          ok: false,
          reference: intent.id,
          code: 'authentication_required',
          message: `The payment needs the cardholder's confirmation (${intent.status}).`,
        };
      } catch (error) {
        if (error instanceof ProviderUnavailable) throw error;
        return { ok: false, ...failureOf(error, errors) };
      }
    },
  };
}
