import { type Static, type TSchema, Type } from '@sinclair/typebox';

/**
 * Answers' shapes, written once: the server declares them as route response schemas (Fastify
 * serialises with them and sends only declared fields; OpenAPI shows them), and the SPA reads the
 * types derived from them with `Static<>`, imported as types only so no schema code ships.
 */

/** `{ success, message, data }`: the wrapper every answer of the API carries. */
export const envelope = <Data extends TSchema>(data: Data) =>
  Type.Object({ success: Type.Boolean(), message: Type.Union([Type.String(), Type.Null()]), data });

export type Envelope<Data extends TSchema> = Static<ReturnType<typeof envelope<Data>>>;

/** A value or null, as the API writes an absent value. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
