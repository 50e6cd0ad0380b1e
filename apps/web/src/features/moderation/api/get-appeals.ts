import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@kindred/contract/constants';
import { moderationAppealsResponseSchema } from '@kindred/contract/moderation-decisions';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export const APPEALS_QUERY_KEY = ['moderation', 'appeals'] as const;
export type AppealSort = 'oldest' | 'newest';

/** `GET /moderation/appeals?status=open&sort=...&page=...` (decision 086): waiting appeals, a page at a time. */
export function fetchAppeals(sort: AppealSort, page: number, signal?: AbortSignal) {
  return apiRequest(API_PATHS.moderation.appeals, {
    query: { status: 'open', sort, page, limit: LIMITS.moderationPageSize },
    schema: moderationAppealsResponseSchema,
    signal,
  });
}

export function useAppeals({ enabled, sort, page }: { enabled: boolean; sort: AppealSort; page: number }) {
  return useQuery({
    queryKey: [...APPEALS_QUERY_KEY, sort, page],
    queryFn: ({ signal }) => fetchAppeals(sort, page, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
