import { type DownloadedFile, api, apiDownload } from '../../api/client';
import type { JobCosts } from '@shared/contracts/costs';
import type { Job, JobEngagement } from '@shared/contracts/jobs';
import type { AggiornaJobRequest, JobRequest, MAX_ENGAGEMENTS_PER_PAGE } from '@shared/validation/jobs';

/**
 * product.md §2.9: a job's engagements come in one page of 1000, the most the server gives. The
 * type ties the value to the rule's without loading yup into the store's code.
 */
const ENGAGEMENTS_PAGE_SIZE: typeof MAX_ENGAGEMENTS_PER_PAGE = 1000;

const engagementsOf = (group: 'Accettati' | 'Inviati', jobId: number) =>
  api.get<JobEngagement[]>(`/api/Jobs/RecuperaIngaggi/${group}`, {
    query: { job: jobId, page: 1, per_page: ENGAGEMENTS_PAGE_SIZE },
  });

/** The cost sheet's two files (product.md §4.20). */
export type CostsFormat = 'csv' | 'pdf';
const COSTS_MEDIA_TYPES: Record<CostsFormat, string> = { csv: 'text/csv', pdf: 'application/pdf' };

/** product.md §2.7, Jobs (an engagement's withdrawal is enlistmentsApi.answer's). */
export const jobsApi = {
  jobs: () => api.get<Job[]>('/api/Jobs/RecuperaJobs'),
  acceptedEngagements: (jobId: number) => engagementsOf('Accettati', jobId),
  sentEngagements: (jobId: number) => engagementsOf('Inviati', jobId),
  create: (job: JobRequest) => api.post<Job>('/api/Jobs/CreaJob', job),
  update: (job: AggiornaJobRequest) => api.put<Job>('/api/Jobs/AggiornaJob', job),
  remove: (jobId: number) => api.delete<null>(`/api/Jobs/CancellaJob/${jobId}`),
  /** product.md §4.20: what the job costs, a line per engagement. */
  costs: (jobId: number) => api.get<JobCosts>(`/api/Jobs/Costi/${jobId}`),
  costsFile: (jobId: number, format: CostsFormat): Promise<DownloadedFile> =>
    apiDownload(`/api/Jobs/Costi/${jobId}/${format}`, `costs-${jobId}.${format}`, COSTS_MEDIA_TYPES[format]),
};
