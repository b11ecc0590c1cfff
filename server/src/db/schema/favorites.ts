import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Favourites in categories and the categories' shares (product.md §2.3, §2.7, §3.8). Everything
 * goes with its owner's account (cascades).
 */

/** A client's named list of people; the name is unique among the owner's categories, whatever its case. */
export const favouriteCategories = pgTable(
  'favourite_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nome: varchar('nome', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('favourite_categories_owner_name_key').on(table.ownerId, sql`lower(${table.nome})`)],
);

/** A person in a category, once: the primary key refuses the same person twice, also when two race. */
export const favourites = pgTable(
  'favourites',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => favouriteCategories.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'favourites_pkey', columns: [table.categoryId, table.userId] }),
    index('favourites_user_idx').on(table.userId),
  ],
);

/**
 * A category shared with a user (recipient_id), or by email with an address no account had yet
 * (invite_email, with the name the owner typed): such an invitation gets its recipient when an
 * account registers with that address. state (statoRichiesta): 0 pending, 1 accepted, 2 rejected.
 */
export const categoryShares = pgTable(
  'category_shares',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => favouriteCategories.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id').references(() => users.id, { onDelete: 'cascade' }),
    inviteEmail: varchar('invite_email', { length: 254 }),
    inviteNome: varchar('invite_nome', { length: 100 }),
    inviteCognome: varchar('invite_cognome', { length: 100 }),
    state: smallint('state').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    // One share of a category per person and per invited address, also when two requests race.
    uniqueIndex('category_shares_recipient_key')
      .on(table.categoryId, table.recipientId)
      .where(sql`${table.recipientId} is not null`),
    uniqueIndex('category_shares_invite_key')
      .on(table.categoryId, sql`lower(${table.inviteEmail})`)
      .where(sql`${table.recipientId} is null`),
    index('category_shares_recipient_idx').on(table.recipientId, table.state),
    index('category_shares_waiting_idx')
      .on(sql`lower(${table.inviteEmail})`)
      .where(sql`${table.recipientId} is null`),
    check('category_shares_someone', sql`${table.recipientId} is not null or ${table.inviteEmail} is not null`),
    check('category_shares_state_check', sql`${table.state} between 0 and 2`),
  ],
);
