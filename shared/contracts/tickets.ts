import { type Static, Type } from '@sinclair/typebox';
import { envelope } from './envelope';

/** POST /api/Tickets/CreateTicket (product.md §2.7, Suggestion box): the ticket as stored. */
export const ticket = Type.Object({
  id_Ticket: Type.Integer(),
  dataInizio: Type.String({ format: 'date-time', description: "when the server received it, by the server's clock" }),
  /** Whether a support replay was attached (and stored, after the server's own redaction). */
  replay: Type.Boolean(),
});
export type Ticket = Static<typeof ticket>;

export const ticketResponse = envelope(ticket);
