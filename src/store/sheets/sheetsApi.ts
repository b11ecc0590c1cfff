import { type DownloadedFile, api, apiDownload } from '../../api/client';
import type { CarSheetRecord } from '@shared/contracts/carsheets';
import type { RecordsReviewed } from '@shared/contracts/dailyRecords';
import type { Enlistment } from '@shared/contracts/enlistments';
import type { TimeReportRecord } from '@shared/contracts/timesheets';
import type { ReviewRequest } from '@shared/validation/reviews';

/** The two day sheets. */
export type SheetKind = 'timeReport' | 'carSheet';

const PDF_PATHS: Record<SheetKind, string> = {
  timeReport: '/api/Ingaggi/TimeReportPdf',
  carSheet: '/api/SchedeAuto/SchedeAutoPdf',
};

const REVIEW_PATHS: Record<SheetKind, string> = {
  timeReport: '/api/Ingaggi/RevisioneTimeReport',
  carSheet: '/api/SchedeAuto/RevisioneSchedeAuto',
};

/**
 * The day sheets' reads, shared by the worker's pages and the job's page: the worker's accepted
 * engagements (ListaIngaggi), an engagement's records (every one for its worker, the sent ones for
 * the job's owner) and the sent records' PDF.
 */
export const sheetsApi = {
  acceptedEngagements: () => api.get<Enlistment[]>('/api/Ingaggi/ListaIngaggi'),
  timeReport: (engagementId: number) =>
    api.get<TimeReportRecord[]>(`/api/Ingaggi/RecuperaDatiTimeReport/${engagementId}`),
  carSheet: (engagementId: number) => api.get<CarSheetRecord[]>(`/api/SchedeAuto/RecuperaSchedeAuto/${engagementId}`),
  pdf: (kind: SheetKind, engagementId: number): Promise<DownloadedFile> =>
    apiDownload(`${PDF_PATHS[kind]}/${engagementId}`, `${kind}-${engagementId}.pdf`),
  review: (kind: SheetKind, request: ReviewRequest) => api.put<RecordsReviewed>(REVIEW_PATHS[kind], request),
};
