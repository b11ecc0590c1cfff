import { createSheetSagas } from '../../store/sheets/sheetSagas';
import { carsheetsApi } from './carsheetsApi';
import { carsheets } from './carsheetsSlice';

/** Load, save and send (store/sheets/sheetSagas.ts) over the car sheet calls. */
export const {
  loadEngagements: loadCarsheetEngagements,
  loadRecords: loadCarSheet,
  saveRecord: saveCarSheetRecord,
  sendSheet: sendCarSheet,
  sheetSaga: carsheetsSaga,
} = createSheetSagas(carsheets, carsheetsApi);
