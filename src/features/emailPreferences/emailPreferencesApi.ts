import { api } from '../../api/client';
import type { EmailPreferencesAnswer } from '@shared/contracts/emailPreferences';
import type { EmailPreferencesRequest } from '@shared/validation/emailPreferences';

/** product.md §4.18, Email preferences. */
export const emailPreferencesApi = {
  read: () => api.get<EmailPreferencesAnswer>('/api/PreferenzeEmail'),
  save: (preferences: EmailPreferencesRequest) => api.put<EmailPreferencesAnswer>('/api/PreferenzeEmail', preferences),
};
