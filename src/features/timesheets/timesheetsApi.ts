import { api, apiCall } from '../../api/client';
import type { RecordsSent } from '@shared/contracts/dailyRecords';
import type { TimeReportRecord } from '@shared/contracts/timesheets';
import type { SheetApi } from '../../store/sheets/sheetSagas';
import { sheetsApi } from '../../store/sheets/sheetsApi';
import type { TimeReportRequest } from '@shared/validation/timesheets';

/** product.md §2.7, Time reports. */
export const timesheetsApi: SheetApi<TimeReportRecord, TimeReportRequest> = {
  records: (engagementId: number) => sheetsApi.timeReport(engagementId),
  create: (request: TimeReportRequest) => api.post<TimeReportRecord>('/api/Ingaggi/CompilaTimeReport', request),
  update: (request: TimeReportRequest) => api.put<TimeReportRecord>('/api/Ingaggi/ModificaTimeReport', request),
  /** The answer's message is the banner's ("Email sent"). */
  send: (engagementId: number) =>
    apiCall<RecordsSent>('POST', '/api/Ingaggi/InviaMailTimeReport', { body: { idIngaggio: engagementId } }),
};
