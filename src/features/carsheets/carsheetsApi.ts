import { type RequestOptions, api, apiCall } from '../../api/client';
import type { CarSheetRecord } from '@shared/contracts/carsheets';
import type { RecordsSent } from '@shared/contracts/dailyRecords';
import type { SheetApi } from '../../store/sheets/sheetSagas';
import { sheetsApi } from '../../store/sheets/sheetsApi';
import type { CarSheetRequest } from '@shared/validation/carsheets';

/** product.md §2.7, Car sheets (RecuperaSchedeAuto's id is the engagement's). */
export const carsheetsApi: SheetApi<CarSheetRecord, CarSheetRequest> = {
  records: (engagementId: number) => sheetsApi.carSheet(engagementId),
  create: (request: CarSheetRequest, options?: RequestOptions) =>
    api.post<CarSheetRecord>('/api/SchedeAuto/SalvaSchedeAuto', request, options),
  /** The update dialog's request carries the record's id_SchedeAuto (carSheetUpdateSchema). */
  update: (request: CarSheetRequest, options?: RequestOptions) =>
    api.put<CarSheetRecord>('/api/SchedeAuto/AggiornaSchedeAuto', request, options),
  /** The answer's message is the banner's ("Email sent"). */
  send: (engagementId: number) =>
    apiCall<RecordsSent>('POST', '/api/SchedeAuto/InviaMailSchedeAutoReport', { body: { idIngaggio: engagementId } }),
};
