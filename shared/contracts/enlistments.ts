import { type Static, Type } from '@sinclair/typebox';
import { envelope } from './envelope';
import { nationRegion } from './jobs';

/**
 * The Ingaggi calls' answers (product.md §2.3, §2.7) and the calendar feed's address. Dates are
 * 'YYYY-MM-DD'.
 */

/**
 * An engagement as its worker sees it (product.md §2.3, Enlistment): the job's name, description,
 * address, contact email and places, with the engagement's own dates and state, and who is hiring
 * (nomeCliente: "nome cognome", or the company name of a legal entity).
 */
export const enlistment = Type.Object({
  id_Ingaggio: Type.Integer(),
  id_Job: Type.Integer(),
  nome: Type.String(),
  descrizione: Type.String(),
  /** 1 sent, 2 accepted, 3 rejected, 4 withdrawn (shared/validation/engagementStates.ts). */
  statoIngaggio: Type.Integer(),
  dataInizio: Type.String(),
  dataFine: Type.String(),
  email: Type.String(),
  indirizzo: Type.String(),
  listaNazioni: Type.Array(nationRegion),
  nomeCliente: Type.String(),
  /** The engagement's day rate in euro cents, so the worker reads it before answering (product.md §4.20). */
  tariffaGiornaliera: Type.Integer(),
});
export type Enlistment = Static<typeof enlistment>;

/** GET /api/Ingaggi/ListaIngaggi (accepted) and /RichiesteIngaggio (pending): the signed-in worker's, by start date. */
export const enlistmentsResponse = envelope(Type.Array(enlistment));

/** An engagement's id, job and state: what sending or answering a request changed. */
export const engagementState = Type.Object({
  id_Ingaggio: Type.Integer(),
  id_Job: Type.Integer(),
  statoIngaggio: Type.Integer(),
  /** The engagement's day rate, euro cents (product.md §4.20). */
  tariffaGiornaliera: Type.Integer(),
});
export type EngagementStateAnswer = Static<typeof engagementState>;
/** POST /api/Ingaggi/InviaRichiestaIngaggio (the request, pending) and PUT /api/Ingaggi/AggiornaRichiestaIngaggio (its new state). */
export const engagementStateResponse = envelope(engagementState);

/** POST /api/Ingaggi/InviaMailIngaggioAccettato: nothing beyond the message. */
export const summaryEmailResponse = envelope(Type.Null());

/**
 * GET /api/Calendario and POST /api/Calendario/Rinnova: the user's private iCalendar address
 * (accepted engagements and own jobs), to subscribe to from a calendar program.
 */
export const calendarFeed = Type.Object({ url: Type.String() });
export type CalendarFeed = Static<typeof calendarFeed>;
export const calendarFeedResponse = envelope(calendarFeed);
