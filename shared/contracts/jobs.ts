import { type Static, Type } from '@sinclair/typebox';
import { Day, Nullable, envelope } from './envelope';

/**
 * The Jobs calls' answers (product.md §2.3, §2.7). Dates are 'YYYY-MM-DD'. Nations and regions
 * travel as ids; the SPA names them from /api/Dominio/Nazioni.
 */

/** One of a job's (or an engagement's) up to three places of work; id_Regione only for Italy. */
export const nationRegion = Type.Object({ id_Nazione: Type.Integer(), id_Regione: Nullable(Type.Integer()) });
export type NationRegion = Static<typeof nationRegion>;

/** A client's job with the counts of its accepted (cnt_Accettati) and pending (cnt_Inviati) engagements. */
export const job = Type.Object({
  id_Job: Type.Integer(),
  nome: Type.String(),
  descrizione: Type.String(),
  dataInizio: Type.String(),
  dataFine: Type.String(),
  email: Type.String(),
  indirizzo: Type.String(),
  listaNazioni: Type.Array(nationRegion),
  /** The terms (product.md §4.20): the day rate and the allowance per km in euro cents. */
  tariffaGiornaliera: Type.Integer({ description: 'day rate, euro cents' }),
  oreGiornaliere: Type.Integer({ description: 'ordinary hours in a day; those beyond are overtime' }),
  maggiorazioneStraordinario: Type.Integer({ description: "overtime's uplift on the hourly rate, percent" }),
  rimborsoKm: Type.Integer({ description: 'mileage allowance per km, euro cents' }),
  cnt_Accettati: Type.Integer(),
  cnt_Inviati: Type.Integer({ description: 'open requests: pending or countered' }),
});
export type Job = Static<typeof job>;

/** GET /api/Jobs/RecuperaJobs: the user's jobs, soonest start first. */
export const jobsResponse = envelope(Type.Array(job));
/** POST /api/Jobs/CreaJob and PUT /api/Jobs/AggiornaJob: the job as saved. */
export const jobResponse = envelope(job);
/** DELETE /api/Jobs/CancellaJob/{id}: nothing beyond the message. */
export const jobDeletedResponse = envelope(Type.Null());

/** The worker's counter-proposal (statoIngaggio 5, product.md §4.21): the terms the client may accept. */
export const counterProposal = Type.Object({
  dataInizio: Day(),
  dataFine: Day(),
  /** Euro cents. */
  tariffaGiornaliera: Type.Integer(),
  nota: Nullable(Type.String()),
});

/**
 * What the negotiation adds to an engagement, on both sides (product.md §4.21): the answer's
 * deadline, the place in the worker's queue for those days while it is open (a number only, never
 * whose the others are), the worker's first read and the counter-proposal.
 */
export const negotiation = Type.Object({
  rispondiEntro: Nullable(Type.String({ format: 'date-time' })),
  posizione: Nullable(
    Type.Integer({ description: "1 = the worker's first open request for those days, by send time" }),
  ),
  vistoIl: Nullable(Type.String({ format: 'date-time', description: "the worker's first read" })),
  controproposta: Nullable(counterProposal),
});
export type Negotiation = Static<typeof negotiation>;

/**
 * An engagement as its job's owner sees it, with the worker's id (to open /user/{userId}) and name.
 * userId is null, and the name a placeholder, once the worker has deleted their account.
 */
export const jobEngagement = Type.Object({
  id_Ingaggio: Type.Integer(),
  id_Job: Type.Integer(),
  userId: Nullable(Type.Integer()),
  nome: Type.String(),
  cognome: Type.String(),
  dataInizio: Type.String(),
  dataFine: Type.String(),
  /** 1 sent, 2 accepted, 3 rejected, 4 withdrawn, 5 countered, 6 expired (shared/validation/engagementStates.ts). */
  statoIngaggio: Type.Integer(),
  /** The engagement's day rate, euro cents (product.md §4.20). */
  tariffaGiornaliera: Type.Integer(),
  ...negotiation.properties,
});
export type JobEngagement = Static<typeof jobEngagement>;

/** GET /api/Jobs/RecuperaIngaggi/Inviati (pending or countered) and /Accettati: a page of one job's engagements, by start date. */
export const jobEngagementsResponse = envelope(Type.Array(jobEngagement));
