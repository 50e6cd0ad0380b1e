import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { LIMITS } from '@kindred/contract/constants';
import { API_PATHS } from '@kindred/contract/routes';
import { moderationReportsResponseSchema, type ModerationSort } from '@kindred/contract/safety';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** Every order of the open queue lives under this key. */
export const MODERATION_QUEUE_QUERY_KEY = ['moderation', 'open'] as const;
export const moderationQueueQueryKey = (sort: ModerationSort) => [...MODERATION_QUEUE_QUERY_KEY, sort] as const;

export type ModerationQueuePage = z.infer<typeof moderationReportsResponseSchema>;
export type ModerationQueueData = InfiniteData<ModerationQueuePage, number>;

export function fetchModerationQueue(sort: ModerationSort, page: number, signal?: AbortSignal) {
  return apiRequest(API_PATHS.moderation.reports, {
    query: { status: 'open', sort, page, limit: LIMITS.moderationPageSize },
    schema: moderationReportsResponseSchema,
    signal,
  });
}

/**
 * `GET /moderation/reports?status=open&sort=...&page=...`: the open reports a page at a time, in
 * the order the moderator chose (the server's default: most-reported member first, then newest).
 * Only asked for a moderator; the server answers 403 to anyone else all the same. Reports keep
 * arriving, so the queue is refreshed whenever the moderator comes back to the tab.
 */
export function useModerationQueue({ enabled, sort }: { enabled: boolean; sort: ModerationSort }) {
  return useInfiniteQuery({
    queryKey: moderationQueueQueryKey(sort),
    queryFn: ({ pageParam, signal }) => fetchModerationQueue(sort, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) => (pagination.page < pagination.pages ? pagination.page + 1 : undefined),
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
