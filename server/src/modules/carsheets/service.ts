import { and, eq, isNull } from 'drizzle-orm';
import type { CarSheetRecord } from '@shared/contracts/carsheets';
import { type CarSheetRequest, type CarSheetUpdateRequest, fuelCostCentsOf } from '@shared/validation/carsheets';
import type { Language } from '@shared/validation/language';
import type { ReviewRequest } from '@shared/validation/reviews';
import { formatMoney, wholeEurosOf } from '@shared/validation/money';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { carSheets } from '../../db/schema';
import { formatNumericDay, translate } from '../../i18n/messages';
import type { SheetReport, SheetsService } from '../sheets/service';

/** The database's one-record-per-engagement-and-day key. */
const DAY_KEY = 'car_sheets_engagement_day_key';

export interface CarsheetsDeps {
  db: Database;
  clock: Clock;
  /** The rules and the send car sheets share with time reports (modules/sheets). */
  sheets: SheetsService;
}

type Row = typeof carSheets.$inferSelect;

const fieldsOf = (request: CarSheetRequest) => ({
  day: request.giorno,
  routes: request.percorsiEffettuati,
  km: request.kmPercorsi,
  model: request.modello,
  plate: request.targa,
  fuelCostCents: fuelCostCentsOf(request),
});

/** Car sheets (product.md §2.7, Car sheets): a day's car use per engagement, sent once a day as a PDF. */
export function createCarsheetsService(deps: CarsheetsDeps) {
  const { db, clock, sheets } = deps;

  const toRecord = (row: Row): CarSheetRecord => ({
    id_SchedeAuto: row.id,
    id_Ingaggio: row.engagementId,
    giorno: row.day,
    percorsiEffettuati: row.routes,
    kmPercorsi: row.km,
    modello: row.model,
    targa: row.plate,
    costoBenzinaCentesimi: row.fuelCostCents,
    costoBenzina: wholeEurosOf(row.fuelCostCents),
    ...sheets.sentFields(row),
  });

  const report: SheetReport<typeof carSheets> = {
    kind: 'carsheet',
    table: carSheets,
    columns: (language) => {
      const t = (id: string) => translate(language, id);
      return [
        { label: t('sheets.pdf.day'), width: 0.14, cell: (row) => formatNumericDay(language, row.day) },
        { label: t('sheets.carsheet.routes'), width: 0.31, cell: (row) => row.routes },
        { label: t('sheets.carsheet.km'), width: 0.1, align: 'right', cell: (row) => String(row.km) },
        { label: t('sheets.carsheet.model'), width: 0.15, cell: (row) => row.model },
        { label: t('sheets.carsheet.plate'), width: 0.13, cell: (row) => row.plate },
        {
          label: t('sheets.carsheet.fuel'),
          width: 0.17,
          align: 'right',
          cell: (row) => formatMoney(language, row.fuelCostCents),
        },
      ];
    },
    totals: (rows, language) => [
      translate(language, 'sheets.pdf.totals'),
      '',
      String(rows.reduce((total, row) => total + row.km, 0)),
      '',
      '',
      formatMoney(
        language,
        rows.reduce((total, row) => total + row.fuelCostCents, 0),
      ),
    ],
  };

  return {
    /** GET /api/SchedeAuto/RecuperaSchedeAuto/{id}: every record for its worker, the sent ones for the job's owner. */
    async list(userId: number, engagementId: number): Promise<CarSheetRecord[]> {
      return (await sheets.read(userId, engagementId, report)).map(toRecord);
    },

    /**
     * POST /api/SchedeAuto/SalvaSchedeAuto: a new day (one per engagement and day; a second is
     * refused, unless it repeats the write that made it: the same Idempotency-Key).
     */
    async create(userId: number, request: CarSheetRequest, changeKey?: string): Promise<CarSheetRecord> {
      const engagement = await sheets.toWrite(userId, request.id_Ingaggio);
      sheets.checkDay(engagement, request.giorno, 'giorno');
      const now = clock.now();
      const theDay = and(eq(carSheets.engagementId, engagement.id), eq(carSheets.day, request.giorno));
      const row = await sheets.writeDay(carSheets, theDay, changeKey, DAY_KEY, () =>
        db
          .insert(carSheets)
          .values({ engagementId: engagement.id, ...fieldsOf(request), changeKey, createdAt: now, updatedAt: now })
          .returning(),
      );
      return toRecord(row);
    },

    /** PUT /api/SchedeAuto/AggiornaSchedeAuto: a record of the engagement, while it is unsent (its day may move, inside the rules). */
    async update(userId: number, request: CarSheetUpdateRequest, changeKey?: string): Promise<CarSheetRecord> {
      const engagement = await sheets.toWrite(userId, request.id_Ingaggio);
      sheets.checkDay(engagement, request.giorno, 'giorno');
      const theRecord = and(eq(carSheets.id, request.id_SchedeAuto), eq(carSheets.engagementId, engagement.id));
      const row = await sheets.writeDay(carSheets, theRecord, changeKey, DAY_KEY, () =>
        db
          .update(carSheets)
          .set({ ...fieldsOf(request), changeKey: changeKey ?? null, updatedAt: clock.now() })
          .where(and(theRecord, isNull(carSheets.sentAt)))
          .returning(),
      );
      return toRecord(row);
    },

    /** POST /api/SchedeAuto/InviaMailSchedeAutoReport: the unsent days to the job's address, once a day. */
    send: (userId: number, engagementId: number) => sheets.send(userId, engagementId, report),

    /** PUT /api/SchedeAuto/RevisioneSchedeAuto: the job's owner approves or rejects sent days (product.md §4.20). */
    review: (userId: number, request: ReviewRequest) => sheets.review(userId, request, report),

    /** The sent days as a PDF, for the worker or the job's owner. */
    pdf: (userId: number, engagementId: number, language: Language) =>
      sheets.download(userId, engagementId, report, language),
  };
}

export type CarsheetsService = ReturnType<typeof createCarsheetsService>;
