import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A user's notifications (product.md §4.22): what happened, written in the transaction of the
 * event; its text is drawn from `tipo` and `params` in the reader's language when read. Kept 90
 * days (the cleanup of modules/notifications), and with the account (cascade).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 40 }).notNull(),
    /** The values the text names (a job, a person, a count), as they were at the event. */
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    /** A path of the product ('/jobs/12'). */
    link: varchar('link', { length: 300 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    // The list, its pages and the stream's replay read a user's newest ids first.
    index('notifications_user_idx').on(table.userId, table.id.desc()),
    // The unread count.
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    // The daily cleanup.
    index('notifications_created_idx').on(table.createdAt),
  ],
);
