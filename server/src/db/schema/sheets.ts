import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ReviewOutcome } from '@shared/validation/reviewStates';
import { engagements } from './jobs';

/**
 * Time reports and car sheets (product.md §2.3, §3.9): one record per engagement and day, editable
 * until sent, and the record of every send, whose unique key makes "once a day per engagement" a
 * rule of the database, races included. A record stays with its engagement: deleting a worker's
 * account keeps the job's paperwork.
 */

/** The columns every daily record has: its engagement and day (one record each), and when it was sent. */
const dailyRecordColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  engagementId: integer('engagement_id')
    .notNull()
    .references(() => engagements.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
  /** Null while editable; set, with every other record of the send, in the send's transaction. */
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** The sent flag (inviato), computed by the database from sent_at so the two never disagree. */
  sent: boolean('sent')
    .notNull()
    .generatedAlwaysAs(sql`sent_at is not null`),
  /**
   * The client's review of a sent record (product.md §4.20): 'approvato' (final; sent_at stays) or
   * 'respinto' (sent_at cleared, so the worker edits and sends it again, reading the note); null
   * until reviewed, and again once a rejected record is sent anew.
   */
  review: varchar('review', { length: 10 }).$type<ReviewOutcome>(),
  reviewNote: text('review_note'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  /**
   * The Idempotency-Key of the write that last made or changed the record, when it carried one
   * (product.md §4.19): that write arriving again answers the record instead of a refusal.
   */
  changeKey: varchar('change_key', { length: 255 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The review check both tables carry: an approved record is a sent one. */
const reviewCheck = (name: string, table: { review: AnyPgColumn; sentAt: AnyPgColumn }) =>
  check(
    name,
    sql`${table.review} is null or (${table.review} = 'approvato' and ${table.sentAt} is not null) or (${table.review} = 'respinto' and ${table.sentAt} is null)`,
  );

/** A day's hours: worked, on holiday, on leave; whole hours, at most 24 in all. */
export const timeReports = pgTable(
  'time_reports',
  {
    ...dailyRecordColumns(),
    worked: smallint('worked').notNull(),
    holiday: smallint('holiday').notNull(),
    leave: smallint('leave').notNull(),
  },
  (table) => [
    uniqueIndex('time_reports_engagement_day_key').on(table.engagementId, table.day),
    check(
      'time_reports_hours_check',
      sql`${table.worked} between 0 and 24 and ${table.holiday} between 0 and 24 and ${table.leave} between 0 and 24`,
    ),
    check('time_reports_total_check', sql`${table.worked} + ${table.holiday} + ${table.leave} <= 24`),
    reviewCheck('time_reports_review_check', table),
  ],
);

/** A day's car use: routes, kilometres, model, plate (upper-case letters and digits) and fuel cost in euro cents. */
export const carSheets = pgTable(
  'car_sheets',
  {
    ...dailyRecordColumns(),
    routes: text('routes').notNull(),
    km: integer('km').notNull(),
    model: varchar('model', { length: 100 }).notNull(),
    plate: varchar('plate', { length: 10 }).notNull(),
    fuelCostCents: integer('fuel_cost_cents').notNull(),
  },
  (table) => [
    uniqueIndex('car_sheets_engagement_day_key').on(table.engagementId, table.day),
    check('car_sheets_km_check', sql`${table.km} between 0 and 2000`),
    check('car_sheets_fuel_cost_cents_check', sql`${table.fuelCostCents} between 0 and 1000000`),
    check('car_sheets_plate_check', sql`${table.plate} ~ '^[A-Z0-9]{2,10}$'`),
    reviewCheck('car_sheets_review_check', table),
  ],
);

/** What a send covers: 'timesheet' (time report) or 'carsheet' (car sheet). */
export const SHEET_KINDS = ['timesheet', 'carsheet'] as const;
export type SheetKind = (typeof SHEET_KINDS)[number];

/**
 * Every send of a report: which engagement and kind, on which day (in Rome), to which address, as
 * which queued email (mail_outbox.message_id). The unique key refuses a second send the same day
 * in the same review round: `round` is how many reviews of the kind the engagement had when it was
 * sent, so a send after a review is allowed the same day (product.md §4.20).
 */
export const sheetSends = pgTable(
  'sheet_sends',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    engagementId: integer('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).$type<SheetKind>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    /** The email's Message-ID; null when the address had turned reports off (product.md §4.18). */
    messageId: varchar('message_id', { length: 200 }),
    records: integer('records').notNull(),
    round: integer('round').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('sheet_sends_once_a_day_key').on(table.engagementId, table.kind, table.day, table.round),
    check('sheet_sends_kind_check', sql`${table.kind} in ('timesheet', 'carsheet')`),
  ],
);
