import type { FieldError } from '@kindred/contract/errors';

/** Errors a service throws on purpose. Their message is written for the member and is shown. */
export class HttpError extends Error {
  /** Sent as Retry-After; a 503 without one gets the configured default (http/error-handler.ts). */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends HttpError {
  constructor(message: string, errors?: FieldError[]) {
    super(400, message, errors);
  }
}
export class Unauthorized extends HttpError {
  constructor(message: string) {
    super(401, message);
  }
}
export class Forbidden extends HttpError {
  constructor(message: string) {
    super(403, message);
  }
}
/**
 * 403 for a suspended member who proved who they are (decision 086): the body carries
 * `suspension`, why and until when, and the token that can appeal it.
 */
export class Suspended extends HttpError {
  constructor(
    message: string,
    readonly suspension: unknown,
  ) {
    super(403, message);
  }
}
export class NotFound extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}
export class Conflict extends HttpError {
  constructor(message: string, errors?: FieldError[]) {
    super(409, message, errors);
  }
}
/** 402: the feature belongs to a paid plan (decision 046). */
export class PaymentRequired extends HttpError {
  constructor(message: string) {
    super(402, message);
  }
}
/** 422: the request is well formed, but a rule refuses what it asks for now. */
export class UnprocessableEntity extends HttpError {
  constructor(message: string) {
    super(422, message);
  }
}
export class TooManyRequests extends HttpError {
  constructor(
    message: string,
    override readonly retryAfterSeconds?: number,
  ) {
    super(429, message);
  }
}

export class ServiceUnavailable extends HttpError {
  constructor(message: string) {
    super(503, message);
  }
}

/** A field-level 400: `{ message, errors: [{ path, message }] }` with the field's own message on top. */
export function fieldError(path: string, message: string): BadRequest {
  return new BadRequest(message, [{ path, message }]);
}
