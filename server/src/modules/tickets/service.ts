import { and, count, eq, gt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Ticket } from '@shared/contracts/tickets';
import { DEFAULT_LANGUAGE } from '@shared/validation/language';
import {
  type DevToolsReplayFile,
  fromDevToolsFile,
  redactReplay,
  toDevToolsFile,
} from '@shared/validation/supportReplay';
import { TICKETS_PER_HOUR, type TicketRequest } from '@shared/validation/tickets';
import type { Clock } from '../../clock';
import { tickets, users } from '../../db/schema';
import { FieldRefusal, TooManyRequests } from '../../http/errors';
import type { MailOutbox } from '../../mail/outbox';
import { formatDateTime } from '../../i18n/messages';
import { renderEmail } from '../../mail/render';

export interface TicketsDeps {
  clock: Clock;
  /** The ticket's email is queued in the transaction that stores it (mail/outbox.ts). */
  outbox: Pick<MailOutbox, 'commitAndTell'>;
  /** SUPPORT_EMAIL: where every ticket goes. */
  supportEmail: string;
  log: FastifyBaseLogger;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The suggestion box (product.md §2.3, §2.7, §3.10): a ticket
 * is stored with its author and time, then emailed to the support address, with the support
 * replay as a JSON attachment Redux DevTools imports (docs/support.md).
 */
export function createTicketsService(deps: TicketsDeps) {
  const { clock } = deps;

  /**
   * The replay as stored and sent: the shared rule applied again here, whatever the browser did,
   * so nothing secret or personal of others is kept even from a client that did not redact.
   */
  function checkedReplay(userId: number, file: DevToolsReplayFile | undefined): string | null {
    if (file === undefined) return null;
    const replay = fromDevToolsFile(file);
    if (replay === null) throw new FieldRefusal('replay', 'validation.ticket.replay.invalid');
    const redacted = redactReplay(replay);
    if (redacted.changes > 0)
      deps.log.warn(
        { userId, changes: redacted.changes },
        'support replay: the server redacted values the browser had sent',
      );
    return JSON.stringify(toDevToolsFile(redacted));
  }

  return {
    /** POST /api/Tickets/CreateTicket: at most TICKETS_PER_HOUR an hour per user (429 beyond). */
    async create(userId: number, request: TicketRequest): Promise<Ticket> {
      const replay = checkedReplay(userId, request.replay);
      const now = clock.now();
      const id = await deps.outbox.commitAndTell(async (tx) => {
        // The author's row, locked: two tickets sent at once are counted one after the other.
        const [author] = await tx
          .select({ username: users.username, email: users.email })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        const [recent] = await tx
          .select({ n: count() })
          .from(tickets)
          .where(and(eq(tickets.userId, userId), gt(tickets.createdAt, new Date(now.getTime() - HOUR_MS))));
        if (recent.n >= TICKETS_PER_HOUR) throw new TooManyRequests('tickets.tooMany');
        const [row] = await tx
          .insert(tickets)
          .values({
            userId,
            descrizione: request.descrizione,
            clientTime: request.dataInizio ? new Date(request.dataInizio) : null,
            replay,
            createdAt: now,
          })
          .returning({ id: tickets.id });
        const email = renderEmail(deps.supportEmail, DEFAULT_LANGUAGE, {
          subject: 'mail.ticket.subject',
          paragraphs: ['mail.ticket.from', 'mail.ticket.text', replay ? 'mail.ticket.replay' : 'mail.ticket.noReplay'],
          values: {
            id: row.id,
            username: author.username,
            email: author.email,
            userId,
            text: request.descrizione,
            // On Rome's clock, as every email writes a moment (i18n/messages.ts).
            time: formatDateTime(DEFAULT_LANGUAGE, now),
          },
        });
        return {
          value: row.id,
          email: {
            ...email,
            replyTo: author.email,
            attachments: replay
              ? [{ filename: `troupe-replay-ticket-${row.id}.json`, content: replay, contentType: 'application/json' }]
              : undefined,
          },
        };
      });
      return { id_Ticket: id, dataInizio: now.toISOString(), replay: replay !== null };
    },
  };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
