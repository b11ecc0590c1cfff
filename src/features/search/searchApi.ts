import { api } from '../../api/client';
import type { EngagementStateAnswer } from '@shared/contracts/enlistments';
import type { ProfiloPubblico } from '@shared/contracts/profile';
import type { SearchResult } from '@shared/contracts/search';
import type { EngagementRequest } from '@shared/validation/enlistments';
import type { SearchCriteria } from '@shared/validation/search';

/** product.md §2.7, Search and avatar; the crew card; the engagement request sent from it. */
export const searchApi = {
  search: (criteria: SearchCriteria) => api.post<SearchResult>('/api/SearchEngine/', criteria),
  /** The avatar as a data: URL (the server's thumbnail), null without a photo. */
  avatar: (userId: number) =>
    api.get<string | null>(`/api/Profilo/RecuperaImmagineProfilo/${userId}`, { query: { base64: true } }),
  card: (userId: number) => api.get<ProfiloPubblico>(`/api/Profilo/RecuperaProfilo/${userId}`),
  sendRequest: (request: EngagementRequest) =>
    api.post<EngagementStateAnswer>('/api/Ingaggi/InviaRichiestaIngaggio', request),
};
