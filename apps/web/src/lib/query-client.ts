import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';
import { isServerUnavailable } from './server-unavailable';

const FIRST_RETRY_DELAY_MS = 1000;
const MAX_RETRY_DELAY_MS = 10_000;

/**
 * An outage (503, no answer) is waited out: the screen keeps its spinner or its last data
 * under the reconnecting banner instead of showing its error. A 4xx will not change on its
 * own; any other failure gets two more tries.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isServerUnavailable(error)) return true;
  if (error instanceof ApiRequestError && error.status < 500) return false;
  return failureCount < 2;
}

/** 1 s, 2 s, 4 s... up to 10 s, or the server's Retry-After when it sent one (within that cap). */
export function queryRetryDelay(failureCount: number, error: unknown): number {
  const asked = error instanceof ApiRequestError ? error.retryAfterSeconds : null;
  const delay = asked !== null ? asked * 1000 : FIRST_RETRY_DELAY_MS * 2 ** failureCount;
  return Math.min(delay, MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
