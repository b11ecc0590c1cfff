import './locale';
import * as yup from 'yup';
import { type EngagementDays, boundedInteger, engagementId, recordDay } from './dailyRecords';
import { type Today, todayInRome } from './dates';
import { flag, readWholeNumber } from './fields';

/**
 * A time report's day (product.md §2.3, §2.5, §2.7, §3.9): the hours worked, on holiday
 * and on leave, each a whole number from 0 to 24, the three together at most 24.
 */

export const MAX_HOURS_A_DAY = 24;

const hours = () =>
  boundedInteger(0, MAX_HOURS_A_DAY, {
    required: 'validation.timesheet.hours.required',
    range: 'validation.timesheet.hours.range',
  });

/**
 * The day's total, the rule the dialog shows before saving, from the hours as cast or as typed;
 * missing or bad values count as 0.
 */
export function dayTotal(record: { oreLavorate?: unknown; oreFerie?: unknown; orePermessi?: unknown }): number {
  const value = (hoursOf: unknown) => {
    const hours = typeof hoursOf === 'string' ? readWholeNumber(hoursOf) : hoursOf;
    return typeof hours === 'number' && Number.isFinite(hours) ? hours : 0;
  };
  return value(record.oreLavorate) + value(record.oreFerie) + value(record.orePermessi);
}

/**
 * POST /api/Ingaggi/CompilaTimeReport and PUT /api/Ingaggi/ModificaTimeReport (the same fields:
 * the engagement and the day name the record), and the day's dialog. `inviato` is the server's to
 * set; a body may carry it and it is ignored. Pass the engagement's dates where known (the form).
 */
export function timeReportSchema(today: Today = todayInRome, engagement: EngagementDays | null = null) {
  return yup.object({
    dataRiferimento: recordDay(today, engagement),
    id_Ingaggio: engagementId(),
    inviato: flag(),
    oreLavorate: hours().test('day-total', 'validation.timesheet.total.max', function total() {
      return dayTotal(this.parent) <= MAX_HOURS_A_DAY;
    }),
    oreFerie: hours(),
    orePermessi: hours(),
  });
}
export type TimeReportRequest = yup.InferType<ReturnType<typeof timeReportSchema>>;
