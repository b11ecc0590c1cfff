import type { MessageValues } from '../i18n/messages';

/**
 * What a service throws when it says no. The error plugin turns each into the wire shape of
 * product.md §3.2, with the message translated into the request's language.
 */
export abstract class ApiProblem extends Error {
  abstract readonly statusCode: number;
  constructor(
    readonly messageId: string,
    readonly values?: MessageValues,
  ) {
    super(messageId);
  }
}

/** A business refusal: HTTP 200 with success false (wrong password, duplicate username, …). */
export class Refusal extends ApiProblem {
  readonly statusCode = 200;
}

/** A field-level refusal found by a rule that needs the database (taken username, …). */
export class FieldRefusal extends ApiProblem {
  readonly statusCode = 400;
  constructor(
    readonly field: string,
    messageId: string,
  ) {
    super(messageId);
  }
}

export class Unauthorized extends ApiProblem {
  readonly statusCode = 401;
  constructor() {
    super('api.error.unauthorized');
  }
}

export class Forbidden extends ApiProblem {
  readonly statusCode = 403;
}

/** Also what another user's resource answers: never reveal that it exists. */
export class NotFound extends ApiProblem {
  readonly statusCode = 404;
  constructor() {
    super('api.error.notFound');
  }
}

/** 429; a limit longer than the usual minute names its own wait in its message. */
export class TooManyRequests extends ApiProblem {
  readonly statusCode = 429;
  constructor(messageId = 'api.error.tooManyRequests') {
    super(messageId);
  }
}

/** 503: the server is busy (too many uploads, an overloaded event loop); the client may retry after a few seconds. */
export class ServiceUnavailable extends ApiProblem {
  readonly statusCode = 503;
  constructor(
    messageId = 'api.error.busy',
    readonly retryAfterSeconds = 5,
  ) {
    super(messageId, { seconds: retryAfterSeconds });
  }
}
