import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: varchar('username', { length: 50 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Wizard progress: 1..9 = next tab to complete plus one, 0 = profile complete (product.md §3.4). */
    workflow: integer('workflow').notNull().default(1),
    /** 0 natural person, 1 legal entity. */
    tipologiaUtente: integer('tipologia_utente').notNull().default(0),
    /** Language of the emails this user receives: the one they last used. */
    language: varchar('language', { length: 2 }).notNull().default('it'),
    imageConsent: boolean('image_consent').notNull().default(false),
    /** Raised on password change: tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAccessAt: timestamp('last_access_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the inactivity sweep last asked the user to confirm the account (product.md §3.3); a later
     * access answers it. Written by the sweep only.
     */
    inactivityNoticeAt: timestamp('inactivity_notice_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_last_access_idx').on(table.lastAccessAt),
    index('users_inactivity_notice_idx').on(table.inactivityNoticeAt),
  ],
);

/**
 * Single-use links sent by email (password recovery). Only a SHA-256 of the token is stored, so
 * a leaked table cannot be used to reset anyone's password.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20 }).$type<'reset-password'>().notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('account_tokens_hash_key').on(table.tokenHash),
    index('account_tokens_user_idx').on(table.userId),
  ],
);
