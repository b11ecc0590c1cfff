import { type Static, Type } from '@sinclair/typebox';
import { reviewFields, sentAt } from './dailyRecords';
import { Day, envelope } from './envelope';

/**
 * The time report calls' answers (product.md §2.3, §2.7, Time reports). A record is one day of
 * one engagement, named by the two: id_Ingaggio and dataRiferimento.
 */

/** One day: hours worked, on holiday and on leave; inviato true once sent (read-only from then on). */
export const timeReportRecord = Type.Object({
  id_Ingaggio: Type.Integer(),
  dataRiferimento: Day(),
  oreLavorate: Type.Integer(),
  oreFerie: Type.Integer(),
  orePermessi: Type.Integer(),
  inviato: Type.Boolean(),
  dataInvio: sentAt(),
  ...reviewFields,
});
export type TimeReportRecord = Static<typeof timeReportRecord>;

/** POST /api/Ingaggi/CompilaTimeReport and PUT /api/Ingaggi/ModificaTimeReport: the record as saved. */
export const timeReportRecordResponse = envelope(timeReportRecord);

/**
 * GET /api/Ingaggi/RecuperaDatiTimeReport/{idIngaggio}: the engagement's records by day. Its
 * worker reads them all; the job's owner reads the sent ones (read-only).
 */
export const timeReportRecordsResponse = envelope(Type.Array(timeReportRecord));
