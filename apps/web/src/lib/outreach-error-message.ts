import { ApiRequestError, NetworkError } from './api-client';

export interface OutreachErrorTexts {
  tooManyRequests: string;
  networkError: string;
  failed: string;
}

/**
 * What a public form (waitlist, newsletter, contact) says when sending fails: the server's own
 * sentence for a 400, a calm "try again later" for a 429, a retry hint when offline, and
 * nothing technical for the rest.
 */
export function outreachErrorMessage(error: unknown, texts: OutreachErrorTexts): string {
  if (error instanceof NetworkError) return texts.networkError;
  if (error instanceof ApiRequestError) {
    if (error.status === 429) return texts.tooManyRequests;
    if (error.status < 500) return error.message;
  }
  return texts.failed;
}
