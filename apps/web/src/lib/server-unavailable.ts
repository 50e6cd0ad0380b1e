import { ApiRequestError, NetworkError } from './api-client';

function isAbort(cause: unknown): boolean {
  return typeof cause === 'object' && cause !== null && (cause as { name?: unknown }).name === 'AbortError';
}

/**
 * The server is restarting or its database blinked (a 503), or the request got no answer at
 * all: the same request will work a little later. An abort by the caller is not one.
 */
export function isServerUnavailable(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.status === 503;
  return error instanceof NetworkError && !isAbort(error.cause);
}
