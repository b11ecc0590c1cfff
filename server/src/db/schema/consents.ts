import { boolean, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Every consent a user gave or withdrew, as a lawyer would want it (product.md §3.3): which
 * consent, the version of the terms and privacy notice in force (their `updated` date,
 * locales/legal), and when. Rows are only added: the image consent's changes over time are its rows
 * in order; its current value is users.image_consent.
 */
export const consents = pgTable(
  'consents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'terms' and 'privacy' (accepted at registration), 'images' (the image consent). */
    kind: varchar('kind', { length: 16 }).notNull(),
    granted: boolean('granted').notNull(),
    termsVersion: varchar('terms_version', { length: 10 }).notNull(),
    privacyVersion: varchar('privacy_version', { length: 10 }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('consents_user_idx').on(table.userId, table.recordedAt)],
);
