import { api } from '../../api/client';
import type { Ticket } from '@shared/contracts/tickets';
import type { TicketRequest } from '@shared/validation/tickets';

/** product.md §2.7, Suggestion box. */
export const suggestionsApi = {
  create: (ticket: TicketRequest) => api.post<Ticket>('/api/Tickets/CreateTicket/', ticket),
};
