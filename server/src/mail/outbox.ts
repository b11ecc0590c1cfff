import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database, DatabaseHandle, Queryable, Transaction } from '../db/client';
import { emailOptOuts, mailOutbox, profiles, users } from '../db/schema';
import { scheduleTask } from '../tasks/schedule';
import type { Mailer, OutgoingEmail } from './transport';
import { createUnsubscribeLinks } from './unsubscribe';

/** How long a server holds the emails it claimed before another may try them (a crash mid-send). */
export const OUTBOX_CLAIM_MS = 5 * 60 * 1000;
/** The wait after a first failure, doubled after each further one, up to OUTBOX_MAX_BACKOFF_MS. */
export const OUTBOX_FIRST_BACKOFF_MS = 60 * 1000;
export const OUTBOX_MAX_BACKOFF_MS = 60 * 60 * 1000;
/** How often main.ts runs the delivery loop. */
export const OUTBOX_INTERVAL_MS = 30 * 1000;
/** How long a delivered email (its PDF included) is kept, to look into a complaint, before the loop deletes it. */
export const OUTBOX_KEEP_MS = 30 * 24 * 60 * 60 * 1000;
/** How often the loop deletes what has been kept long enough. */
const PURGE_EVERY_MS = 60 * 60 * 1000;
/** Emails claimed at once by one run. */
const BATCH = 20;

/** The wait before the next try of an email that has failed `attempts` times. */
export function backoffAfter(attempts: number): number {
  return Math.min(OUTBOX_FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), OUTBOX_MAX_BACKOFF_MS);
}

export interface DeliveryReport {
  delivered: number;
  failed: number;
}

export interface OutboxDeps {
  db: Database;
  /** The transport the outbox delivers through: SMTP, or .eml files without SMTP_URL. */
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  /**
   * PUBLIC_URL, whose host names every Message-ID (two installations' messages never share one) and
   * the one-click unsubscribe addresses, signed under a key derived from JWT_SECRET (mail/unsubscribe.ts).
   */
  config: Pick<Config, 'publicUrl' | 'jwtSecret'>;
}

/**
 * Emails that tell of a committed change: `enqueue` writes one in the caller's transaction, so the
 * email exists exactly when the change does; `deliver` sends what is due through the mailer, and a
 * failure waits (backoff) and is tried again, until the mail server takes it. Servers claim rows
 * with FOR UPDATE SKIP LOCKED and a lease, so several servers never send one email twice at once.
 */
export function createMailOutbox(deps: OutboxDeps) {
  const { db, clock } = deps;
  const messageIdHost = new URL(deps.config.publicUrl).hostname;
  const unsubscribe = createUnsubscribeLinks({
    publicUrl: deps.config.publicUrl,
    serverSecret: deps.config.jwtSecret,
  });

  /**
   * The name of the account an address belongs to, where its profile holds one (a legal entity's
   * company name, else name and surname): the To header carries it (docs/decisions.md, "Emails are
   * whole documents"). An address with no account, or no name yet, goes bare.
   */
  async function accountName(tx: Queryable, address: string): Promise<string | undefined> {
    const [row] = await tx
      .select({
        name: sql<
          string | null
        >`nullif(trim(case when ${users.tipologiaUtente} = 1 then coalesce(${profiles.ragioneSociale}, '')
          else concat_ws(' ', ${profiles.nome}, ${profiles.cognome}) end), '')`,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(sql`lower(${users.email}) = ${address.toLowerCase()}`);
    return row?.name ?? undefined;
  }

  /** Whether the address has turned this kind of email off, read in the queueing transaction. */
  async function turnedOff(tx: Queryable, address: string, kind: NonNullable<OutgoingEmail['kind']>) {
    const [row] = await tx
      .select({ kind: emailOptOuts.kind })
      .from(emailOptOuts)
      .where(and(eq(emailOptOuts.address, address.toLowerCase()), eq(emailOptOuts.kind, kind)));
    return row !== undefined;
  }

  /** Claims the due emails (of `ids` only, when given), moving their next try past the lease. */
  async function claim(ids?: number[]) {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.deliveredAt),
            lte(mailOutbox.nextAttemptAt, now),
            ids ? inArray(mailOutbox.id, ids) : undefined,
          ),
        )
        .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const claimed = await tx
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(now.getTime() + OUTBOX_CLAIM_MS) })
        .where(
          inArray(
            mailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
      // UPDATE … RETURNING answers in the table's order, not the query's: emails go out in the order
      // they were queued (a time report before the worker's copy of it).
      return claimed.sort((a, b) => a.id - b.id);
    });
  }

  async function deliverClaimed(rows: Awaited<ReturnType<typeof claim>>): Promise<DeliveryReport> {
    const report = { delivered: 0, failed: 0 };
    for (const row of rows) {
      const attempts = row.attempts + 1;
      try {
        await deps.mailer.send({
          to: row.recipient,
          toName: row.recipientName ?? undefined,
          headers: row.headers,
          replyTo: row.replyTo ?? undefined,
          subject: row.subject,
          text: row.text,
          html: row.html,
          messageId: row.messageId,
          attachments: row.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.contentBase64, 'base64'),
          })),
        });
        await db
          .update(mailOutbox)
          .set({ attempts, deliveredAt: clock.now(), lastError: null })
          .where(eq(mailOutbox.id, row.id));
        report.delivered += 1;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        await db
          .update(mailOutbox)
          .set({
            attempts,
            lastError: message.slice(0, 500),
            nextAttemptAt: new Date(clock.now().getTime() + backoffAfter(attempts)),
          })
          .where(eq(mailOutbox.id, row.id));
        deps.log.warn({ err, messageId: row.messageId, attempts }, 'queued email not delivered; it will be retried');
        report.failed += 1;
      }
    }
    return report;
  }

  /** Deletes the emails delivered more than OUTBOX_KEEP_MS ago; answers how many. */
  async function purgeDelivered(): Promise<number> {
    const before = new Date(clock.now().getTime() - OUTBOX_KEEP_MS);
    const deleted = await db
      .delete(mailOutbox)
      .where(lt(mailOutbox.deliveredAt, before))
      .returning({ id: mailOutbox.id });
    return deleted.length;
  }
  let lastPurge = 0;

  const outbox = {
    purgeDelivered,

    /** Runs purgeDelivered at most once an hour (the loop calls it on every run). */
    async purgeWhenDue(): Promise<number> {
      if (clock.now().getTime() - lastPurge < PURGE_EVERY_MS) return 0;
      lastPurge = clock.now().getTime();
      return purgeDelivered();
    },

    /**
     * Queues an email in the caller's transaction; answers its Message-ID and its row's id. An email
     * of a kind its recipient has turned off is not queued (null): the preference is read in the
     * same transaction, so an unsubscribe committed before it is always honoured.
     */
    async enqueue(tx: Queryable, email: OutgoingEmail): Promise<{ id: number; messageId: string } | null> {
      if (email.kind && (await turnedOff(tx, email.to, email.kind))) return null;
      const messageId = email.messageId ?? `<${randomUUID()}@${messageIdHost}>`;
      const headers = {
        ...email.headers,
        ...(email.kind ? unsubscribe.headersFor(email.to, email.kind) : {}),
      };
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          messageId,
          recipient: email.to,
          recipientName: (email.toName ?? (await accountName(tx, email.to)))?.slice(0, 200) ?? null,
          headers,
          replyTo: email.replyTo ?? null,
          subject: email.subject,
          text: email.text,
          html: email.html,
          attachments: (email.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            contentBase64: Buffer.from(a.content).toString('base64'),
          })),
          nextAttemptAt: clock.now(),
          createdAt: clock.now(),
        })
        .returning({ id: mailOutbox.id });
      return { id: row.id, messageId };
    },

    /**
     * Sends what is due (only `ids`, when given: a request delivering what it just queued), never
     * throwing: what fails stays queued for a later run.
     */
    async deliver(ids?: number[]): Promise<DeliveryReport> {
      const total = { delivered: 0, failed: 0 };
      for (;;) {
        const rows = await claim(ids);
        if (rows.length === 0) return total;
        const report = await deliverClaimed(rows);
        total.delivered += report.delivered;
        total.failed += report.failed;
        // A failed row's next try is in the future, so the next claim does not take it again.
      }
    },
  };

  return {
    ...outbox,

    /**
     * Runs `change` in one transaction with the queueing of the emails it answers, so they exist
     * exactly when the change does; then delivers them at once (what fails stays queued for the
     * delivery loop, and the change stands). A change that turns out to have nothing to tell (it
     * changed nothing) answers a null email, or no emails. An email of a kind its recipient turned
     * off is left out (enqueue), and the change stands.
     */
    async commitAndTell<T>(
      change: (tx: Transaction) => Promise<{ value: T; email: OutgoingEmail | OutgoingEmail[] | null }>,
    ): Promise<T> {
      const { value, ids } = await db.transaction(async (tx) => {
        const { value, email } = await change(tx);
        const ids: number[] = [];
        for (const each of [email ?? []].flat()) {
          const queued = await outbox.enqueue(tx, each);
          if (queued) ids.push(queued.id);
        }
        return { value, ids };
      });
      if (ids.length > 0) await outbox.deliver(ids);
      return value;
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;

/**
 * Runs the delivery every `intervalMs` on every server, under the outbox's lock: one server at a
 * time delivers and purges (the claims would keep two from sending one email anyway, but the purge
 * and the batches need not run twice). A request still delivers what it just queued at once, without
 * the lock (deliver(ids)). Answers the function that stops it.
 */
export function scheduleOutboxDelivery(
  database: Pick<DatabaseHandle, 'exclusively'>,
  outbox: MailOutbox,
  log: FastifyBaseLogger,
  intervalMs = OUTBOX_INTERVAL_MS,
): () => Promise<void> {
  return scheduleTask(database, log, {
    name: 'outbox',
    intervalMs,
    run: async () => {
      const report = await outbox.deliver();
      const purged = await outbox.purgeWhenDue();
      if (report.delivered || report.failed || purged) log.info({ report, purged }, 'mail outbox delivery');
    },
  });
}
