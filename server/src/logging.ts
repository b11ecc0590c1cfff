import type { FastifyLoggerOptions, FastifyRequest } from 'fastify';

/** Where log lines go: pino writes each line as one string. */
export interface LogStream {
  write(line: string): void;
}

/**
 * The logger's configuration: what it must never write is removed here, by configuration, not left
 * to each call. Passwords, tokens, card data and IBANs are redacted wherever they appear in a
 * logged object; a request is logged with its URL's secrets replaced (the reset link's token, the
 * calendar feed's secret, every query value); an error is logged by kind, code and where it was
 * thrown, never by its message, which for a failed query holds the SQL and its parameters.
 */

const CENSOR = '[redacted]';

/** Field names whose values are secrets wherever they appear. */
const SECRET_FIELDS = [
  'password',
  'oldPassword',
  'newPassword',
  'repeatPassword',
  'token',
  'secret',
  'iban',
  'card',
  'cardNumber',
  'cardCVC',
  'cardExpiry',
  'cvc',
  '"card[number]"',
  '"card[cvc]"',
  'authorization',
  'cookie',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** A path segment that is a token or secret: 20 or more characters of base64url or hex. */
const SECRET_SEGMENT = /^[A-Za-z0-9_-]{20,}(\.[a-z]+)?$/;

/**
 * The URL as it may be logged: any path segment that looks like a token (the reset link
 * /reset-password/{token}, the calendar feed /api/Calendario/{secret}.ics) and every query value
 * replaced; the query's names are kept.
 */
export function loggableUrl(url: string): string {
  const [pathPart, query] = url.split('?', 2);
  const path = pathPart
    .split('/')
    .map((segment) => (SECRET_SEGMENT.test(segment) ? CENSOR : segment))
    .join('/');
  if (query === undefined) return path;
  const names = query.split('&').map((pair) => `${pair.split('=')[0]}=${CENSOR}`);
  return `${path}?${names.join('&')}`;
}

/** What is logged of a request: Fastify's usual fields, with the URL made loggable. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * What is logged of an error: its kind, its code (a PostgreSQL SQLSTATE when the database refused),
 * its cause's kind and code, and its frames; never its message, whose text may carry the values
 * that failed (a query's parameters, a refused field).
 */
export function errorSerializer(error: unknown): Record<string, unknown> {
  if (error === null || typeof error !== 'object') return { kind: typeof error };
  const { name, code, stack, statusCode } = error as {
    name?: unknown;
    code?: unknown;
    stack?: unknown;
    statusCode?: unknown;
  };
  const cause = (error as { cause?: { code?: unknown; name?: unknown } }).cause;
  return {
    kind: typeof name === 'string' ? name : (error.constructor?.name ?? 'object'),
    ...((typeof code === 'string' || typeof code === 'number') && { code }),
    ...(typeof statusCode === 'number' && { statusCode }),
    ...(cause && typeof cause === 'object' && { cause: { kind: cause.name, code: cause.code } }),
    // The frames only: the lines before them repeat the message, which may span several lines.
    ...(typeof stack === 'string' && {
      at: stack
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.startsWith('at '))
        .slice(0, 5),
    }),
  };
}

/** The options Fastify builds its pino logger from; `stream` lets a test read every line. */
export function loggerOptions(level: string, stream?: LogStream): FastifyLoggerOptions {
  const options = {
    level,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: { req: requestSerializer, err: errorSerializer },
    ...(stream && { stream }),
  };
  // Fastify's types want an error serializer to write the message and stack: ours leaves the message out on purpose.
  return options as unknown as FastifyLoggerOptions;
}
