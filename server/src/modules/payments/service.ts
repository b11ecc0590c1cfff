import { and, eq, lt } from 'drizzle-orm';
import type { SavedCard as SavedCardView } from '@shared/contracts/payments';
import type { Language } from '@shared/validation/language';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/client';
import { payments, savedCards } from '../../db/schema';
import { Refusal } from '../../http/errors';
import { type MessageValues, translate } from '../../i18n/messages';
import { FAILURE_CODES, type PaymentProvider, ProviderUnavailable } from './provider';

export type SavedCard = typeof savedCards.$inferSelect;
export type Payment = typeof payments.$inferSelect;

/**
 * How long an unanswered charge is left alone before it may be asked again (with the same key, so
 * the provider answers the first outcome): longer than one attempt with its retries can take.
 */
const PAYMENT_LEASE_MS = 2 * 60 * 1000;

/** The reason a card that is not there is given, worded like the providers' reasons. */
const NO_CARD = 'no_card';

export interface ChargeRequest {
  userId: number;
  /** Unique per user: the client's Idempotency-Key, or one derived from what is being paid for. */
  idempotencyKey: string;
  kind: 'activation' | 'renewal';
  planId: number;
  amountCents: number;
  pagamentoAutomatico: boolean;
  subscriptionId?: number;
  /** The card to charge; none records a failed payment. */
  card: SavedCard | null;
  description: string;
  /**
   * Runs in the transaction that records a new payment, before it: may refuse (throw) the charge,
   * and sees every payment recorded before it that its own locks wait for. Not run for a key
   * already recorded, which answers as before.
   */
  admit?: (tx: Queryable) => Promise<void>;
}

/**
 * succeeded / failed: the charge's settled outcome (now or from an earlier request with the same
 * key); in_progress: another request is asking the provider right now; unavailable: the provider
 * did not answer, the payment stays pending and a retry with the same key finishes it.
 */
export type ChargeOutcome = { state: 'succeeded' | 'failed' | 'in_progress' | 'unavailable'; payment: Payment };

const toView = (card: SavedCard): SavedCardView => ({
  brand: card.brand,
  last4: card.last4,
  exp_month: card.expMonth,
  exp_year: card.expYear,
});

/** A failed payment's reason as a message of locales/, or the provider's own words when we have none. */
function failureMessageId(payment: Pick<Payment, 'failureCode' | 'failureMessage'>): {
  id: string;
  values?: MessageValues;
} {
  if (payment.failureCode === NO_CARD) return { id: 'payments.card.missing' };
  if ((FAILURE_CODES as readonly string[]).includes(payment.failureCode ?? ''))
    return { id: `payments.error.${payment.failureCode}` };
  return { id: 'payments.error.provider', values: { message: payment.failureMessage ?? '' } };
}

/** The reason in a language, for the emails. */
function failureMessage(language: Language, payment: Pick<Payment, 'failureCode' | 'failureMessage'>): string {
  const { id, values } = failureMessageId(payment);
  return translate(language, id, values);
}

/** What a failed payment answers: success false with its reason, in the request's language. */
function failureRefusal(payment: Pick<Payment, 'failureCode' | 'failureMessage'>): Refusal {
  const { id, values } = failureMessageId(payment);
  return new Refusal(id, values);
}

export function createPaymentsService(deps: { db: Database; provider: PaymentProvider; clock: Clock }) {
  const { db, provider, clock } = deps;
  /** Charges still pending that were attempted before this instant have outlived their lease. */
  const leaseExpiredBefore = () => new Date(clock.now().getTime() - PAYMENT_LEASE_MS);

  /** The user's card with the provider in use; one saved with another provider cannot be charged. */
  async function cardOf(userId: number): Promise<SavedCard | null> {
    const [card] = await db
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.userId, userId), eq(savedCards.provider, provider.name)));
    return card ?? null;
  }

  /** Asks the provider for a payment this request holds, and records the answer once. */
  async function attempt(payment: Payment, description: string): Promise<ChargeOutcome> {
    let result;
    if (!payment.customerRef || !payment.paymentMethodRef) {
      result = { ok: false as const, reference: null, code: NO_CARD, message: 'No saved card.' };
    } else {
      try {
        // Our row id, not the client's key, goes to the provider: keys are only unique per user.
        result = await provider.charge(
          { customerRef: payment.customerRef, paymentMethodRef: payment.paymentMethodRef },
          payment.amountCents,
          `troupe-payment-${payment.id}`,
          description,
        );
      } catch (error) {
        if (error instanceof ProviderUnavailable) return { state: 'unavailable', payment };
        throw error;
      }
    }
    const [settled] = await db
      .update(payments)
      .set(
        result.ok
          ? { status: 'succeeded', providerRef: result.reference, completedAt: clock.now() }
          : {
              status: 'failed',
              providerRef: result.reference,
              failureCode: result.code,
              failureMessage: result.message.slice(0, 500),
              completedAt: clock.now(),
            },
      )
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning();
    // Another server settled it meanwhile (after our lease ran out): its record stands.
    const final = settled ?? (await db.select().from(payments).where(eq(payments.id, payment.id)))[0];
    return { state: final.status === 'pending' ? 'in_progress' : final.status, payment: final };
  }

  return {
    cardOf,
    leaseExpiredBefore,
    failureMessage,
    failureRefusal,

    async savedCard(userId: number): Promise<SavedCardView | null> {
      const card = await cardOf(userId);
      return card ? toView(card) : null;
    },

    /** Saves (or replaces) the user's card from the provider's token; a refused card changes nothing. */
    async saveCard(user: { id: number; email: string }, token: string): Promise<SavedCardView> {
      const previous = await cardOf(user.id);
      const result = await provider
        .saveCard(
          {
            userId: user.id,
            email: user.email,
            customerRef: previous?.customerRef ?? null,
            replacedPaymentMethodRef: previous?.paymentMethodRef ?? null,
          },
          token,
        )
        .catch((error: unknown) => {
          if (error instanceof ProviderUnavailable) throw new Refusal('payments.error.unavailable');
          throw error;
        });
      if (!result.ok) throw failureRefusal({ failureCode: result.code, failureMessage: result.message });
      const values = {
        provider: provider.name,
        customerRef: result.card.customerRef,
        paymentMethodRef: result.card.paymentMethodRef,
        brand: result.card.brand,
        last4: result.card.last4,
        expMonth: result.card.expMonth,
        expYear: result.card.expYear,
        updatedAt: clock.now(),
      };
      const [saved] = await db
        .insert(savedCards)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: savedCards.userId, set: values })
        .returning();
      return toView(saved);
    },

    /**
     * Charges once per idempotency key. The pending row is written before the provider is asked,
     * so a second request with the key finds it: it answers the settled outcome, waits out a
     * charge in flight, or after the lease asks the provider again with the same key.
     */
    async chargeOnce(request: ChargeRequest): Promise<ChargeOutcome> {
      const record = async (tx: Queryable) => {
        if (request.admit) {
          const [known] = await tx
            .select({ id: payments.id })
            .from(payments)
            .where(and(eq(payments.userId, request.userId), eq(payments.idempotencyKey, request.idempotencyKey)));
          if (!known) await request.admit(tx);
        }
        return tx
          .insert(payments)
          .values({
            userId: request.userId,
            idempotencyKey: request.idempotencyKey,
            kind: request.kind,
            planId: request.planId,
            subscriptionId: request.subscriptionId,
            pagamentoAutomatico: request.pagamentoAutomatico,
            amountCents: request.amountCents,
            provider: provider.name,
            cardBrand: request.card?.brand,
            cardLast4: request.card?.last4,
            customerRef: request.card?.customerRef,
            paymentMethodRef: request.card?.paymentMethodRef,
            attemptedAt: clock.now(),
          })
          .onConflictDoNothing()
          .returning();
      };
      const [created] = request.admit ? await db.transaction(record) : await record(db);
      if (created) return attempt(created, request.description);

      const [existing] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, request.userId), eq(payments.idempotencyKey, request.idempotencyKey)));
      const samePayment =
        existing.kind === request.kind &&
        existing.planId === request.planId &&
        existing.pagamentoAutomatico === request.pagamentoAutomatico &&
        existing.amountCents === request.amountCents;
      if (!samePayment) throw new Refusal('payments.error.keyReused');
      if (existing.status !== 'pending') return { state: existing.status, payment: existing };

      const [claimed] = await db
        .update(payments)
        .set({ attemptedAt: clock.now() })
        .where(
          and(
            eq(payments.id, existing.id),
            eq(payments.status, 'pending'),
            lt(payments.attemptedAt, leaseExpiredBefore()),
          ),
        )
        .returning();
      if (!claimed) return { state: 'in_progress', payment: existing };
      // The card recorded with the payment is asked again, even if the user has replaced it since.
      return attempt(claimed, request.description);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
