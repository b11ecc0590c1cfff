import * as yup from 'yup';

/** Subscription tiers (00-DECISIONS): 0 none, 1 Advanced, 2 Master. */
export const TIER_NONE = 0;
export const TIER_ADVANCED = 1;
export const TIER_MASTER = 2;
export type SubscriptionTier = typeof TIER_ADVANCED | typeof TIER_MASTER;

/** POST and PUT /api/Subscription. */
export const subscriptionRequestSchema = yup.object({
  id_Abbonamento: yup
    .number()
    .typeError('validation.subscription.plan.required')
    .required('validation.subscription.plan.required')
    .integer('validation.subscription.plan.required')
    .positive('validation.subscription.plan.required'),
  pagamento_automatico: yup
    .boolean()
    .typeError('validation.subscription.autoRenew.required')
    .required('validation.subscription.autoRenew.required'),
});
export type SubscriptionRequest = yup.InferType<typeof subscriptionRequestSchema>;

/**
 * The Idempotency-Key header every activation carries: the same key sent twice charges once. A
 * client makes a fresh one (a UUID) for each Activate press and reuses it when it retries.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeyRule = yup
  .string()
  .required('validation.idempotencyKey.required')
  .matches(/^[\x21-\x7e]{1,255}$/, 'validation.idempotencyKey.invalid');
