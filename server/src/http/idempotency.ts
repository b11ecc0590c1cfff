import type { FastifyRequest } from 'fastify';
import { ValidationError } from 'yup';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyRule } from '@shared/validation/subscriptions';
import { FieldRefusal } from './errors';

/**
 * The request's Idempotency-Key, checked with the shared rule; a malformed one is a field of the
 * 400 like any other. Required where a repeat must never act twice (a charge); elsewhere a missing
 * key answers undefined.
 */
export function idempotencyKeyOf(request: FastifyRequest, required: true): string;
export function idempotencyKeyOf(request: FastifyRequest, required: false): string | undefined;
export function idempotencyKeyOf(request: FastifyRequest, required: boolean): string | undefined {
  const rule = required ? idempotencyKeyRule : idempotencyKeyRule.optional();
  try {
    return rule.validateSync(request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
  } catch (error) {
    if (error instanceof ValidationError) throw new FieldRefusal(IDEMPOTENCY_KEY_HEADER, String(error.message));
    throw error;
  }
}
