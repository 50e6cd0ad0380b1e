import { MESSAGES } from '@kindred/contract/messages';
import { ApiRequestError, errorMessage } from './api-client';

export interface Failure {
  message: string;
  errors: string[];
}

/**
 * What a failed save shows (SPEC 8): the server's field errors listed under 'Please fix the
 * following errors:', else the server's message, else the screen's fallback text.
 */
export function failureFrom(error: unknown, fallback: string): Failure {
  if (error instanceof ApiRequestError && error.errors.length > 0) {
    return { message: MESSAGES.fixErrorsHeading, errors: [...new Set(error.errors.map((issue) => issue.message))] };
  }
  return { message: errorMessage(error, fallback), errors: [] };
}

/** Validation found problems before anything was sent. */
export function validationFailure(errors: string[]): Failure {
  return { message: MESSAGES.fixErrorsHeading, errors };
}
