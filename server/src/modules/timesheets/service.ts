import { and, eq, isNull } from 'drizzle-orm';
import type { TimeReportRecord } from '@shared/contracts/timesheets';
import type { Language } from '@shared/validation/language';
import type { ReviewRequest } from '@shared/validation/reviews';
import type { TimeReportRequest } from '@shared/validation/timesheets';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { timeReports } from '../../db/schema';
import { formatNumericDay, translate } from '../../i18n/messages';
import type { SheetReport, SheetsService } from '../sheets/service';

/** The database's one-record-per-engagement-and-day key. */
const DAY_KEY = 'time_reports_engagement_day_key';

export interface TimesheetsDeps {
  db: Database;
  clock: Clock;
  /** The rules and the send time reports share with car sheets (modules/sheets). */
  sheets: SheetsService;
}

type Row = typeof timeReports.$inferSelect;

const sum = (rows: Row[], hours: (row: Row) => number) => rows.reduce((total, row) => total + hours(row), 0);

/** Time reports (product.md §2.7, Time reports): a day's hours per engagement, sent once a day as a PDF. */
export function createTimesheetsService(deps: TimesheetsDeps) {
  const { db, clock, sheets } = deps;

  const toRecord = (row: Row): TimeReportRecord => ({
    id_Ingaggio: row.engagementId,
    dataRiferimento: row.day,
    oreLavorate: row.worked,
    oreFerie: row.holiday,
    orePermessi: row.leave,
    ...sheets.sentFields(row),
  });

  const report: SheetReport<typeof timeReports> = {
    kind: 'timesheet',
    table: timeReports,
    columns: (language) => {
      const t = (id: string) => translate(language, id);
      return [
        { label: t('sheets.pdf.day'), width: 0.31, cell: (row) => formatNumericDay(language, row.day) },
        { label: t('sheets.timesheet.worked'), width: 0.23, align: 'right', cell: (row) => String(row.worked) },
        { label: t('sheets.timesheet.holiday'), width: 0.23, align: 'right', cell: (row) => String(row.holiday) },
        { label: t('sheets.timesheet.leave'), width: 0.23, align: 'right', cell: (row) => String(row.leave) },
      ];
    },
    totals: (rows, language) => [
      translate(language, 'sheets.pdf.totals'),
      String(sum(rows, (row) => row.worked)),
      String(sum(rows, (row) => row.holiday)),
      String(sum(rows, (row) => row.leave)),
    ],
  };

  const hoursOf = (request: TimeReportRequest) => ({
    worked: request.oreLavorate,
    holiday: request.oreFerie,
    leave: request.orePermessi,
  });

  /** The one record an engagement has of a day. */
  const ofTheDay = (engagementId: number, request: TimeReportRequest) =>
    and(eq(timeReports.engagementId, engagementId), eq(timeReports.day, request.dataRiferimento));

  return {
    /** GET /api/Ingaggi/RecuperaDatiTimeReport/{idIngaggio}: every record for its worker, the sent ones for the job's owner. */
    async list(userId: number, engagementId: number): Promise<TimeReportRecord[]> {
      return (await sheets.read(userId, engagementId, report)).map(toRecord);
    },

    /**
     * POST /api/Ingaggi/CompilaTimeReport: a new day (one per engagement and day; a second is
     * refused, unless it repeats the write that made it: the same Idempotency-Key).
     */
    async create(userId: number, request: TimeReportRequest, changeKey?: string): Promise<TimeReportRecord> {
      const engagement = await sheets.toWrite(userId, request.id_Ingaggio);
      sheets.checkDay(engagement, request.dataRiferimento, 'dataRiferimento');
      const now = clock.now();
      const row = await sheets.writeDay(timeReports, ofTheDay(engagement.id, request), changeKey, DAY_KEY, () =>
        db
          .insert(timeReports)
          .values({
            engagementId: engagement.id,
            day: request.dataRiferimento,
            ...hoursOf(request),
            changeKey,
            createdAt: now,
            updatedAt: now,
          })
          .returning(),
      );
      return toRecord(row);
    },

    /** PUT /api/Ingaggi/ModificaTimeReport: the day's hours, while the record is unsent. */
    async update(userId: number, request: TimeReportRequest, changeKey?: string): Promise<TimeReportRecord> {
      const engagement = await sheets.toWrite(userId, request.id_Ingaggio);
      const theDay = ofTheDay(engagement.id, request);
      const row = await sheets.writeDay(timeReports, theDay, changeKey, DAY_KEY, () =>
        db
          .update(timeReports)
          .set({ ...hoursOf(request), changeKey: changeKey ?? null, updatedAt: clock.now() })
          .where(and(theDay, isNull(timeReports.sentAt)))
          .returning(),
      );
      return toRecord(row);
    },

    /** POST /api/Ingaggi/InviaMailTimeReport: the unsent days to the job's address, once a day. */
    send: (userId: number, engagementId: number) => sheets.send(userId, engagementId, report),

    /** PUT /api/Ingaggi/RevisioneTimeReport: the job's owner approves or rejects sent days (product.md §4.20). */
    review: (userId: number, request: ReviewRequest) => sheets.review(userId, request, report),

    /** The sent days as a PDF, for the worker or the job's owner. */
    pdf: (userId: number, engagementId: number, language: Language) =>
      sheets.download(userId, engagementId, report, language),
  };
}

export type TimesheetsService = ReturnType<typeof createTimesheetsService>;
