import './locale';
import * as yup from 'yup';

/**
 * The Idempotency-Key header's value: 1 to 255 visible characters. A subscription's activation
 * must carry one; a time report's or car sheet's write may.
 */
export const idempotencyKeyRule = yup
  .string()
  .required('validation.idempotencyKey.required')
  .matches(/^[\x21-\x7e]{1,255}$/, 'validation.idempotencyKey.invalid');
