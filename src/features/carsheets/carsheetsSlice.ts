import type { CarSheetRecord } from '@shared/contracts/carsheets';
import { createSheetSlice } from '../../store/sheets/sheetSlice';
import type { CarSheetRequest } from '@shared/validation/carsheets';

/** /carsheets: the worker's engagements, the chosen one's car records by giorno, and the flows. */
export const carsheets = createSheetSlice<'carsheets', CarSheetRecord, CarSheetRequest>(
  'carsheets',
  (record) => record.giorno,
);

export const carsheetsReducer = carsheets.reducer;
