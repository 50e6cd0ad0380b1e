import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnlineNowResponse } from '@kindred/contract/online-now';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

/**
 * `onlineNowResponseSchema`'s check, by hand: the landing page is the first thing a visitor loads,
 * and its bundle stays free of zod (decision 042).
 */
export function readOnlineNow(answer: unknown): OnlineNowResponse {
  const fields = typeof answer === 'object' && answer !== null && !Array.isArray(answer) ? answer : null;
  const onlineNow: unknown = fields ? (fields as Record<string, unknown>).onlineNow : undefined;
  if (onlineNow === null) return { onlineNow };
  if (typeof onlineNow !== 'number' || !Number.isInteger(onlineNow) || onlineNow < 0) {
    throw new Error('Unexpected online-now answer');
  }
  return { onlineNow };
}

/** `GET /stats/online-now` (decision 068): members online now, rounded down, or null when too few. */
export async function fetchOnlineNow(signal?: AbortSignal): Promise<OnlineNowResponse> {
  return readOnlineNow(await apiRequest(API_PATHS.onlineNow, { signal }));
}

export const onlineNowQuery = queryOptions({
  queryKey: ['online-now'] as const,
  queryFn: ({ signal }) => fetchOnlineNow(signal),
  // The server counts once a minute.
  staleTime: 60_000,
  retry: false,
});

export function useOnlineNow() {
  return useQuery(onlineNowQuery);
}
