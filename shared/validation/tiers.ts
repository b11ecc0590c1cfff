/**
 * Subscription tiers and the activation's idempotency header, without yup, so the store and the
 * sagas use them without loading the request rules of subscriptions.ts.
 */
/** Subscription tiers (product.md §3.5): 0 none, 1 Advanced, 2 Master. */
export const TIER_NONE = 0;
export const TIER_ADVANCED = 1;
export const TIER_MASTER = 2;
export type SubscriptionTier = typeof TIER_ADVANCED | typeof TIER_MASTER;

/**
 * The Idempotency-Key header every activation carries: the same key sent twice charges once. A
 * client makes a fresh one (a UUID) for each Activate press and reuses it when it retries.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
