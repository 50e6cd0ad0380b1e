import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@kindred/contract/messages';
import type { ApiError, FieldError } from '@kindred/contract/errors';
import { describeDatabaseError, isDatabaseUnavailable } from '../db/database-unavailable';
import { StorageError } from '../storage/object-storage';
import { HttpError, Suspended } from './errors';

/** Fastify's own 4xx errors, reworded for people. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.malformedJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MESSAGES.malformedJson,
};

function validationErrors(
  error: { validation: { instancePath: string; message?: string }[] },
  context: string | undefined,
): FieldError[] {
  return error.validation.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    return { path: path || (context ?? ''), message: issue.message ?? MESSAGES.validationFailed };
  });
}

/**
 * The one error handler: `{ message, errors? }`. 4xx messages are written for the member and
 * pass through; 5xx details are logged with the request id and hidden. A database that cannot be
 * reached is a 503 with Retry-After, as is every other 503 (docs/decisions/037).
 */
export function installErrorHandler(app: FastifyInstance, { retryAfterSeconds }: { retryAfterSeconds: number }): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error instanceof HttpError) {
      const body: ApiError & { suspension?: unknown } = {
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error instanceof Suspended && error.suspension ? { suspension: error.suspension } : {}),
      };
      const retryAfter = error.retryAfterSeconds ?? (error.statusCode === 503 ? retryAfterSeconds : undefined);
      if (retryAfter !== undefined && !reply.hasHeader('retry-after')) {
        reply.header('retry-after', String(Math.max(1, retryAfter)));
      }
      return reply.status(error.statusCode).send(body);
    }
    if (isDatabaseUnavailable(error)) {
      // The pool logs the outage once (db/postgres-pool.ts); each refused request only at debug.
      request.log.debug({ db: describeDatabaseError(error) }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', retryAfterSeconds)
        .send({ message: MESSAGES.temporarilyUnavailable } satisfies ApiError);
    }
    if (error instanceof StorageError) {
      // The bucket or folder refused (decision 091): the log says which and why, the member may retry.
      request.log.error({ err: error }, error.message);
      return reply
        .status(503)
        .header('retry-after', retryAfterSeconds)
        .send({ message: MESSAGES.temporarilyUnavailable } satisfies ApiError);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationErrors(error, error.validationContext);
      return reply
        .status(400)
        .send({ message: errors[0]?.message ?? MESSAGES.validationFailed, errors } satisfies ApiError);
    }
    if (error.validation) {
      const errors = validationErrors(
        error as { validation: { instancePath: string; message?: string }[] },
        error.validationContext,
      );
      return reply
        .status(400)
        .send({ message: errors[0]?.message ?? MESSAGES.validationFailed, errors } satisfies ApiError);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FASTIFY_MESSAGES[error.code] ?? (status === 429 ? MESSAGES.tooManyRequests : error.message);
      return reply.status(status).send({ message } satisfies ApiError);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: MESSAGES.somethingWentWrong } satisfies ApiError);
  });
}
