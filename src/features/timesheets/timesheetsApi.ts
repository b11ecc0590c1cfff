import { type RequestOptions, api, apiCall } from '../../api/client';
import type { RecordsSent } from '@shared/contracts/dailyRecords';
import type { TimeReportRecord } from '@shared/contracts/timesheets';
import type { SheetApi } from '../../store/sheets/sheetSagas';
import { sheetsApi } from '../../store/sheets/sheetsApi';
import type { TimeReportRequest } from '@shared/validation/timesheets';

/** product.md §2.7, Time reports. */
export const timesheetsApi: SheetApi<TimeReportRecord, TimeReportRequest> = {
  records: (engagementId: number) => sheetsApi.timeReport(engagementId),
  create: (request: TimeReportRequest, options?: RequestOptions) =>
    api.post<TimeReportRecord>('/api/Ingaggi/CompilaTimeReport', request, options),
  update: (request: TimeReportRequest, options?: RequestOptions) =>
    api.put<TimeReportRecord>('/api/Ingaggi/ModificaTimeReport', request, options),
  /** The answer's message is the banner's ("Email sent"). */
  send: (engagementId: number) =>
    apiCall<RecordsSent>('POST', '/api/Ingaggi/InviaMailTimeReport', { body: { idIngaggio: engagementId } }),
};
