import { type Static, Type } from '@sinclair/typebox';
import { Nullable, envelope } from './envelope';

/**
 * What a job costs and what a worker earned (product.md §4.20). Every amount is in integer euro
 * cents, computed by the server from the sent records; totaleApprovato counts approved days only.
 */

const money = (description: string) => Type.Integer({ description: `${description}, euro cents` });

/** One engagement's figures on a job's cost sheet. */
export const costLine = Type.Object({
  id_Ingaggio: Type.Integer(),
  userId: Nullable(Type.Integer({ description: 'null once the worker deleted their account' })),
  nome: Type.String(),
  cognome: Type.String(),
  tariffaGiornaliera: money('the day rate'),
  giorni: Type.Integer({ description: 'days with hours worked' }),
  oreOrdinarie: Type.Integer(),
  oreStraordinario: Type.Integer(),
  oreFerie: Type.Integer({ description: 'listed, not paid' }),
  orePermessi: Type.Integer({ description: 'listed, not paid' }),
  compenso: money('days at the rate plus overtime'),
  km: Type.Integer(),
  rimborsoChilometrico: money('km times the allowance per km'),
  carburante: money('fuel'),
  totale: money('compenso + rimborsoChilometrico + carburante, sent days'),
  totaleApprovato: money('the same over approved days only'),
});
export type CostLine = Static<typeof costLine>;

/** GET /api/Jobs/Costi/{idJob}: the job's lines, one per engagement, and their sums. */
export const jobCosts = Type.Object({
  id_Job: Type.Integer(),
  righe: Type.Array(costLine),
  totale: Type.Integer(),
  totaleApprovato: Type.Integer(),
});
export type JobCosts = Static<typeof jobCosts>;
export const jobCostsResponse = envelope(jobCosts);

/** GET /api/Jobs/Costi/{idJob}/csv and /pdf: the cost sheet as a file. */
export const costsCsvDownload = {
  description:
    "The job's cost sheet, one row per worker and day, UTF-8 with a byte order mark, in the request's language",
  content: { 'text/csv': { schema: { type: 'string' } } },
} as const;
export const costsPdfDownload = {
  description: "The job's cost sheet as a printable PDF, in the request's language",
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
} as const;

/** One engagement's part of a month of the worker's earnings. */
export const earningsEngagement = Type.Object({
  id_Ingaggio: Type.Integer(),
  id_Job: Type.Integer(),
  nome: Type.String({ description: "the job's name" }),
  totale: Type.Integer(),
  totaleApprovato: Type.Integer(),
});

/** GET /api/Ingaggi/Compensi?anno=YYYY: the signed-in worker's months of the year with earnings. */
export const earnings = Type.Object({
  anno: Type.Integer(),
  mesi: Type.Array(
    Type.Object({
      mese: Type.String({ description: 'YYYY-MM' }),
      totale: Type.Integer(),
      totaleApprovato: Type.Integer(),
      ingaggi: Type.Array(earningsEngagement),
    }),
  ),
});
export type Earnings = Static<typeof earnings>;
export const earningsResponse = envelope(earnings);
