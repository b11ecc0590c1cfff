import type { CarSheetRecord } from '@shared/contracts/carsheets';
import type { TimeReportRecord } from '@shared/contracts/timesheets';

/** Hours worked, on holiday and on leave over some days of a time report. */
export function timeReportTotals(records: TimeReportRecord[]) {
  return records.reduce(
    (totals, record) => ({
      oreLavorate: totals.oreLavorate + record.oreLavorate,
      oreFerie: totals.oreFerie + record.oreFerie,
      orePermessi: totals.orePermessi + record.orePermessi,
    }),
    { oreLavorate: 0, oreFerie: 0, orePermessi: 0 },
  );
}

/** Kilometres and fuel cost (cents) over some days of a car sheet. */
export function carSheetTotals(records: CarSheetRecord[]) {
  return records.reduce(
    (totals, record) => ({
      kmPercorsi: totals.kmPercorsi + record.kmPercorsi,
      costoBenzinaCentesimi: totals.costoBenzinaCentesimi + record.costoBenzinaCentesimi,
    }),
    { kmPercorsi: 0, costoBenzinaCentesimi: 0 },
  );
}
