import { type Static, Type } from '@sinclair/typebox';
import { sentAt } from './dailyRecords';
import { Day, envelope } from './envelope';

/** The car sheet calls' answers (product.md §2.3, §2.7, Car sheets): one record per engagement and day. */

/** One day's car use; costoBenzina in whole euro; inviato true once sent (read-only from then on). */
export const carSheetRecord = Type.Object({
  id_SchedeAuto: Type.Integer(),
  id_Ingaggio: Type.Integer(),
  giorno: Day(),
  percorsiEffettuati: Type.String(),
  kmPercorsi: Type.Integer(),
  modello: Type.String(),
  targa: Type.String({ description: 'upper-case letters and digits' }),
  costoBenzina: Type.Integer({ description: 'euro' }),
  inviato: Type.Boolean(),
  dataInvio: sentAt(),
});
export type CarSheetRecord = Static<typeof carSheetRecord>;

/** POST /api/SchedeAuto/SalvaSchedeAuto and PUT /api/SchedeAuto/AggiornaSchedeAuto: the record as saved. */
export const carSheetRecordResponse = envelope(carSheetRecord);

/**
 * GET /api/SchedeAuto/RecuperaSchedeAuto/{id} (id: the engagement's): its records by day. Its
 * worker reads them all; the job's owner reads the sent ones (read-only).
 */
export const carSheetRecordsResponse = envelope(Type.Array(carSheetRecord));
