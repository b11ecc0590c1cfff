import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database, DatabaseHandle } from '../../db/client';
import { greetingName } from '../../db/names';
import { plans, profiles, subscriptions, users } from '../../db/schema';
import type { MailOutbox } from '../../mail/outbox';
import { runExclusively, scheduleTask } from '../../tasks/schedule';
import type { PaymentsService } from '../payments/service';
import { addMonths } from './periods';
import { languageOf, receiptEmail, renewalFailedEmail } from './receipts';
import { createSubscriptionsService } from './service';

/** How often main.ts runs the sweep; renewals fall due at midnight in Rome. */
export const RENEWAL_INTERVAL_MS = 10 * 60 * 1000;
/** How long a server holds a subscription it is renewing before another may take it over. */
export const RENEWAL_CLAIM_MS = 5 * 60 * 1000;

export interface RenewalDeps {
  db: Database;
  /** The payments module's service: it charges the saved card and words a refusal. */
  payments: PaymentsService;
  /** Receipts (of renewals, and of interrupted activations finished here) and failures are queued here with the subscription's change. */
  outbox: MailOutbox;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The clock: tests run the sweep with it set forward. */
  clock: Clock;
}

export interface RenewalReport {
  renewed: number;
  failed: number;
  /** Ended without automatic renewal. */
  expired: number;
  /** Left for a later run: the provider did not answer, or another server holds the charge. */
  postponed: number;
}

type Claimed = typeof subscriptions.$inferSelect;

/**
 * Takes the next subscription due (end date today or earlier) that no server is working on. FOR
 * UPDATE SKIP LOCKED makes concurrent servers take different rows; the claim written before the
 * transaction ends keeps the row ours while its charge runs outside any transaction.
 */
async function claimNext(db: Database, clock: Clock): Promise<{ claimed: Claimed } | { expired: true } | null> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, 'active'),
          lte(subscriptions.endsOn, clock.today()),
          or(isNull(subscriptions.renewalClaimedUntil), lt(subscriptions.renewalClaimedUntil, now)),
        ),
      )
      .orderBy(subscriptions.endsOn, subscriptions.id)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    if (!due.pagamentoAutomatico) {
      await tx.update(subscriptions).set({ status: 'expired', endedAt: now }).where(eq(subscriptions.id, due.id));
      return { expired: true };
    }
    const [claimed] = await tx
      .update(subscriptions)
      .set({ renewalClaimedUntil: new Date(now.getTime() + RENEWAL_CLAIM_MS) })
      .where(eq(subscriptions.id, due.id))
      .returning();
    return { claimed };
  });
}

/**
 * Charges the saved card of every subscription with automatic renewal whose end date has come,
 * extends it and emails a receipt; a refused charge ends it and emails the user. The charge's
 * idempotency key is the subscription and the period end, so a crash or a second server asks the
 * provider again with the same key and never charges twice.
 */
export async function runRenewals(deps: RenewalDeps): Promise<RenewalReport> {
  const { db, log, payments } = deps;
  const report: RenewalReport = { renewed: 0, failed: 0, expired: 0, postponed: 0 };

  for (;;) {
    const next = await claimNext(db, deps.clock);
    if (!next) break;
    if ('expired' in next) {
      report.expired += 1;
      continue;
    }
    try {
      const subscription = next.claimed;
      const [owner] = await db
        .select({ user: users, plan: plans, name: greetingName })
        .from(users)
        .innerJoin(plans, eq(plans.id, subscription.planId))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, subscription.userId));
      const { user, plan, name } = owner;
      const recipient = { email: user.email, language: user.language, name };
      const periodEnd = subscription.endsOn;
      const card = await payments.cardOf(user.id);
      const outcome = await payments.chargeOnce({
        userId: user.id,
        idempotencyKey: `renewal:${subscription.id}:${periodEnd}`,
        kind: 'renewal',
        planId: plan.id,
        amountCents: plan.priceCents,
        pagamentoAutomatico: true,
        subscriptionId: subscription.id,
        card,
        description: `Troupe ${plan.nameEn} renewal`,
      });

      if (outcome.state === 'in_progress' || outcome.state === 'unavailable') {
        // The claim stays until it runs out; a later run asks again with the same key.
        log.warn({ subscriptionId: subscription.id, state: outcome.state }, 'renewal postponed');
        report.postponed += 1;
        continue;
      }

      const today = deps.clock.today();
      // Only the run that moves the row on from this period sends the email, queued in the same
      // transaction (mail/outbox.ts): a crash between the two can neither lose it nor send it twice.
      const stillThisPeriod = and(
        eq(subscriptions.id, subscription.id),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.endsOn, periodEnd),
      );
      if (outcome.state === 'succeeded') {
        // A period is paid from its start: normally the old end date; if the sweep ran late, today.
        const endsOn = addMonths(periodEnd > today ? periodEnd : today, plan.months);
        const renewed = await deps.outbox.commitAndTell(async (tx) => {
          const [row] = await tx
            .update(subscriptions)
            .set({ endsOn, renewalClaimedUntil: null })
            .where(stillThisPeriod)
            .returning();
          const email = receiptEmail(recipient, {
            plan,
            amountCents: outcome.payment.amountCents,
            brand: outcome.payment.cardBrand ?? '',
            last4: outcome.payment.cardLast4 ?? '',
            reference: outcome.payment.providerRef ?? String(outcome.payment.id),
            paidAt: outcome.payment.completedAt ?? deps.clock.now(),
            endsOn,
            pagamentoAutomatico: true,
          });
          return { value: row, email: row ? email : null };
        });
        if (renewed) report.renewed += 1;
        continue;
      }

      const ended = await deps.outbox.commitAndTell(async (tx) => {
        const [row] = await tx
          .update(subscriptions)
          .set({ status: 'renewal_failed', endedAt: deps.clock.now(), renewalClaimedUntil: null })
          .where(stillThisPeriod)
          .returning();
        const email = renewalFailedEmail(recipient, {
          plan,
          amountCents: outcome.payment.amountCents,
          reason: payments.failureMessage(languageOf(user), outcome.payment),
          subscriptionsUrl: `${deps.publicUrl}/subscriptions`,
        });
        return { value: row, email: row ? email : null };
      });
      if (ended) report.failed += 1;
    } catch (err) {
      // One subscription that cannot be settled must not hold up the others; its claim keeps it
      // out of this run, and a later run tries again.
      log.error({ err, subscriptionId: next.claimed.id }, 'renewal failed unexpectedly');
      report.postponed += 1;
    }
  }
  return report;
}

/**
 * Finishes the activations whose request was cut short (see finishInterruptedActivations), so a
 * user who paid gets the subscription even if their client never asks again.
 */
export async function finishActivations(deps: RenewalDeps): Promise<number> {
  return createSubscriptionsService({
    db: deps.db,
    outbox: deps.outbox,
    payments: deps.payments,
    clock: deps.clock,
  }).finishInterruptedActivations();
}

export interface SweepReport {
  /** Interrupted activations finished. */
  activations: number;
  renewals: RenewalReport;
}

/**
 * One sweep (interrupted activations, then renewals) under the renewals' database lock: with
 * several servers, one sweeps and the others' sweeps answer null at once. The row claims and the
 * charges' idempotency keys still hold inside, should a lock ever be lost with its connection
 * while the sweep runs on.
 */
export async function sweepRenewals(
  database: Pick<DatabaseHandle, 'exclusively'>,
  deps: RenewalDeps,
): Promise<SweepReport | null> {
  return (await runExclusively(database, 'renewals', () => sweep(deps)))?.value ?? null;
}

async function sweep(deps: RenewalDeps): Promise<SweepReport> {
  return { activations: await finishActivations(deps), renewals: await runRenewals(deps) };
}

/**
 * Runs the sweep now and then every `intervalMs` (tasks/schedule.ts); answers the function that
 * stops it and waits for a sweep in progress.
 */
export function scheduleRenewals(
  database: Pick<DatabaseHandle, 'exclusively'>,
  deps: RenewalDeps,
  intervalMs = RENEWAL_INTERVAL_MS,
): () => Promise<void> {
  return scheduleTask(database, deps.log, {
    name: 'renewals',
    intervalMs,
    // The scheduler holds the lock for the run.
    run: async () => {
      const { activations, renewals: report } = await sweep(deps);
      if (activations || report.renewed || report.failed || report.expired || report.postponed) {
        deps.log.info({ activations, report }, 'subscription payments sweep');
      }
    },
  });
}
