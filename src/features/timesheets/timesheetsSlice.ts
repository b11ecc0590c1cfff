import type { TimeReportRecord } from '@shared/contracts/timesheets';
import { createSheetSlice } from '../../store/sheets/sheetSlice';
import type { TimeReportRequest } from '@shared/validation/timesheets';

/** /timesheets: the worker's engagements, the chosen one's days by dataRiferimento, and the flows. */
export const timesheets = createSheetSlice<'timesheets', TimeReportRecord, TimeReportRequest>(
  'timesheets',
  (record) => record.dataRiferimento,
);

export const timesheetsReducer = timesheets.reducer;
