import { and, asc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import type { EngagementMessage } from '@shared/contracts/enlistments';
import type { EngagementMessageRequest } from '@shared/validation/enlistments';
import type { Language } from '@shared/validation/language';
import { ENGAGEMENT_EVENTS } from '@shared/validation/reviewStates';
import type { Clock } from '../../clock';
import type { Database, Queryable, Transaction } from '../../db/client';
import { engagementMessages, engagements } from '../../db/schema';
import { NotFound } from '../../http/errors';
import type { MailOutbox } from '../../mail/outbox';
import { renderEmail } from '../../mail/render';
import type { OutgoingEmail } from '../../mail/transport';
import type { EngagementHistory } from './history';
import type { EngagementContext, EngagementNotices } from './notices';

/** A thread emails each of its two people at most once in this long; later messages wait and go together (product.md §4.21). */
export const MESSAGE_MAIL_EVERY_MS = 10 * 60 * 1000;
/** Engagements whose waiting messages one sweep's transaction mails. */
const BATCH = 50;

/** Who an engagement's party is: its worker, or its job's owner while the job lives. */
export type Party = 'worker' | 'client';

export interface ThreadDeps {
  db: Database;
  clock: Clock;
  outbox: Pick<MailOutbox, 'commitAndTell'>;
  notices: EngagementNotices;
  history: EngagementHistory;
}

const toMessage = (row: typeof engagementMessages.$inferSelect): EngagementMessage => ({
  id: row.id,
  userId: row.userId,
  testo: row.testo,
  inviatoIl: row.sentAt.toISOString(),
});

/**
 * An engagement's thread between its job's owner and its worker (product.md §4.21). Only those two
 * read or write it; anyone else is answered 404, as for a record that does not exist. Each message
 * is notified to the other party at once, and told by email, at most once per thread per 10 minutes per recipient: a
 * message inside that time waits (mailed_at null), and the next email, sent by the next message
 * after the 10 minutes or by the sweep (sendWaiting), carries every message waiting for that person.
 */
export function createEngagementThread(deps: ThreadDeps) {
  const { db, clock, notices } = deps;

  /** The engagement's facts and the user's side of it; 404 for anyone but its two parties. */
  async function partyOf(q: Queryable, userId: number, engagementId: number) {
    const [context] = await notices.contextIn(q, [engagementId]);
    if (context?.worker?.id === userId) return { context, party: 'worker' as Party };
    if (context?.owner.id === userId && context.job.deletedAt === null) return { context, party: 'client' as Party };
    throw new NotFound();
  }

  /**
   * The email telling `recipient` of the messages waiting for them, unless the thread emailed them
   * less than MESSAGE_MAIL_EVERY_MS ago; marks those messages mailed. Read under the engagement's lock.
   */
  async function mailWaiting(
    tx: Transaction,
    context: EngagementContext,
    recipient: Party,
  ): Promise<OutgoingEmail | null> {
    const now = clock.now();
    const person = recipient === 'worker' ? context.worker : context.owner;
    if (!person) {
      // The worker deleted their account: what the client wrote them waits for nobody.
      await tx
        .update(engagementMessages)
        .set({ mailedAt: now })
        .where(
          and(
            eq(engagementMessages.engagementId, context.id),
            isNull(engagementMessages.mailedAt),
            eq(engagementMessages.userId, context.owner.id),
          ),
        );
      return null;
    }
    const toThem = and(
      eq(engagementMessages.engagementId, context.id),
      sql`${engagementMessages.userId} is distinct from ${person.id}`,
    );
    const [last] = await tx
      .select({ at: max(engagementMessages.mailedAt) })
      .from(engagementMessages)
      .where(toThem);
    if (last?.at && now.getTime() - new Date(last.at).getTime() < MESSAGE_MAIL_EVERY_MS) return null;
    const waiting = await tx
      .select()
      .from(engagementMessages)
      .where(and(toThem, isNull(engagementMessages.mailedAt)))
      .orderBy(asc(engagementMessages.sentAt), asc(engagementMessages.id));
    if (waiting.length === 0) return null;
    await tx
      .update(engagementMessages)
      .set({ mailedAt: now })
      .where(
        inArray(
          engagementMessages.id,
          waiting.map((message) => message.id),
        ),
      );
    const language = person.language as Language;
    const sender = recipient === 'worker' ? context.clientName : (context.workerName ?? '');
    return renderEmail(person.email, language, {
      subject: 'mail.engagement.message.subject',
      paragraphs: ['mail.greeting', 'mail.engagement.message.body', 'mail.engagement.message.text'],
      // A switch of its own: a busy thread's emails can be turned off without the requests' and answers' (product.md §4.18).
      kind: 'messages',
      values: {
        username: person.nome ?? '',
        job: context.job.nome,
        sender,
        text: waiting.map((message) => message.testo).join('\n\n'),
      },
      action: notices.linkTo(context, recipient === 'worker' ? 'engagement' : 'job'),
    });
  }

  return {
    partyOf: (userId: number, engagementId: number) => partyOf(db, userId, engagementId),

    /** GET /api/Ingaggi/Messaggi/{idIngaggio}: the thread, oldest first, and the reader's side. */
    async read(userId: number, engagementId: number): Promise<{ party: Party; messages: EngagementMessage[] }> {
      const { party } = await partyOf(db, userId, engagementId);
      const rows = await db
        .select()
        .from(engagementMessages)
        .where(eq(engagementMessages.engagementId, engagementId))
        .orderBy(asc(engagementMessages.sentAt), asc(engagementMessages.id));
      return { party, messages: rows.map(toMessage) };
    },

    /** POST /api/Ingaggi/Messaggi: stores the message, records it in the history, and emails the other party when due. */
    async post(userId: number, request: EngagementMessageRequest): Promise<EngagementMessage> {
      return deps.outbox.commitAndTell(async (tx) => {
        // The engagement's row: two messages at once take turns, so the 10 minutes hold between them.
        const [locked] = await tx
          .select({ id: engagements.id })
          .from(engagements)
          .where(eq(engagements.id, request.idIngaggio))
          .for('update');
        if (!locked) throw new NotFound();
        const { context, party } = await partyOf(tx, userId, locked.id);
        const [stored] = await tx
          .insert(engagementMessages)
          .values({ engagementId: locked.id, userId, testo: request.testo, sentAt: clock.now() })
          .returning();
        await deps.history.record(tx, {
          engagementId: locked.id,
          evento: ENGAGEMENT_EVENTS.message,
          userId,
          dettagli: { id: stored.id },
        });
        const recipient = party === 'worker' ? 'client' : 'worker';
        // Each message is news in the app at once, whatever the emails wait for (product.md §4.22).
        await notices.notifyParty(
          tx,
          context,
          recipient,
          'engagementMessage',
          recipient === 'worker' ? 'engagement' : 'job',
          {
            sender: party === 'worker' ? (context.workerName ?? '') : context.clientName,
          },
        );
        const email = await mailWaiting(tx, context, recipient);
        return { value: toMessage(stored), email };
      });
    },

    /**
     * The sweep's part (sweep.ts): emails each person the messages that waited for them once the
     * thread's 10 minutes have passed. Answers how many emails it queued.
     */
    async sendWaiting(): Promise<number> {
      let mailed = 0;
      for (let after = 0; ;) {
        // Engagements with a message waiting (mailWaiting tells whether its time came), a batch at a time by id.
        const due = await db
          .selectDistinct({ id: engagementMessages.engagementId })
          .from(engagementMessages)
          .where(and(isNull(engagementMessages.mailedAt), gt(engagementMessages.engagementId, after)))
          .orderBy(asc(engagementMessages.engagementId))
          .limit(BATCH);
        for (const { id } of due) {
          mailed += await deps.outbox.commitAndTell(async (tx) => {
            const [locked] = await tx
              .select({ id: engagements.id })
              .from(engagements)
              .where(eq(engagements.id, id))
              .for('update', { skipLocked: true });
            if (!locked) return { value: 0, email: null }; // a message being posted there sends them itself
            const [context] = await notices.contextIn(tx, [id]);
            const emails = [await mailWaiting(tx, context, 'worker'), await mailWaiting(tx, context, 'client')].filter(
              (email): email is OutgoingEmail => email !== null,
            );
            return { value: emails.length, email: emails };
          });
        }
        if (due.length < BATCH) return mailed;
        after = due[due.length - 1].id;
      }
    },
  };
}
export type EngagementThread = ReturnType<typeof createEngagementThread>;
