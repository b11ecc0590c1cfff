import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { EmailKind } from '@shared/validation/emailKinds';

export interface EmailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

export interface OutgoingEmail {
  /** The recipient's address. */
  to: string;
  /** The recipient's name where known: the To header reads "Nome Cognome" <address>. */
  toName?: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, when not to the sender (a ticket's replies go to its author). */
  replyTo?: string;
  attachments?: EmailAttachment[];
  /** The Message-ID header; the outbox sets it so every retry is the same message. */
  messageId?: string;
  /**
   * The kind of a non-transactional email (product.md §4.18): the outbox queues it only while the
   * recipient has that kind on, with List-Unsubscribe headers. Absent: transactional, always sent.
   */
  kind?: EmailKind;
  /** Further headers (the outbox's List-Unsubscribe). */
  headers?: Record<string, string>;
}

/** What nodemailer sends of an email: the To header with the name, nodemailer encoding it (RFC 2047). */
function messageOf(from: string, email: OutgoingEmail): nodemailer.SendMailOptions {
  return {
    from,
    to: email.toName ? { name: email.toName, address: email.to } : email.to,
    replyTo: email.replyTo,
    subject: email.subject,
    text: email.text,
    html: email.html,
    attachments: email.attachments,
    messageId: email.messageId,
    headers: email.headers,
  };
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under
 * DATA_DIR/outbox, so a single-machine install still shows what would have been sent.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(email) {
        await transport.sendMail(messageOf(options.from, email));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let written = 0;
  return {
    async send(email) {
      const info = await transport.sendMail(messageOf(options.from, email));
      await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      // A sortable name: the time first, so the newest message is the last in a listing, then this
      // mailer's count, so two written in the same millisecond still list in the order sent.
      written += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${String(written).padStart(6, '0')}-${randomUUID().slice(0, 8)}.eml`;
      // Only the server's user may read an email: reset links travel in them.
      await writeFile(path.join(options.outboxDir, name), info.message as Buffer, { mode: 0o600 });
    },
  };
}
