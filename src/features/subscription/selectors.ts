import type { SubscriptionTypeState } from './subscriptionTypeSlice';
import { type SubscriptionState, plansAdapter } from './subscriptionSlice';

/* What other features and the app may read of the subscription: its type, which the menu and the home screen show. */

interface WithSubscriptionType {
  subscriptionType: SubscriptionTypeState;
}

/** tipologiaAbbonamento: 0 none, 1 Advanced, 2 Master (product.md §3.5). */
export const selectSubscriptionType = (state: WithSubscriptionType) => state.subscriptionType.value;
/** The starred features (jobs, search, favourites) need Master. */
export const selectIsMaster = (state: WithSubscriptionType) => state.subscriptionType.value === 2;

interface WithSubscription {
  subscription: SubscriptionState;
}

export const selectSubscription = (state: WithSubscription) => state.subscription;
export const { selectAll: selectPlans, selectById: selectPlanById } = plansAdapter.getSelectors(
  (state: WithSubscription) => state.subscription.plans,
);
