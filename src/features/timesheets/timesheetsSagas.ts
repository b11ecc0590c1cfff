import { createSheetSagas } from '../../store/sheets/sheetSagas';
import { timesheetsApi } from './timesheetsApi';
import { timesheets } from './timesheetsSlice';

/** Load, save and send (store/sheets/sheetSagas.ts) over the time report calls. */
export const {
  loadEngagements: loadTimesheetEngagements,
  loadRecords: loadTimeReport,
  saveRecord: saveTimeReportRecord,
  sendSheet: sendTimeReport,
  sheetSaga: timesheetsSaga,
} = createSheetSagas(timesheets, timesheetsApi);
