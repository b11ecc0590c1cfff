import './locale';
import * as yup from 'yup';
import { type DevToolsReplayFile, MAX_REPLAY_PART_CHARS, fromDevToolsFile } from './supportReplay';

/**
 * The suggestion box (product.md §2.2, §2.3, §2.7): CreateTicket's body, shared by the
 * /suggest-us form and the server. Messages are ids of locales/*.json.
 */

/** Longest suggestion, in characters (after trimming). */
export const TICKET_TEXT_MAX = 5000;
/** Tickets a user may send in an hour (each one emails the support address). */
export const TICKETS_PER_HOUR = 10;

/** The suggestion itself: 1 to 5,000 characters once the spaces around it are gone. */
export const ticketTextRule = yup
  .string()
  .trim()
  .required('validation.ticket.descrizione.required')
  .max(TICKET_TEXT_MAX, 'validation.ticket.descrizione.tooLong');

const replayPart = yup
  .string()
  .required('validation.ticket.replay.invalid')
  .max(MAX_REPLAY_PART_CHARS, 'validation.ticket.replay.tooLarge');

/** The support replay, in Redux DevTools' file format; its content is checked as a whole. */
const replaySchema = yup
  .object({ payload: replayPart, preloadedState: replayPart })
  .default(undefined)
  .optional()
  .test(
    'replay',
    'validation.ticket.replay.invalid',
    (file) => file === undefined || fromDevToolsFile(file as DevToolsReplayFile) !== null,
  );

export const ticketSchema = yup.object({
  descrizione: ticketTextRule,
  /** When the user sent it, by their clock (the field of product.md §2.3); the server stores its own time too. */
  dataInizio: yup
    .string()
    .optional()
    .test(
      'instant',
      'validation.ticket.dataInizio.invalid',
      (value) => value === undefined || (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))),
    ),
  replay: replaySchema,
});

export type TicketRequest = yup.InferType<typeof ticketSchema>;

/** The /suggest-us form: the text and the "attach what I did" box, which adds `replay` when ticked. */
export const suggestionFormSchema = yup.object({
  descrizione: ticketTextRule,
  attachReplay: yup.boolean().default(false),
});

export type SuggestionForm = yup.InferType<typeof suggestionFormSchema>;
