import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { EMAIL_KINDS, type EmailKind } from '../../../../shared/validation/emailKinds';
import { users } from './accounts';

/**
 * The kinds of email an address has turned off (product.md §4.18): a row is a switch turned off,
 * from the settings page or an email's one-click unsubscribe. Kept by address, lower-cased, since
 * shares, invitations, summaries and reports also reach addresses with no account; an account's
 * rows name it, so deleting the account deletes them.
 */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    address: varchar('address', { length: 254 }).notNull(),
    kind: varchar('kind', { length: 20 }).$type<EmailKind>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'email_opt_outs_pkey', columns: [table.address, table.kind] }),
    index('email_opt_outs_user_idx').on(table.userId),
    check('email_opt_outs_address_lower', sql`${table.address} = lower(${table.address})`),
    check('email_opt_outs_kind_check', sql.raw(`kind in (${EMAIL_KINDS.map((kind) => `'${kind}'`).join(', ')})`)),
  ],
);
