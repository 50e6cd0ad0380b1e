import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';
import { API_PATHS } from '@kindred/contract/routes';
import { moderationVerificationsResponseSchema } from '@kindred/contract/verification';
import { apiRequest } from '@/lib/api-client';

export const VERIFICATION_QUEUE_QUERY_KEY = ['moderation', 'verifications'] as const;
/** Selfies are sent inline (data URLs): a short page. */
const PAGE_SIZE = 10;

export type VerificationQueuePage = z.infer<typeof moderationVerificationsResponseSchema>;
export type VerificationQueueData = InfiniteData<VerificationQueuePage, number>;

/** Pending first either way; the oldest waiting first (the default) or the newest (decision 086). */
export type VerificationSort = 'oldest' | 'newest';

export function fetchVerificationQueue(page: number, sort: VerificationSort = 'oldest', signal?: AbortSignal) {
  return apiRequest(API_PATHS.moderation.verifications, {
    query: { page, limit: PAGE_SIZE, sort },
    schema: moderationVerificationsResponseSchema,
    signal,
  });
}

/**
 * `GET /moderation/verifications`: selfies a page at a time, pending first (oldest waiting
 * first), then those already reviewed. Only asked for a moderator; the server answers 403 to
 * anyone else all the same.
 */
export function useVerificationQueue({ enabled, sort = 'oldest' }: { enabled: boolean; sort?: VerificationSort }) {
  return useInfiniteQuery({
    queryKey: [...VERIFICATION_QUEUE_QUERY_KEY, sort],
    queryFn: ({ pageParam, signal }) => fetchVerificationQueue(pageParam, sort, signal),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) => (pagination.page < pagination.pages ? pagination.page + 1 : undefined),
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
