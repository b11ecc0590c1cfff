import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError, type Schema } from 'yup';
import { type FieldMessage, failure, validationFailure } from '@shared/contracts/envelope';
import { DEFAULT_LANGUAGE } from '@shared/validation/language';
import '@shared/validation/locale';
import { isMessageId, requestLanguage, translate } from '../i18n/messages';
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
    // A message that is not one of ours (a rule left unworded) is said generically, never echoed.
    const id = isMessageId(failure.message) ? failure.message : 'validation.invalid';
    fields.push({ field, message: translate(language, id) });
  }
  return fields;
}

/** Deeper than this, a body is no form of ours: refused before any rule walks it. */
const MAX_DEPTH = 32;
/** Names every object inherits: no field of ours is called so, and yup would take them for its own. */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

/** `part` of the request cannot be read as data at all (too deep, or nothing a schema can walk). */
const malformed = (part: string) => new ValidationError('api.error.malformed', undefined, part);

class TooDeep extends Error {}

/**
 * The input as plain data a schema may walk: keys named after Object.prototype's members
 * (`__proto__`, `toString`, `constructor`...) are dropped, as stripUnknown would drop any other
 * unknown key; a text with a NUL character, which PostgreSQL cannot store, fails at its field; and
 * nesting deeper than MAX_DEPTH fails the whole part.
 */
function plainData(value: unknown, path: string, depth: number, failures: ValidationError[]): unknown {
  if (typeof value === 'string') {
    if (value.includes('\u0000'))
      failures.push(new ValidationError('validation.text.invalidCharacter', undefined, path));
    return value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) throw new TooDeep();
  const child = (key: string | number) =>
    path ? `${path}${typeof key === 'number' ? `[${key}]` : `.${key}`}` : String(key);
  if (Array.isArray(value)) return value.map((item, index) => plainData(item, child(index), depth + 1, failures));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!INHERITED.has(key)) copy[key] = plainData(item, child(key), depth + 1, failures);
  }
  return copy;
}

/**
 * When casting throws (yup casts an array or an object where it expects a text by calling its
 * methods), the same schema checked strictly, without casts, names the fields whose value is of
 * the wrong kind. What even that cannot read is the part as a whole.
 */
function strictFailure(schema: Schema, data: unknown, part: string): ValidationError {
  try {
    schema.validateSync(data, { abortEarly: false, strict: true });
  } catch (error) {
    if (error instanceof ValidationError) {
      const wrongKind = error.inner.filter(
        (failure) => failure.type === 'typeError' && typeof failure.value === 'object' && failure.value !== null,
      );
      if (wrongKind.length > 0) return new ValidationError(wrongKind);
    }
  }
  return malformed(part);
}

/**
 * Route schemas are yup schemas from shared/validation, so the server checks exactly what the forms
 * check. Unknown keys are dropped and values are cast (trimmed strings, numbers from strings).
 * Whatever the input, the answer is the value or a ValidationError (a 400), never a throw.
 */
function yupValidatorCompiler({ schema, httpPart }: { schema: unknown; httpPart?: string }) {
  const yupSchema = schema as Schema;
  const part = httpPart === 'querystring' ? 'query' : (httpPart ?? 'body');
  return (input: unknown) => {
    let data: unknown;
    const failures: ValidationError[] = [];
    try {
      data = plainData(input, '', 0, failures);
    } catch (error) {
      if (error instanceof TooDeep) return { error: malformed(part) };
      throw error;
    }
    if (failures.length > 0) return { error: new ValidationError(failures) };
    try {
      return { value: yupSchema.validateSync(data, { abortEarly: false, stripUnknown: true }) };
    } catch (error) {
      if (error instanceof ValidationError) return { error };
      return { error: strictFailure(yupSchema, data, part) };
    }
  };
}

const BODY_METHODS = ['POST', 'PUT', 'PATCH'];

/**
 * The failures a route can answer, each with the schema it is sent with. Any signed-in call may
 * meet a tier (in the route or in its service) and any call a rate limit or the overload guard, so only the body
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
    // The overload guard (plugins/overload.ts) may refuse any API call before its route runs.
    [503, failure('Overloaded: try again after Retry-After seconds')],
  ];
  return answers.filter((answer): answer is [number, TSchema] => answer[1] !== false);
}

const KNOWN_MESSAGES: Record<number, string> = {
  401: 'api.error.unauthorized',
  403: 'api.error.forbidden',
  404: 'api.error.notFound',
  405: 'api.error.notFound',
  406: 'api.error.unsupportedMediaType',
  413: 'api.error.tooLarge',
  414: 'api.error.tooLarge',
  415: 'api.error.unsupportedMediaType',
  429: 'api.error.tooManyRequests',
  500: 'api.error.generic',
  503: 'api.error.unavailable',
};

/** Fastify's and its plugins' codes for a body or a path that cannot be read as sent. */
const MALFORMED_CODES = new Set<unknown>([
  'FST_ERR_BAD_URL',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_INVALID_JSON_FIELD_ERROR',
  'FST_PROTO_VIOLATION',
]);

/** The multipart parser (busboy) throws plain errors for a body it cannot split: no boundary, a cut part. */
function unreadableMultipart(error: { statusCode?: number; message: string }, request: FastifyRequest): boolean {
  return (
    error.statusCode === undefined &&
    request.isMultipart?.() === true &&
    /multipart|boundary|part header/i.test(error.message)
  );
}

function sendFailure(request: FastifyRequest, reply: FastifyReply, status: number) {
  return reply.code(status).send({
    success: false,
    message: translate(requestLanguage(request), KNOWN_MESSAGES[status] ?? 'api.error.generic'),
    data: null,
  });
}

/**
 * Errors Fastify meets before any route is found (a path that does not decode, a parameter too
 * long): passed to Fastify's `frameworkErrors` option so they answer in the envelope too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const title = translate(requestLanguage(request), 'api.error.validation');
  const message = translate(requestLanguage(request), 'api.error.malformed');
  return reply.code(400).send({
    success: false,
    message: title,
    data: {
      title,
      modelValidationError: [{ field: error.code === 'FST_ERR_BAD_URL' ? 'path' : 'request', message }],
    },
  });
}

/**
 * What Node's HTTP parser refuses before any request exists (a 20 KB address or headers past the
 * limit: 431; a request that did not arrive in time: 408; bytes that are no HTTP: 400), answered in
 * the envelope as every other failure instead of Fastify's own JSON. Nothing of the request could
 * be read, its language included, so the message is in the default language. Passed to Fastify's
 * `clientErrorHandler` option; `this` is the app, for its log.
 */
export function clientErrors(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  // A connection reset leaves nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const t = (id: string) => translate(DEFAULT_LANGUAGE, id);
  const refused = (id: string) => ({ success: false, message: t(id), data: null });
  const title = t('api.error.validation');
  const [status, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, refused('api.error.tooLarge')]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, refused('api.error.timeout')]
        : [
            400,
            {
              success: false,
              message: title,
              data: { title, modelValidationError: [{ field: 'request', message: t('api.error.malformed') }] },
            },
          ];
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

/** The error shapes of product.md §3.2; no stack trace or SQL ever reaches a client. */
export default fp(async function errorEnvelope(app: FastifyInstance) {
  app.setValidatorCompiler(yupValidatorCompiler);

  // Every API route answers its failures in these shapes: declared here once, so they are
  // serialised by schema and documented on every call. A route that answers failures in another
  // protocol (the sandbox provider's token endpoint) declares '4xx' and '5xx' itself.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith(OPENAPI_PREFIX)) return;
    const declared = (route.schema?.response ?? {}) as Record<string, unknown>;
    const missing = failureResponses(route).filter(
      ([code]) => !(code in declared) && !(`${String(code)[0]}xx` in declared),
    );
    route.schema = { ...route.schema, response: { ...Object.fromEntries(missing), ...declared } };
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send({ success: false, message: translate(requestLanguage(request), 'api.error.notFound'), data: null });
  });

  app.setErrorHandler((error: FastifyError | ApiProblem | ValidationError, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof ValidationError) return sendValidationFailure(request, reply, fieldsOf(error, request));
    if (error instanceof FieldRefusal) {
      return sendValidationFailure(request, reply, [
        { field: error.field, message: translate(language, error.messageId) },
      ]);
    }
    if (error instanceof ApiProblem) {
      // A refusal (200) is serialised by the route's answer schema, whose data is nullable for it.
      return reply
        .code(error.statusCode)
        .send({ success: false, message: translate(language, error.messageId, error.values), data: null });
    }
    const status = unreadableMultipart(error, request) ? 400 : (error.statusCode ?? 500);
    if (status === 400 || MALFORMED_CODES.has(error.code)) {
      // Malformed JSON, a multipart body without its boundary and the like: the body as a whole is at fault.
      return sendValidationFailure(request, reply, [
        { field: 'body', message: translate(language, 'api.error.malformed') },
      ]);
    }
    if ((status >= 400 && status < 500) || status === 503) return sendFailure(request, reply, status);
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' && request.raw.socket?.destroyed) {
      // The client closed its connection before the answer was written (a closed tab, a dropped
      // signal, a load test's end): nothing failed here, and the answer goes nowhere. Noted at info,
      // as Fastify notes a stream it could not finish, so that an error in the log is a fault.
      request.log.info({ code: error.code }, 'client left before the answer');
      return sendFailure(request, reply, 500);
    }
    // Unexpected: the logger's error serializer writes its kind, code and frames, never its message.
    request.log.error({ err: error }, 'request failed');
    return sendFailure(request, reply, 500);
  });
});
