import { useQuery, type QueryClient } from '@tanstack/react-query';
import { dateSharesResponseSchema, type DateSharesResponse } from '@kindred/contract/date-safety';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

/** Every date-safety read (shares, check-ins) lives under this key. */
export const DATE_SAFETY_QUERY_KEY = ['date-safety'] as const;
export const dateSharesQueryKey = (planId: string) => [...DATE_SAFETY_QUERY_KEY, 'shares', planId] as const;

export function fetchDateShares(planId: string, signal?: AbortSignal): Promise<DateSharesResponse> {
  return apiRequest(API_PATHS.dateSafety.shares(planId), { schema: dateSharesResponseSchema, signal });
}

/** `GET /dates/{id}/shares`: the member's live shares of the plan, and their contacts to choose from. */
export function useDateShares(planId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: dateSharesQueryKey(planId),
    queryFn: ({ signal }) => fetchDateShares(planId, signal),
    enabled,
  });
}

/** After a share changes: the plan's shares and its check-ins (whether one may start) again. */
export function refreshDateSafety(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: DATE_SAFETY_QUERY_KEY });
}
