import { type Static, Type } from '@sinclair/typebox';
import { Day, Nullable, envelope } from './envelope';
import { nationRegion, negotiation } from './jobs';

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
  /** 1 sent, 2 accepted, 3 rejected, 4 withdrawn, 5 countered, 6 expired (shared/validation/engagementStates.ts). */
  statoIngaggio: Type.Integer(),
  dataInizio: Type.String(),
  dataFine: Type.String(),
  email: Type.String(),
  indirizzo: Type.String(),
  listaNazioni: Type.Array(nationRegion),
  nomeCliente: Type.String(),
  /** The engagement's day rate in euro cents, so the worker reads it before answering (product.md §4.20). */
  tariffaGiornaliera: Type.Integer(),
  ...negotiation.properties,
});
export type Enlistment = Static<typeof enlistment>;

/**
 * GET /api/Ingaggi/ListaIngaggi (accepted) and /RichiesteIngaggio (pending or countered, product.md
 * §4.21): the signed-in worker's, by start date.
 */
export const enlistmentsResponse = envelope(Type.Array(enlistment));

/** An engagement's id, job and state: what sending or answering a request changed. */
export const engagementState = Type.Object({
  id_Ingaggio: Type.Integer(),
  id_Job: Type.Integer(),
  statoIngaggio: Type.Integer(),
  /** The engagement's day rate, euro cents (product.md §4.20). */
  tariffaGiornaliera: Type.Integer(),
  rispondiEntro: negotiation.properties.rispondiEntro,
});
export type EngagementStateAnswer = Static<typeof engagementState>;
/** POST /api/Ingaggi/InviaRichiestaIngaggio (the request, pending) and PUT /api/Ingaggi/AggiornaRichiestaIngaggio (its new state). */
export const engagementStateResponse = envelope(engagementState);

/** One message of an engagement's thread (product.md §4.21); userId is null once the sender deleted their account. */
export const engagementMessage = Type.Object({
  id: Type.Integer(),
  userId: Nullable(Type.Integer()),
  testo: Type.String(),
  inviatoIl: Type.String({ format: 'date-time' }),
});
export type EngagementMessage = Static<typeof engagementMessage>;
/** GET /api/Ingaggi/Messaggi/{idIngaggio}: the thread, oldest first. */
export const engagementMessagesResponse = envelope(Type.Array(engagementMessage));
/** POST /api/Ingaggi/Messaggi: the message as stored. */
export const engagementMessageResponse = envelope(engagementMessage);

/**
 * One step of an engagement's history (product.md §4.21): `evento` names it (ENGAGEMENT_EVENTS,
 * shared/validation/reviewStates.ts), `userId` who took it (null for the scheduler or a deleted
 * account), `il` when, `dettagli` its particulars.
 */
export const engagementHistoryEntry = Type.Object({
  evento: Type.String(),
  userId: Nullable(Type.Integer()),
  il: Type.String({ format: 'date-time' }),
  dettagli: Type.Object(
    {
      dataInizio: Type.Optional(Day()),
      dataFine: Type.Optional(Day()),
      rispondiEntro: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
      tariffaGiornaliera: Type.Optional(Type.Integer({ description: 'euro cents' })),
      nota: Type.Optional(Nullable(Type.String())),
      motivo: Type.Optional(Type.String({ description: "a reject's reason: 'rifiutata' (answered) or 'occupato'" })),
      id: Type.Optional(Type.Integer({ description: "a message's id" })),
      tipo: Type.Optional(Type.String({ description: "'timesheet' or 'carsheet'" })),
      esito: Type.Optional(Type.String({ description: "a review's outcome: 'approvato' or 'respinto'" })),
      giorni: Type.Optional(Type.Array(Day())),
    },
    { description: 'what the step changed; only the fields of its kind' },
  ),
});
export type EngagementHistoryEntry = Static<typeof engagementHistoryEntry>;
/** GET /api/Ingaggi/Cronologia/{idIngaggio}: the history, oldest first. */
export const engagementHistoryResponse = envelope(Type.Array(engagementHistoryEntry));

/** POST /api/Ingaggi/InviaMailIngaggioAccettato: nothing beyond the message. */
export const summaryEmailResponse = envelope(Type.Null());

/**
 * GET /api/Calendario and POST /api/Calendario/Rinnova: the user's private iCalendar address
 * (accepted engagements and own jobs), to subscribe to from a calendar program.
 */
export const calendarFeed = Type.Object({ url: Type.String() });
export type CalendarFeed = Static<typeof calendarFeed>;
export const calendarFeedResponse = envelope(calendarFeed);
