import { api } from '../../api/client';
import type { Earnings } from '@shared/contracts/costs';

/** product.md §4.20: the signed-in worker's months of a year with their engagements' totals. */
export const earningsApi = {
  year: (anno: number) => api.get<Earnings>('/api/Ingaggi/Compensi', { query: { anno } }),
};
