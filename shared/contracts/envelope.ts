import { type Static, type TSchema, type TUnsafe, Type } from '@sinclair/typebox';

/**
 * Answers' shapes, written once: the server declares them as route response schemas (Fastify
 * serialises with them and sends only declared fields; OpenAPI shows them), and the SPA reads the
 * types derived from them with `Static<>`, imported as types only so no schema code ships.
 *
 * Dates: a day is a 'YYYY-MM-DD' string (`Day()`); an instant is `Type.String({ format: 'date-time' })`,
 * which the serialiser writes as an ISO string even when the service hands it a Date.
 */

/**
 * A value or null, as the API writes an absent value. A schema with one `type` becomes
 * `type: [that, 'null']`, which fast-json-stringify serialises without validating the value
 * (an `anyOf` would be checked branch by branch on every answer) and OpenAPI 3.0 shows as
 * `nullable: true`. Constants and unions become `anyOf [schema, null]`.
 */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const { type } = schema as { type?: unknown };
  if (Array.isArray(type) ? type.includes('null') : type === 'null') return Type.Unsafe<Static<T> | null>(schema);
  if (typeof type === 'string' && !('const' in schema) && !('enum' in schema)) {
    return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] });
  }
  return Type.Unsafe<Static<T> | null>(Type.Union([schema, Type.Null()]));
}

/** A calendar day, 'YYYY-MM-DD' (product.md §1.9: dates are sent as YYYY-MM-DD). */
export const Day = (options: { description?: string } = {}) => Type.String({ format: 'date', ...options });

/**
 * `{ success, message, data }`: the wrapper every answer of the API carries. `data` is what the
 * call answers when success is true; it is null when success is false, a business refusal that
 * HTTP 200 carries with its reason in `message` (product.md §3.2). Any call may
 * refuse, so every answer's schema accepts it.
 */
export const envelope = <Data extends TSchema>(data: Data) =>
  Type.Object({
    success: Type.Boolean({ description: 'false: a business refusal, its reason in message, data null' }),
    message: Nullable(Type.String({ description: 'shown to the user as a banner when present' })),
    data: Nullable(data),
  });

export type Envelope<Data extends TSchema> = Static<ReturnType<typeof envelope<Data>>>;

/** The answer of a call that says only how it went (registration, deletions): data is null. */
export const messageOnlyResponse = envelope(Type.Null());

// -- failures -------------------------------------------------------------------------------------
// The error plugin answers these on every route (server/src/plugins/errors.ts), so no route
// declares them itself.

/** One field's refusal in a 400's modelValidationError. */
export const fieldMessage = Type.Object({
  field: Type.String({
    description:
      "the field at fault as the request names it (listaRuoli[0].id_Ruolo), or 'body' for the body as a whole",
  }),
  message: Type.String({ description: "in the request's language" }),
});
export type FieldMessage = Static<typeof fieldMessage>;

/** 400: every failing field, each once, with the summary as message and data.title. */
export const validationFailure = Type.Object(
  {
    success: Type.Literal(false),
    message: Type.String(),
    data: Type.Object({ title: Type.String(), modelValidationError: Type.Array(fieldMessage) }),
  },
  { description: 'Validation failure: every failing field with its message' },
);
export type ValidationFailure = Static<typeof validationFailure>;

/** Any other HTTP failure (401, 403, 404, 413, 415, 429, 500): the reason as message, data null. */
export const failure = (description: string) =>
  Type.Object({ success: Type.Literal(false), message: Type.String(), data: Type.Null() }, { description });
