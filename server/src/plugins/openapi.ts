import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { isSchema, type Schema } from 'yup';

export const OPENAPI_PREFIX = '/api/docs';

/** Route schemas are yup schemas; the document shows them as the JSON Schema they amount to. */
function asJsonSchema(schema: unknown): unknown {
  return isSchema(schema) ? convertSchema(schema as Schema) : schema;
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
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: ({ schema, url }) => {
      if (!schema) return { schema, url };
      const transformed: FastifySchema = { ...schema };
      for (const part of ['body', 'querystring', 'params'] as const) {
        if (schema[part]) transformed[part] = asJsonSchema(schema[part]);
      }
      return { schema: transformed, url };
    },
  });
  await app.register(swaggerUi, { routePrefix: OPENAPI_PREFIX });
});
