import { api } from '../../api/client';
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

/** product.md §2.7, Jobs (an engagement's withdrawal is enlistmentsApi.answer's). */
export const jobsApi = {
  jobs: () => api.get<Job[]>('/api/Jobs/RecuperaJobs'),
  acceptedEngagements: (jobId: number) => engagementsOf('Accettati', jobId),
  sentEngagements: (jobId: number) => engagementsOf('Inviati', jobId),
  create: (job: JobRequest) => api.post<Job>('/api/Jobs/CreaJob', job),
  update: (job: AggiornaJobRequest) => api.put<Job>('/api/Jobs/AggiornaJob', job),
  remove: (jobId: number) => api.delete<null>(`/api/Jobs/CancellaJob/${jobId}`),
};
