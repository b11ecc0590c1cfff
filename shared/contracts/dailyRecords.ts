import { type Static, Type } from '@sinclair/typebox';
import { RECORD_STATES, REVIEW_OUTCOMES } from '@shared/validation/reviewStates';
import { Day, Nullable, envelope } from './envelope';

/**
 * What the time report and car sheet calls share (product.md §2.3, §2.7, §2.8): the answer of a
 * send, and the PDF the job's owner and the worker download. Days are 'YYYY-MM-DD'.
 */

/** When a record was sent (an instant), null while it is still editable. */
export const sentAt = () =>
  Nullable(Type.String({ format: 'date-time', description: 'when the record was sent; null while it is editable' }));

/**
 * A record's review (product.md §4.20): stato, and the client's note of a rejection (null
 * otherwise), beside inviato.
 */
export const reviewFields = {
  stato: Type.Union(
    RECORD_STATES.map((state) => Type.Literal(state)),
    { description: 'da_inviare, inviato, approvato (final) or respinto (editable again, see notaRevisione)' },
  ),
  notaRevisione: Nullable(Type.String({ description: "the client's note with a rejection" })),
};

/**
 * PUT /api/Ingaggi/RevisioneTimeReport and /api/SchedeAuto/RevisioneSchedeAuto: the days the
 * review changed and their new state.
 */
export const recordsReviewed = Type.Object({
  id_Ingaggio: Type.Integer(),
  giorni: Type.Array(Day()),
  stato: Type.Union(REVIEW_OUTCOMES.map((outcome) => Type.Literal(outcome))),
});
export type RecordsReviewed = Static<typeof recordsReviewed>;
export const recordsReviewedResponse = envelope(recordsReviewed);

/**
 * POST /api/Ingaggi/InviaMailTimeReport and /api/SchedeAuto/InviaMailSchedeAutoReport: how many
 * records went, when, and to which address. `consegnata` is false when the mail server did not
 * take the email at once: the records are sent all the same and the email is retried until it goes.
 */
export const recordsSent = Type.Object({
  id_Ingaggio: Type.Integer(),
  inviati: Type.Integer({ description: 'how many records this send marked sent' }),
  dataInvio: Type.String({ format: 'date-time' }),
  email: Type.String({ description: "the job's address the report went to (a copy goes to the worker)" }),
  consegnata: Type.Boolean({ description: 'false: queued, the mail server is retried until it takes it' }),
});
export type RecordsSent = Static<typeof recordsSent>;
export const recordsSentResponse = envelope(recordsSent);

/** GET .../TimeReportPdf/{idIngaggio} and .../SchedeAutoPdf/{idIngaggio}: the sent records as a PDF file. */
export const pdfDownload = {
  description: "The engagement's sent records as a PDF (the document the send emails), in the reader's language",
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
} as const;
