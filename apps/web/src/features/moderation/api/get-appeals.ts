import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@kindred/contract/constants';
import { moderationAppealsResponseSchema, type AppealQueueStatus } from '@kindred/contract/moderation-decisions';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export const APPEALS_QUERY_KEY = ['moderation', 'appeals'] as const;
export type AppealSort = 'oldest' | 'newest';

interface AppealsQuery {
  status: AppealQueueStatus;
  sort: AppealSort;
  page: number;
}

/** `GET /moderation/appeals?status=...&sort=...&page=...` (decision 086): waiting or answered appeals, a page at a time. */
export function fetchAppeals({ status, sort, page }: AppealsQuery, signal?: AbortSignal) {
  return apiRequest(API_PATHS.moderation.appeals, {
    query: { status, sort, page, limit: LIMITS.moderationPageSize },
    schema: moderationAppealsResponseSchema,
    signal,
  });
}

export function useAppeals({ enabled, ...query }: AppealsQuery & { enabled: boolean }) {
  return useQuery({
    queryKey: [...APPEALS_QUERY_KEY, query.status, query.sort, query.page],
    queryFn: ({ signal }) => fetchAppeals(query, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
