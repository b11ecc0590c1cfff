import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { type AnyObject, type ObjectSchema, isSchema, type Schema } from 'yup';

export const OPENAPI_PREFIX = '/api/docs';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Request headers a route reads and checks itself (so that their refusal is a field of its 400
     * like any other): shown in the document only, since a headers schema would make Fastify
     * replace the request's headers with the checked ones.
     */
    requestHeaders?: ObjectSchema<AnyObject>;
  }
}

type JsonSchema = Record<string, unknown>;

const isNullable = (schema: JsonSchema) =>
  schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));

/**
 * Whether `value` keeps the bounds `schema` itself sets (yup's bounds, before forOpenApi30): enough
 * to tell whether the default yup fills in for a missing field passes the field's own rule.
 */
function withinBounds(schema: JsonSchema, value: unknown): boolean {
  const at = (keyword: string, otherwise: number) =>
    typeof schema[keyword] === 'number' ? (schema[keyword] as number) : otherwise;
  if (value === null) return isNullable(schema);
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return false;
  if (Array.isArray(value)) return value.length >= at('minItems', 0) && value.length <= at('maxItems', Infinity);
  if (typeof value === 'string') {
    const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern) : null;
    return (
      value.length >= at('minLength', 0) &&
      value.length <= at('maxLength', Infinity) &&
      (!pattern || pattern.test(value))
    );
  }
  if (typeof value === 'number') {
    return (
      value >= at('minimum', -Infinity) &&
      value <= at('maximum', Infinity) &&
      value > at('exclusiveMinimum', -Infinity) &&
      value < at('exclusiveMaximum', Infinity)
    );
  }
  return true;
}

/**
 * Whether a default yup describes is one the server applies to a request that leaves the field out,
 * and so worth documenting: never on a field the request must send (or on the request itself, or an
 * item of a list), and never on an object (yup assembles an object's default from its fields'
 * defaults, which says nothing about the wire).
 */
const appliedDefault = (schema: JsonSchema, optional: boolean) => optional && schema.type !== 'object';

/**
 * A yup schema converted to JSON Schema, made the OpenAPI 3.0 Schema Object it is read as:
 * - moreThan/lessThan (positive()) convert to JSON Schema's numeric exclusiveMinimum/Maximum, which
 *   3.0 writes as a boolean beside minimum/maximum;
 * - defaults the server never applies are left out (appliedDefault), and a field whose default its
 *   own rule refuses is required;
 * - email() and url() leave the empty string to required() (yup skips '' in those tests), so an
 *   optional field with such a format also accepts '', which the document says.
 */
function forOpenApi30(schema: JsonSchema, optional: boolean): JsonSchema {
  const result: JsonSchema = { ...schema };
  for (const [exclusive, inclusive] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    const bound = result[exclusive];
    if (typeof bound !== 'number') continue;
    const other = result[inclusive];
    const tighter = typeof other === 'number' && (inclusive === 'minimum' ? other > bound : other < bound);
    if (tighter) {
      delete result[exclusive];
    } else {
      result[inclusive] = bound;
      result[exclusive] = true;
    }
  }
  if ('default' in result && !appliedDefault(result, optional)) delete result.default;
  if (optional && (result.format === 'email' || result.format === 'uri')) {
    const { format, ...rest } = result;
    return { ...rest, anyOf: [{ maxLength: 0 }, { format }] };
  }
  if (result.properties) {
    const properties = Object.entries(result.properties as Record<string, JsonSchema>);
    // yup fills a missing field with its default and then checks it: when the field's own rule
    // refuses that default (an empty list where one item is needed, null where null is not
    // accepted), leaving the field out is refused, so the field is required in effect.
    const required = new Set([
      ...((result.required as string[] | undefined) ?? []),
      ...properties
        .filter(([, property]) => 'default' in property && !withinBounds(property, property.default))
        .map(([name]) => name),
    ]);
    result.properties = Object.fromEntries(
      properties.map(([name, property]) => [name, forOpenApi30(property, !required.has(name))]),
    );
    if (required.size > 0) result.required = [...required];
  }
  if (result.items) result.items = forOpenApi30(result.items as JsonSchema, false);
  return result;
}

/** Route schemas are yup schemas; the document shows them as the OpenAPI 3.0 schema they amount to. */
function asJsonSchema(schema: unknown): unknown {
  return isSchema(schema) ? forOpenApi30(convertSchema(schema as Schema) as JsonSchema, false) : schema;
}

/**
 * A stable operationId from the method and the path, so a generated client's names follow the routes
 * and never need writing by hand: GET /api/Preferiti/Categoria/:id is getPreferitiCategoriaById.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const [name, ...suffixes] = segment.split('.');
      const parts = name.startsWith(':')
        ? ['by', ...name.slice(1).split(/[^A-Za-z0-9]+/)]
        : name.split(/[^A-Za-z0-9]+/);
      return [...parts, ...suffixes];
    })
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
}

const RETRY_AFTER = {
  'Retry-After': { type: 'integer', minimum: 0, description: 'Seconds to wait before trying again' },
};
const ETAG = {
  ETag: { type: 'string', description: 'The version of this answer: send it back as If-None-Match' },
};
const IF_NONE_MATCH = {
  'If-None-Match': {
    type: 'string',
    description: 'The ETag of the copy the client holds: if it is still current the answer is 304 with no body',
  },
};

type Responses = Record<string, JsonSchema>;

/** The headers a response carries, beside its schema: @fastify/swagger writes `headers` as the response's. */
function withHeaders(responses: Responses, codes: string[], headers: JsonSchema): Responses {
  const result = { ...responses };
  for (const code of codes) {
    if (result[code]) result[code] = { ...result[code], headers: { ...(result[code].headers as object), ...headers } };
  }
  return result;
}

/** The request headers a route reads: its own declared ones, and If-None-Match where it answers 304. */
function requestHeadersOf(declared: ObjectSchema<AnyObject> | undefined, revalidates: boolean): JsonSchema | null {
  const schema = declared ? (asJsonSchema(declared) as JsonSchema) : { type: 'object', properties: {} };
  if (revalidates) schema.properties = { ...(schema.properties as object), ...IF_NONE_MATCH };
  return Object.keys(schema.properties as object).length > 0 ? schema : null;
}

/** OpenAPI at /api/docs, generated from the routes' own schemas so it cannot drift from the code. */
export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Troupe API',
        version: '1.0.0',
        description: 'Every answer is wrapped as { success, message, data }.',
      },
      // Each installation serves its own API beside its document.
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    // The routes' tags, declared once at the top as OpenAPI wants every tag an operation uses to be.
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      const { openapiObject } = documentObject;
      const used = Object.values(openapiObject.paths ?? {}).flatMap((methods) =>
        Object.values(methods ?? {}).flatMap((operation) => (operation as { tags?: string[] }).tags ?? []),
      );
      return { ...openapiObject, tags: [...new Set(used)].sort().map((name) => ({ name })) };
    },
    transform: ({ schema, url, route }) => {
      if (!schema) return { schema, url };
      const transformed: FastifySchema & { operationId?: string } = { ...schema };
      for (const part of ['body', 'querystring', 'params'] as const) {
        if (schema[part]) transformed[part] = asJsonSchema(schema[part]);
      }
      const method = [route.method].flat()[0] as HTTPMethods;
      transformed.operationId = (schema as { operationId?: string }).operationId ?? operationIdOf(method, url);

      let responses = (schema.response ?? {}) as Responses;
      const revalidates = '304' in responses;
      // The overload guard (503) and the rate limits (429) say when to come back.
      responses = withHeaders(responses, ['429', '503'], RETRY_AFTER);
      if (revalidates) responses = withHeaders(responses, ['200', '304'], ETAG);
      transformed.response = responses;
      const headers = requestHeadersOf(route.config?.requestHeaders, revalidates);
      if (headers) transformed.headers = headers;
      return { schema: transformed, url };
    },
  });
  await app.register(swaggerUi, { routePrefix: OPENAPI_PREFIX });
});
