import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The plans a user can buy (product.md §3.5). Seeded at start from db/seed/plans.ts
 * with fixed ids, which are the id_Abbonamento of the API.
 */
export const plans = pgTable('plans', {
  id: integer('id').primaryKey(),
  nameIt: varchar('name_it', { length: 100 }).notNull(),
  nameEn: varchar('name_en', { length: 100 }).notNull(),
  months: smallint('months').notNull(),
  /** Euro cents, so no amount is ever rounded. */
  priceCents: integer('price_cents').notNull(),
  /** 1 Advanced, 2 Master. */
  tipologiaAbbonamento: smallint('tipologia_abbonamento').notNull(),
  /** Offered in /api/Subscription/List; a withdrawn plan still renews for those who hold it. */
  available: boolean('available').notNull().default(true),
});

export type SubscriptionStatus = 'active' | 'expired' | 'replaced' | 'cancelled' | 'renewal_failed';

/**
 * One row per subscription period chain: activation creates it, each renewal moves its end date.
 * It gives its tier while status is 'active' and today is before endsOn.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** dataFineAbbonamento: the first day no longer covered, and the day the renewal charges. */
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    pagamentoAutomatico: boolean('pagamento_automatico').notNull(),
    status: varchar('status', { length: 20 }).$type<SubscriptionStatus>().notNull().default('active'),
    /** A renewal run holds the row until then, so another server leaves it alone meanwhile. */
    renewalClaimedUntil: timestamp('renewal_claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    // At most one running subscription per user: a new activation ends the old one first.
    uniqueIndex('subscriptions_one_active_per_user')
      .on(table.userId)
      .where(sql`${table.status} = 'active'`),
    index('subscriptions_due_idx')
      .on(table.endsOn)
      .where(sql`${table.status} = 'active'`),
  ],
);

/**
 * Billing data (product.md §1.3): the recap form's fields as entered, plus the invoice header
 * they amount to (intestazioneFatturazione).
 */
export const billingData = pgTable('billing_data', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 0 natural person, 1 legal entity. */
  tipologiaUtente: smallint('tipologia_utente').notNull(),
  nome: varchar('nome', { length: 100 }).notNull().default(''),
  cognome: varchar('cognome', { length: 100 }).notNull().default(''),
  ragioneSociale: varchar('ragione_sociale', { length: 200 }).notNull().default(''),
  intestazioneFatturazione: varchar('intestazione_fatturazione', { length: 201 }).notNull(),
  privacfFatturazione: varchar('privacf_fatturazione', { length: 16 }).notNull(),
  indirizzoFatturazione: varchar('indirizzo_fatturazione', { length: 200 }).notNull(),
  cittaFatturazione: varchar('citta_fatturazione', { length: 100 }).notNull(),
  provinciaFatturazione: varchar('provincia_fatturazione', { length: 2 }).notNull(),
  nazioneFatturazione: varchar('nazione_fatturazione', { length: 2 }).notNull(),
  sdiFatturazione: varchar('sdi_fatturazione', { length: 7 }).notNull().default(''),
  pecFatturazione: varchar('pec_fatturazione', { length: 254 }).notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The user's card as the payment provider keeps it: what to show and the provider's references to
 * charge it. The card number and CVC never reach our server.
 */
export const savedCards = pgTable('saved_cards', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The provider that holds the card; a card saved with another provider cannot be charged. */
  provider: varchar('provider', { length: 20 }).notNull(),
  customerRef: varchar('customer_ref', { length: 255 }).notNull(),
  paymentMethodRef: varchar('payment_method_ref', { length: 255 }).notNull(),
  brand: varchar('brand', { length: 40 }).notNull(),
  last4: varchar('last4', { length: 4 }).notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentStatus = 'pending' | 'succeeded' | 'failed';

/**
 * Every charge, once. The idempotency key (the client's Idempotency-Key for an activation, the
 * subscription and period end for a renewal) is unique per user and is also sent to the provider,
 * so a retry after a crash or from a second server never charges twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: varchar('idempotency_key', { length: 255 }).notNull(),
    kind: varchar('kind', { length: 20 }).$type<'activation' | 'renewal'>().notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    /** The subscription this charge paid for; set once it exists. */
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** Set for an activation chosen with automatic renewal, so a retried request finishes alike. */
    pagamentoAutomatico: boolean('pagamento_automatico').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('eur'),
    status: varchar('status', { length: 20 }).$type<PaymentStatus>().notNull().default('pending'),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerRef: varchar('provider_ref', { length: 255 }),
    failureCode: varchar('failure_code', { length: 60 }),
    failureMessage: varchar('failure_message', { length: 500 }),
    cardBrand: varchar('card_brand', { length: 40 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    /** The provider's references of the card charged: a retry asks about that same card. */
    customerRef: varchar('customer_ref', { length: 255 }),
    paymentMethodRef: varchar('payment_method_ref', { length: 255 }),
    /** When the provider was last asked; a pending charge older than the lease may be retried. */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_user_idempotency_key').on(table.userId, table.idempotencyKey),
    index('payments_subscription_idx').on(table.subscriptionId),
    check('payments_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/**
 * The sandbox provider's card tokens and saved payment methods. It keeps no card number: only
 * what the test card will do when it is saved or charged.
 */
export const sandboxCards = pgTable(
  'sandbox_cards',
  {
    tokenId: varchar('token_id', { length: 40 }).primaryKey(),
    /** Set when the token is saved as a card: the token is then spent. */
    paymentMethodId: varchar('payment_method_id', { length: 40 }),
    behaviour: varchar('behaviour', { length: 40 }).notNull(),
    brand: varchar('brand', { length: 40 }).notNull(),
    last4: varchar('last4', { length: 4 }).notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('sandbox_cards_payment_method_key').on(table.paymentMethodId),
    index('sandbox_cards_created_idx').on(table.createdAt),
  ],
);
