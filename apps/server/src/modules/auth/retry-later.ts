import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@kindred/contract/messages';
import { HttpError } from '../../http/errors';

/** A 429 (throttled) or 503 (busy) that tells the client when to come back. */
export class RetryLater extends HttpError {
  constructor(
    statusCode: 429 | 503,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, MESSAGES.tooManyRequests);
  }
}

/** onError runs before the app's error handler, which then writes the body as for any HttpError. */
export function sendRetryAfter(app: FastifyInstance): void {
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RetryLater) reply.header('retry-after', String(Math.max(1, error.retryAfterSeconds)));
  });
}
