import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The suggestion box's tickets (product.md §2.3, Ticket): what a user wrote, when, and
 * the support replay when they attached one (already redacted by the server). Each is also emailed
 * to SUPPORT_EMAIL; the row is the record if that email is lost.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    descrizione: text('descrizione').notNull(),
    /** The dataInizio of product.md §2.3: when the user sent it, by their own clock (absent if not given). */
    clientTime: timestamp('client_time', { withTimezone: true }),
    /** The Redux DevTools file (JSON), when the user ticked "attach what I did". */
    replay: text('replay'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // The hourly limit counts a user's recent tickets.
  (table) => [index('tickets_user_time_idx').on(table.userId, table.createdAt)],
);
