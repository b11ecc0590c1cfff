import './locale';
import * as yup from 'yup';
import { MAX_ID } from './locale';
import { IDEMPOTENCY_KEY_HEADER } from './tiers';
import { idempotencyKeyRule } from './idempotency';

export * from './idempotency';

export * from './tiers';

/** POST and PUT /api/Subscription. */
export const subscriptionRequestSchema = yup.object({
  id_Abbonamento: yup
    .number()
    .typeError('validation.subscription.plan.required')
    .required('validation.subscription.plan.required')
    .integer('validation.subscription.plan.required')
    .positive('validation.subscription.plan.required')
    .max(MAX_ID, 'validation.subscription.plan.required'),
  pagamento_automatico: yup
    .boolean()
    .typeError('validation.subscription.autoRenew.required')
    .required('validation.subscription.autoRenew.required'),
});
export type SubscriptionRequest = yup.InferType<typeof subscriptionRequestSchema>;

/** POST /api/Subscription's headers, as the OpenAPI document shows them (the route checks the key with the rule above). */
export const idempotencyKeyHeaderSchema = yup.object({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeyRule.meta({
    jsonSchema: { description: 'A fresh UUID per Activate press: the same key sent again charges nothing more' },
  }),
});
