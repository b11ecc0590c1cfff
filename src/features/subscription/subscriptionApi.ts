import { api, apiCall } from '../../api/client';
import type { BillingRequest } from '@shared/validation/billing';
import type { SubscriptionRequest } from '@shared/validation/subscriptions';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/validation/tiers';
import type { Billing, CurrentSubscription, Plan } from '@shared/contracts/subscriptions';
import type { ProviderKey, SavedCard } from '@shared/contracts/payments';

export const subscriptionApi = {
  plans: () => api.get<Plan[]>('/api/Subscription/List'),
  current: () => api.get<CurrentSubscription | null>('/api/Subscription/'),
  savedCard: () => api.get<SavedCard | null>('/api/Pagamenti'),
  billing: () => api.get<Billing | null>('/api/Profilo/RecuperaDatiFatturazione'),
  saveBilling: (billing: BillingRequest) => api.post<Billing>('/api/Profilo/aggiornaDatiFatturazione', billing),
  providerKey: () => api.get<ProviderKey>('/api/Pagamenti/Key'),
  saveCard: (token: string) => api.post<SavedCard>('/api/Pagamenti', { token }),
  /** The key makes a retried activation charge once (product.md §3.5: every charge recorded once). */
  subscribe: (request: SubscriptionRequest, idempotencyKey: string) =>
    apiCall<CurrentSubscription>('POST', '/api/Subscription', {
      body: request,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
  updateRenewal: (request: SubscriptionRequest) => api.put<CurrentSubscription>('/api/Subscription', request),
  cancel: () => apiCall<null>('DELETE', '/api/Subscription/'),
};

export const newIdempotencyKey = () => crypto.randomUUID();
