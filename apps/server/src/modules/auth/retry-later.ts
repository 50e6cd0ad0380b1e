import { MESSAGES } from '@kindred/contract/messages';
import { HttpError } from '../../http/errors';

/** A 429 (throttled) or 503 (busy) that tells the client when to come back (the error handler sends Retry-After). */
export class RetryLater extends HttpError {
  constructor(
    statusCode: 429 | 503,
    override readonly retryAfterSeconds: number,
    message: string = MESSAGES.tooManyRequests,
  ) {
    super(statusCode, message);
  }
}
