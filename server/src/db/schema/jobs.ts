import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { nations, regions } from './lookups';

/**
 * Jobs and engagements (product.md §2.3, §3.6). Dates
 * are 'YYYY-MM-DD' strings end to end.
 *
 * Besides the checks below, the migration adds what Drizzle cannot declare: an exclusion
 * constraint (btree_gist) that keeps a worker's accepted engagements from overlapping,
 * `engagements_no_double_booking`, so no sequence or race of calls can double-book anyone.
 */

/**
 * A client's job. Deleting it only stamps deleted_at: its engagements are withdrawn but stay, so
 * a worker's time reports and car sheets on them keep their engagement.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nome: varchar('nome', { length: 200 }).notNull(),
    descrizione: text('descrizione').notNull(),
    indirizzo: varchar('indirizzo', { length: 300 }).notNull(),
    /** Where the job's time reports and car sheets go (product.md §3.6). */
    email: varchar('email', { length: 254 }).notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** The job's terms (product.md §4.20): the day rate and the mileage allowance in euro cents. */
    dayRateCents: integer('day_rate_cents').notNull().default(0),
    /** Ordinary hours in a day; those beyond are overtime. */
    dailyHours: smallint('daily_hours').notNull().default(8),
    /** Overtime's uplift on the hourly rate, in percent. */
    overtimeUpliftPercent: smallint('overtime_uplift_percent').notNull().default(25),
    kmAllowanceCents: integer('km_allowance_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_owner_idx')
      .on(table.ownerId, table.startsOn)
      .where(sql`${table.deletedAt} is null`),
    check('jobs_dates_in_order', sql`${table.endsOn} >= ${table.startsOn}`),
    check(
      'jobs_terms_check',
      sql`${table.dayRateCents} between 0 and 10000000 and ${table.dailyHours} between 1 and 24 and ${table.overtimeUpliftPercent} between 0 and 200 and ${table.kmAllowanceCents} between 0 and 10000`,
    ),
  ],
);

/** A job's up to three places of work, by position 0..2; the region only where the nation has them. */
export const jobPlaces = pgTable(
  'job_places',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    nationId: integer('nation_id')
      .notNull()
      .references(() => nations.id),
    regionId: integer('region_id').references(() => regions.id),
  },
  (table) => [
    uniqueIndex('job_places_job_position_key').on(table.jobId, table.position),
    check('job_places_position_check', sql`${table.position} between 0 and 2`),
  ],
);

/**
 * An engagement request and its answer. statoIngaggio: 1 sent, 2 accepted, 3 rejected,
 * 4 withdrawn, 5 countered, 6 expired (product.md §2.4, §4.21). The worker is null once they delete their account: the client's job keeps the
 * engagement under a placeholder name (product.md §3.3).
 */
export const engagements = pgTable(
  'engagements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    workerId: integer('worker_id').references(() => users.id, { onDelete: 'set null' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    state: smallint('state').notNull().default(1),
    /** The day rate agreed for this engagement, in euro cents (product.md §4.20): the job's unless the request named one. */
    dayRateCents: integer('day_rate_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Who moved the state last (the worker, the client, or the client deleting the job), and when. */
    stateChangedBy: integer('state_changed_by').references(() => users.id, { onDelete: 'set null' }),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }),
    /** rispondiEntro: an open request (1 or 5) not answered by then expires (6); null waits for ever (product.md §4.21). */
    answerBy: timestamp('answer_by', { withTimezone: true }),
    /** vistoIl: the worker's first read of the request, which the client is shown. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    /** The worker's counter-proposal (statoIngaggio 5): the dates, day rate and note the client may accept. */
    counterStartsOn: date('counter_starts_on', { mode: 'string' }),
    counterEndsOn: date('counter_ends_on', { mode: 'string' }),
    counterDayRateCents: integer('counter_day_rate_cents'),
    counterNote: text('counter_note'),
  },
  (table) => [
    index('engagements_job_state_idx').on(table.jobId, table.state, table.startsOn),
    index('engagements_worker_state_idx').on(table.workerId, table.state, table.startsOn),
    // One open request (pending or countered) per worker and job: a second one is refused, also when two race.
    uniqueIndex('engagements_one_pending_key')
      .on(table.jobId, table.workerId)
      .where(sql`${table.state} in (1, 5)`),
    // The expiry sweep's reading: the open requests whose deadline passed.
    index('engagements_answer_by_idx')
      .on(table.answerBy)
      .where(sql`${table.state} in (1, 5) and ${table.answerBy} is not null`),
    check('engagements_dates_in_order', sql`${table.endsOn} >= ${table.startsOn}`),
    check('engagements_state_check', sql`${table.state} between 1 and 6`),
    check(
      'engagements_counter_check',
      sql`(${table.counterStartsOn} is null) = (${table.counterEndsOn} is null) and (${table.counterEndsOn} >= ${table.counterStartsOn} or ${table.counterStartsOn} is null) and (${table.counterDayRateCents} between 0 and 10000000 or ${table.counterDayRateCents} is null)`,
    ),
    check('engagements_day_rate_check', sql`${table.dayRateCents} between 0 and 10000000`),
  ],
);

/**
 * An engagement's history (product.md §4.20): who set its rate, who approved or rejected which
 * days, and when. `evento` names what happened (ENGAGEMENT_EVENTS, shared/validation/reviewStates.ts),
 * `dettagli` its particulars. Rows are only added; the user is null once their account is deleted.
 */
export const engagementEvents = pgTable(
  'engagement_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    engagementId: integer('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    evento: varchar('evento', { length: 40 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    il: timestamp('il', { withTimezone: true }).notNull(),
    dettagli: jsonb('dettagli').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index('engagement_events_engagement_idx').on(table.engagementId, table.il)],
);

/**
 * An engagement's thread between its job's owner and its worker (product.md §4.21), oldest first.
 * `mailedAt` is when the email telling the other party of it was queued: null while it waits for
 * the thread's next email to that person (at most one per 10 minutes), which carries every waiting
 * message. The sender is null once their account is deleted.
 */
export const engagementMessages = pgTable(
  'engagement_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    engagementId: integer('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    testo: text('testo').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [
    index('engagement_messages_engagement_idx').on(table.engagementId, table.sentAt),
    // The digest sweep's reading: messages whose email still waits.
    index('engagement_messages_unmailed_idx')
      .on(table.sentAt)
      .where(sql`${table.mailedAt} is null`),
    check('engagement_messages_testo_check', sql`char_length(${table.testo}) between 1 and 2000`),
  ],
);

/**
 * The private calendar feed's address, one per user. The address's secret is an HMAC of the
 * user's nonce (so the signed-in user can read it back) and only its SHA-256 is stored for the
 * lookup; renewing draws a new nonce, and the old address stops at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    nonce: varchar('nonce', { length: 64 }).notNull(),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
  },
  (table) => [uniqueIndex('calendar_feeds_secret_hash_key').on(table.secretHash)],
);

/**
 * A number that changes whenever anything in a user's jobs or engagements answers changes
 * (RecuperaJobs for a client, ListaIngaggi and RichiesteIngaggio for a worker), so a server can
 * keep those answers and know in one indexed read whether they still hold (docs/decisions.md, Jobs
 * and engagements). The migration's triggers on jobs, job_places, engagements, users and profiles
 * bump it in the writing transaction, whichever module writes; each value comes from one sequence,
 * so a user's version never repeats. No foreign key: a user deleted in the same statement is still
 * bumped by the cascade, and ids are never reused.
 */
export const userDataVersions = pgTable('user_data_versions', {
  userId: integer('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
