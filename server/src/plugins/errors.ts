import type { TSchema } from '@sinclair/typebox';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError, type Schema } from 'yup';
import { type FieldMessage, failure, validationFailure } from '../../../src/contracts/envelope';
import { requestLanguage, translate } from '../i18n/messages';
import { ApiProblem, FieldRefusal } from '../http/errors';
import { OPENAPI_PREFIX } from './openapi';

function sendValidationFailure(request: FastifyRequest, reply: FastifyReply, fields: FieldMessage[]) {
  const title = translate(requestLanguage(request), 'api.error.validation');
  return reply.code(400).send({ success: false, message: title, data: { title, modelValidationError: fields } });
}

/** Every failing field once, each with its first message, in the request's language. */
function fieldsOf(error: ValidationError, request: FastifyRequest): FieldMessage[] {
  const language = requestLanguage(request);
  const failures = error.inner.length > 0 ? error.inner : [error];
  const seen = new Set<string>();
  const fields: FieldMessage[] = [];
  for (const failure of failures) {
    const field = failure.path || 'body';
    if (seen.has(field)) continue;
    seen.add(field);
    fields.push({ field, message: translate(language, String(failure.message)) });
  }
  return fields;
}

/**
 * Route schemas are yup schemas from src/validation, so the server checks exactly what the forms
 * check. Unknown keys are dropped and values are cast (trimmed strings, numbers from strings).
 */
function yupValidatorCompiler({ schema }: { schema: unknown }) {
  const yupSchema = schema as Schema;
  return (data: unknown) => {
    try {
      return { value: yupSchema.validateSync(data, { abortEarly: false, stripUnknown: true }) };
    } catch (error) {
      if (error instanceof ValidationError) return { error };
      throw error;
    }
  };
}

const BODY_METHODS = ['POST', 'PUT', 'PATCH'];

/**
 * The failures a route can answer, each with the schema it is sent with. Any signed-in call may
 * meet a tier (in the route or in its service) and any call a rate limit, so only the body
 * failures and the token ones depend on the route.
 */
function failureResponses(route: RouteOptions): [code: number, schema: TSchema][] {
  const signedIn = route.config?.access !== 'public';
  const takesBody = [route.method].flat().some((method) => BODY_METHODS.includes(method));
  const answers: [number, TSchema | false][] = [
    [400, validationFailure],
    [401, signedIn && failure('No token, or one that is no longer valid')],
    [403, signedIn && failure('The subscription tier does not allow this call')],
    [404, failure("Not found, also another user's resource")],
    [413, takesBody && failure('Body too large')],
    [415, takesBody && failure('Unsupported content type')],
    [429, failure('Too many requests')],
    [500, failure('Server error')],
  ];
  return answers.filter((answer): answer is [number, TSchema] => answer[1] !== false);
}

/** The error shapes of 00-DECISIONS.md; no stack trace or SQL ever reaches a client. */
export default fp(async function errorEnvelope(app: FastifyInstance) {
  app.setValidatorCompiler(yupValidatorCompiler);

  // Every API route answers its failures in these shapes: declared here once, so they are
  // serialised by schema and documented on every call. A route that answers failures in another
  // protocol (the sandbox provider's token endpoint) declares '4xx' and '5xx' itself.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith(OPENAPI_PREFIX)) return;
    const declared = (route.schema?.response ?? {}) as Record<string, unknown>;
    const missing = failureResponses(route).filter(([code]) => !(code in declared) && !(`${String(code)[0]}xx` in declared));
    route.schema = { ...route.schema, response: { ...Object.fromEntries(missing), ...declared } };
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ success: false, message: translate(requestLanguage(request), 'api.error.notFound'), data: null });
  });

  app.setErrorHandler((error: FastifyError | ApiProblem | ValidationError, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof ValidationError) return sendValidationFailure(request, reply, fieldsOf(error, request));
    if (error instanceof FieldRefusal) {
      return sendValidationFailure(request, reply, [{ field: error.field, message: translate(language, error.messageId) }]);
    }
    if (error instanceof ApiProblem) {
      // A refusal (200) is serialised by the route's answer schema, whose data is nullable for it.
      return reply
        .code(error.statusCode)
        .send({ success: false, message: translate(language, error.messageId, error.values), data: null });
    }
    const status = error.statusCode ?? 500;
    if (status === 400) {
      // Malformed JSON, a wrong content type and the like: the body as a whole is the field at fault.
      return sendValidationFailure(request, reply, [{ field: 'body', message: translate(language, 'api.error.malformed') }]);
    }
    const knownMessages: Record<number, string> = {
      401: 'api.error.unauthorized',
      403: 'api.error.forbidden',
      404: 'api.error.notFound',
      406: 'api.error.generic',
      413: 'api.error.tooLarge',
      415: 'api.error.unsupportedMediaType',
      429: 'api.error.tooManyRequests',
    };
    if (knownMessages[status]) {
      return reply.code(status).send({ success: false, message: translate(language, knownMessages[status]), data: null });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ success: false, message: translate(language, 'api.error.generic'), data: null });
  });
});
