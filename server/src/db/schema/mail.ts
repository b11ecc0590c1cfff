import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** An attachment as the outbox keeps it: the bytes in base64, so the row is plain JSON. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/**
 * Emails that must go out once something is committed (a report sent): written in the same
 * transaction as the change they tell of, then delivered by the outbox (mail/outbox.ts) through the
 * mailer, retried with backoff until the mail server takes them. Never lost, at least once.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The Message-ID header the email goes with, so a retry is recognisable as the same message. */
    messageId: varchar('message_id', { length: 200 }).notNull().unique('mail_outbox_message_id_key'),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    /** The recipient's name where known, written in the To header beside the address. */
    recipientName: varchar('recipient_name', { length: 200 }),
    replyTo: varchar('reply_to', { length: 254 }),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Headers beyond the usual ones: List-Unsubscribe and List-Unsubscribe-Post on the emails one may turn off. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    /** When a server may next try it; a claim moves it ahead, so two servers never send it at once. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.deliveredAt} is null`),
  ],
);
