import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
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

export const likedYouQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: LIKED_YOU_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => fetchLikedYou(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ locked, pagination }) =>
      !locked && pagination.page < pagination.pages ? pagination.page + 1 : undefined,
  });

/**
 * `GET /matches/liked-you` (decision 046): who liked the member and waits for an answer, newest
 * first, a page at a time. Basic gets the count, `locked`, and nobody (one page, no more).
 */
export function useLikedYou() {
  return useInfiniteQuery(likedYouQueryOptions());
}

/**
 * Someone answered or blocked leaves the list and the count at once; the pages are fetched again
 * afterwards by whoever calls this, since every later page moved up by one (pages are offsets).
 */
export function forgetLikedYouMember(queryClient: QueryClient, memberId: string): void {
  queryClient.setQueryData<LikedYouData>(LIKED_YOU_QUERY_KEY, (data) => {
    if (!data) return data;
    const held = data.pages.some((page) => page.members.some((member) => member.id === memberId));
    if (!held) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        count: Math.max(0, page.count - 1),
        members: page.members.filter((member) => member.id !== memberId),
      })),
    };
  });
}
