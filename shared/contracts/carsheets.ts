import { type Static, Type } from '@sinclair/typebox';
import { reviewFields, sentAt } from './dailyRecords';
import { Day, envelope } from './envelope';

/** The car sheet calls' answers (product.md §2.3, §2.7, Car sheets): one record per engagement and day. */

/**
 * One day's car use; the fuel cost in cents (costoBenzinaCentesimi) and, for clients before the
 * cents, in whole euro rounded half up (costoBenzina); inviato true once sent (read-only from then on).
 */
export const carSheetRecord = Type.Object({
  id_SchedeAuto: Type.Integer(),
  id_Ingaggio: Type.Integer(),
  giorno: Day(),
  percorsiEffettuati: Type.String(),
  kmPercorsi: Type.Integer(),
  modello: Type.String(),
  targa: Type.String({ description: 'upper-case letters and digits' }),
  costoBenzinaCentesimi: Type.Integer({ description: 'euro cents: 1850 is €18.50' }),
  costoBenzina: Type.Integer({
    description: 'whole euro, rounded half up from costoBenzinaCentesimi; kept for earlier clients',
  }),
  inviato: Type.Boolean(),
  dataInvio: sentAt(),
  ...reviewFields,
});
export type CarSheetRecord = Static<typeof carSheetRecord>;

/** POST /api/SchedeAuto/SalvaSchedeAuto and PUT /api/SchedeAuto/AggiornaSchedeAuto: the record as saved. */
export const carSheetRecordResponse = envelope(carSheetRecord);

/**
 * GET /api/SchedeAuto/RecuperaSchedeAuto/{id} (id: the engagement's): its records by day. Its
 * worker reads them all; the job's owner reads the sent ones (read-only).
 */
export const carSheetRecordsResponse = envelope(Type.Array(carSheetRecord));
