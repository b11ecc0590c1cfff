import { type SQL, and, asc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  Billing as BillingView,
  CurrentSubscription as SubscriptionView,
  Plan as PlanView,
} from '@shared/contracts/subscriptions';
import { type BillingRequest, LEGAL_ENTITY } from '@shared/validation/billing';
import type { Language } from '@shared/validation/language';
import type { SubscriptionRequest } from '@shared/validation/subscriptions';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/client';
import { greetingNameOf } from '../../db/names';
import { billingData, payments, plans, subscriptions, users } from '../../db/schema';
import { FieldRefusal, Refusal } from '../../http/errors';
import type { MailOutbox } from '../../mail/outbox';
import type { Payment, PaymentsService } from '../payments/service';
import { addMonths, running } from './periods';
import { planName, receiptEmail } from './receipts';

/** Who pays: the receipt goes to their email, in their language, greeting them by name. */
type Account = Pick<typeof users.$inferSelect, 'id' | 'email' | 'language'>;

type Plan = typeof plans.$inferSelect;
type Subscription = typeof subscriptions.$inferSelect;
type Billing = typeof billingData.$inferSelect;

export interface SubscriptionsDeps {
  db: Database;
  /** The activation receipt is queued with the subscription it tells of. */
  outbox: MailOutbox;
  payments: PaymentsService;
  clock: Clock;
}

export function toPlanView(plan: Plan, language: Language): PlanView {
  return {
    id_Abbonamento: plan.id,
    nomeAbbonamento: planName(plan, language),
    prezzo: plan.priceCents / 100,
    durataAbbonamento: plan.months,
    tipologiaAbbonamento: plan.tipologiaAbbonamento,
  };
}

const toSubscriptionView = (subscription: Subscription, plan: Plan, language: Language): SubscriptionView => ({
  ...toPlanView(plan, language),
  dataFineAbbonamento: subscription.endsOn,
  pagamentoAutomatico: subscription.pagamentoAutomatico,
});

function toBillingView(row: Billing): BillingView {
  return {
    tipologiaUtente: row.tipologiaUtente,
    nome: row.nome,
    cognome: row.cognome,
    ragioneSociale: row.ragioneSociale,
    codfisciva: row.privacfFatturazione,
    sdi: row.sdiFatturazione,
    pec: row.pecFatturazione,
    indirizzoResidenza: row.indirizzoFatturazione,
    cittaResidenza: row.cittaFatturazione,
    provinciaResidenza: row.provinciaFatturazione,
    nazioneResidenza: row.nazioneFatturazione,
    intestazioneFatturazione: row.intestazioneFatturazione,
    indirizzoFatturazione: row.indirizzoFatturazione,
    cittaFatturazione: row.cittaFatturazione,
    provinciaFatturazione: row.provinciaFatturazione,
    nazioneFatturazione: row.nazioneFatturazione,
    privacfFatturazione: row.privacfFatturazione,
    sdiFatturazione: row.sdiFatturazione,
    pecFatturazione: row.pecFatturazione,
  };
}

export function createSubscriptionsService(deps: SubscriptionsDeps) {
  const { db, payments: paymentsService, clock } = deps;

  async function runningSubscription(userId: number): Promise<{ subscription: Subscription; plan: Plan } | null> {
    const [row] = await db
      .select({ subscription: subscriptions, plan: plans })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(and(eq(subscriptions.userId, userId), running(clock.today())));
    return row ?? null;
  }

  /**
   * Turns a succeeded activation payment into the subscription it paid for, once: the user's row
   * is locked so two activations of one user line up, and a payment that already has its
   * subscription answers that one. The receipt is queued in the same transaction, so it exists
   * exactly when the subscription does, and is delivered (with retries) after the commit.
   */
  async function activated(payment: Payment, plan: Plan, account: Account): Promise<Subscription> {
    return deps.outbox.commitAndTell(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, payment.userId)).for('update');
      const [locked] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
      if (locked.subscriptionId !== null) {
        const [existing] = await tx.select().from(subscriptions).where(eq(subscriptions.id, locked.subscriptionId));
        return { value: existing, email: null };
      }
      const today = clock.today();
      // A plan chosen while another is active replaces it from today (product.md §3.5), without refund.
      await tx
        .update(subscriptions)
        .set({ status: 'replaced', endedAt: clock.now(), renewalClaimedUntil: null })
        .where(and(eq(subscriptions.userId, payment.userId), eq(subscriptions.status, 'active')));
      const [created] = await tx
        .insert(subscriptions)
        .values({
          userId: payment.userId,
          planId: plan.id,
          startsOn: today,
          endsOn: addMonths(today, plan.months),
          pagamentoAutomatico: locked.pagamentoAutomatico,
        })
        .returning();
      await tx.update(payments).set({ subscriptionId: created.id }).where(eq(payments.id, payment.id));
      const email = receiptEmail(
        { email: account.email, language: account.language, name: await greetingNameOf(tx, account.id) },
        {
          plan,
          amountCents: payment.amountCents,
          brand: payment.cardBrand ?? '',
          last4: payment.cardLast4 ?? '',
          reference: payment.providerRef ?? String(payment.id),
          paidAt: payment.completedAt ?? clock.now(),
          endsOn: created.endsOn,
          pagamentoAutomatico: created.pagamentoAutomatico,
        },
      );
      return { value: created, email };
    });
  }

  /**
   * One activation of a user at a time, and never the same plan twice in a day: under the user's
   * row lock, a new charge is refused while another activation of theirs is being charged or has
   * been paid without its subscription yet, and when the plan already runs since today (two
   * presses with two fresh keys are a mistake, not a wish to pay twice). The charge's payment row is
   * written in the same transaction, so the next activation waiting on the lock sees it.
   */
  async function admitActivation(tx: Queryable, userId: number, planId: number): Promise<void> {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [inFlight] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.userId, userId),
          eq(payments.kind, 'activation'),
          or(
            and(eq(payments.status, 'pending'), gte(payments.attemptedAt, paymentsService.leaseExpiredBefore())),
            and(eq(payments.status, 'succeeded'), isNull(payments.subscriptionId)),
          ),
        ),
      );
    if (inFlight) throw new Refusal('payments.error.inProgress');
    const [sameToday] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          eq(subscriptions.planId, planId),
          eq(subscriptions.startsOn, clock.today()),
          running(clock.today()),
        ),
      );
    if (sameToday) throw new Refusal('subscriptions.activation.alreadyToday');
  }

  /** The tier rule, once: the highest tier among the user's running subscriptions (none: no row, or null). */
  const tierQuery = (userId: number | AnyPgColumn) =>
    db
      .select({ tier: sql<number | null>`max(${plans.tipologiaAbbonamento})`.mapWith(Number) })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(and(eq(subscriptions.userId, userId), running(clock.today())));

  /** The same rule as an expression over the users row: authentication reads it with the user (plugins/tier.ts). */
  const tierOfUsersRow = (): SQL<number> => sql<number>`coalesce((${tierQuery(users.id)}), 0)`.mapWith(Number);

  return {
    async plans(language: Language): Promise<PlanView[]> {
      const rows = await db
        .select()
        .from(plans)
        .where(eq(plans.available, true))
        .orderBy(asc(plans.tipologiaAbbonamento), asc(plans.months));
      return rows.map((plan) => toPlanView(plan, language));
    },

    /**
     * The user's tier (0 none, 1 Advanced, 2 Master) from their running subscription. The one
     * answer to "what may this user do": buildApp hands it to accounts and the modules that ask.
     */
    async tierOf(userId: number): Promise<number> {
      const [row] = await tierQuery(userId);
      return row?.tier ?? 0;
    },

    tierOfUsersRow,

    async current(userId: number, language: Language): Promise<SubscriptionView | null> {
      const row = await runningSubscription(userId);
      return row && toSubscriptionView(row.subscription, row.plan, language);
    },

    /**
     * Charges the plan's price to the saved card and starts the plan today for its months. The
     * same idempotency key again charges nothing more and answers the same subscription, or the
     * same refusal.
     */
    async activate(
      user: Account,
      request: SubscriptionRequest,
      idempotencyKey: string,
      language: Language,
    ): Promise<SubscriptionView> {
      const [plan] = await db
        .select()
        .from(plans)
        .where(and(eq(plans.id, request.id_Abbonamento), eq(plans.available, true)));
      if (!plan) throw new FieldRefusal('id_Abbonamento', 'subscriptions.plan.unknown');
      const [billing] = await db
        .select({ userId: billingData.userId })
        .from(billingData)
        .where(eq(billingData.userId, user.id));
      if (!billing) throw new Refusal('subscriptions.billing.missing');
      const card = await paymentsService.cardOf(user.id);
      if (!card) throw new Refusal('payments.card.missing');

      const outcome = await paymentsService.chargeOnce({
        userId: user.id,
        idempotencyKey,
        kind: 'activation',
        planId: plan.id,
        amountCents: plan.priceCents,
        pagamentoAutomatico: request.pagamento_automatico,
        card,
        description: `Troupe ${plan.nameEn}`,
        admit: (tx) => admitActivation(tx, user.id, plan.id),
      });
      if (outcome.state === 'in_progress') throw new Refusal('payments.error.inProgress');
      if (outcome.state === 'unavailable') throw new Refusal('payments.error.unavailable');
      if (outcome.state === 'failed') throw paymentsService.failureRefusal(outcome.payment);

      return toSubscriptionView(await activated(outcome.payment, plan, user), plan, language);
    },

    /**
     * Finishes activations their request left unfinished (the server stopped, or the provider's
     * answer never came): a charge still pending after its lease is asked again with its key, and a
     * succeeded charge without its subscription gets it, with the receipt. Answers how many.
     */
    async finishInterruptedActivations(): Promise<number> {
      const stale = paymentsService.leaseExpiredBefore();
      const interrupted = await db
        .select({ payment: payments, plan: plans, user: users })
        .from(payments)
        .innerJoin(plans, eq(plans.id, payments.planId))
        .innerJoin(users, eq(users.id, payments.userId))
        .where(
          and(
            eq(payments.kind, 'activation'),
            or(
              and(eq(payments.status, 'pending'), lt(payments.attemptedAt, stale)),
              and(eq(payments.status, 'succeeded'), isNull(payments.subscriptionId), lt(payments.completedAt, stale)),
            ),
          ),
        );
      let finished = 0;
      for (const { payment, plan, user } of interrupted) {
        const outcome =
          payment.status === 'succeeded'
            ? { state: 'succeeded' as const, payment }
            : await paymentsService.chargeOnce({
                userId: payment.userId,
                idempotencyKey: payment.idempotencyKey,
                kind: 'activation',
                planId: payment.planId,
                amountCents: payment.amountCents,
                pagamentoAutomatico: payment.pagamentoAutomatico,
                // The card recorded with the payment is the one asked again.
                card: null,
                description: `Troupe ${plan.nameEn}`,
              });
        if (outcome.state !== 'succeeded') continue;
        await activated(outcome.payment, plan, user);
        finished += 1;
      }
      return finished;
    },

    /** Switches automatic renewal of the running subscription, which the request must name. */
    async setAutomaticRenewal(
      userId: number,
      request: SubscriptionRequest,
      language: Language,
    ): Promise<SubscriptionView> {
      const row = await runningSubscription(userId);
      if (!row) throw new Refusal('subscriptions.none');
      if (row.subscription.planId !== request.id_Abbonamento)
        throw new FieldRefusal('id_Abbonamento', 'subscriptions.notCurrent');
      if (request.pagamento_automatico && !(await paymentsService.cardOf(userId)))
        throw new Refusal('subscriptions.autoRenew.needsCard');
      const [updated] = await db
        .update(subscriptions)
        .set({ pagamentoAutomatico: request.pagamento_automatico })
        .where(and(eq(subscriptions.id, row.subscription.id), eq(subscriptions.status, 'active')))
        .returning();
      if (!updated) throw new Refusal('subscriptions.none');
      return toSubscriptionView(updated, row.plan, language);
    },

    /** Ends the running subscription now, without refund (product.md §3.5). */
    async cancel(userId: number): Promise<void> {
      const [ended] = await db
        .update(subscriptions)
        .set({ status: 'cancelled', endedAt: clock.now(), renewalClaimedUntil: null })
        .where(and(eq(subscriptions.userId, userId), running(clock.today())))
        .returning({ id: subscriptions.id });
      if (!ended) throw new Refusal('subscriptions.none');
    },

    async billing(userId: number): Promise<BillingView | null> {
      const [row] = await db.select().from(billingData).where(eq(billingData.userId, userId));
      return row ? toBillingView(row) : null;
    },

    /** Keeps only the fields of the chosen person type, and the invoice header they make. */
    async saveBilling(userId: number, request: BillingRequest): Promise<BillingView> {
      const legalEntity = request.tipologiaUtente === LEGAL_ENTITY;
      const values = {
        tipologiaUtente: request.tipologiaUtente,
        nome: legalEntity ? '' : request.nome,
        cognome: legalEntity ? '' : request.cognome,
        ragioneSociale: legalEntity ? request.ragioneSociale : '',
        intestazioneFatturazione: legalEntity ? request.ragioneSociale : `${request.nome} ${request.cognome}`,
        privacfFatturazione: request.codfisciva,
        indirizzoFatturazione: request.indirizzoResidenza,
        cittaFatturazione: request.cittaResidenza,
        provinciaFatturazione: request.provinciaResidenza,
        nazioneFatturazione: request.nazioneResidenza,
        sdiFatturazione: request.sdi,
        pecFatturazione: request.pec,
        updatedAt: clock.now(),
      };
      const [row] = await db
        .insert(billingData)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: billingData.userId, set: values })
        .returning();
      return toBillingView(row);
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
