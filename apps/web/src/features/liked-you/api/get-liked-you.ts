import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { likedYouResponseSchema, type LikedYouResponse } from '@kindred/contract/billing';
import { LIKED_YOU_PAGE_SIZE } from '@kindred/contract/liked-you-screen';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export const LIKED_YOU_QUERY_KEY = ['liked-you'] as const;

export type LikedYouData = InfiniteData<LikedYouResponse, number>;

export function fetchLikedYou(page: number, signal?: AbortSignal): Promise<LikedYouResponse> {
  return apiRequest(API_PATHS.interactions.likedYou, {
    query: { page, limit: LIKED_YOU_PAGE_SIZE },
    schema: likedYouResponseSchema,
    signal,
  });
}

/**
 * `GET /matches/liked-you` (decision 046): who liked the member and waits for an answer, newest
 * first, a page at a time. Basic gets the count, `locked`, and nobody (one page, no more).
 */
export function useLikedYou() {
  return useInfiniteQuery({
    queryKey: LIKED_YOU_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => fetchLikedYou(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ locked, pagination }) =>
      !locked && pagination.page < pagination.pages ? pagination.page + 1 : undefined,
  });
}
