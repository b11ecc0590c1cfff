import type { FastifyInstance } from 'fastify';
import { ticketResponse } from '@shared/contracts/tickets';
import { MAX_REPLAY_PART_CHARS } from '@shared/validation/supportReplay';
import { type TicketRequest, ticketSchema } from '@shared/validation/tickets';
import { ok } from '../../http/envelope';
import { requestLanguage, translate } from '../../i18n/messages';
import type { TicketsService } from './service';

const tags = ['Tickets'];
/** A ticket with a support replay: two parts of at most MAX_REPLAY_PART_CHARS, plus the text. */
const TICKET_BODY_LIMIT_BYTES = 2 * MAX_REPLAY_PART_CHARS + 64 * 1024;

/** The suggestion box (product.md §2.7): open to every signed-in user, whatever the tier. */
export default async function ticketsRoutes(app: FastifyInstance, options: { service: TicketsService }) {
  const { service } = options;

  app.post<{ Body: TicketRequest }>(
    '/api/Tickets/CreateTicket',
    {
      bodyLimit: TICKET_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: 'Sends a problem report or suggestion to support; at most 10 an hour per user',
        description:
          'descrizione: 1 to 5,000 characters. dataInizio: when the user sent it (ISO instant), optional. replay: optional, the ' +
          "user's last 200 actions and starting state in Redux DevTools' file format ({ payload, preloadedState }, both JSON " +
          'strings); the server redacts it again (docs/support.md) and emails it to SUPPORT_EMAIL as an attachment.',
        body: ticketSchema,
        response: { 200: ticketResponse },
      },
    },
    async (request) =>
      ok(await service.create(request.user.id, request.body), translate(requestLanguage(request), 'tickets.sent')),
  );
}
