import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@kindred/contract/constants';
import { messagesPageSchema } from '@kindred/contract/conversations';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { CONVERSATIONS_QUERY_KEY } from './get-conversations';

export const messagesQueryKey = (matchId: string) => [...CONVERSATIONS_QUERY_KEY, 'messages', matchId] as const;

export function fetchMessagesPage(matchId: string, page: number, signal?: AbortSignal) {
  return apiRequest(API_PATHS.conversations.messages(matchId), {
    query: { page, limit: LIMITS.pageSizes.messages },
    schema: messagesPageSchema,
    signal,
  });
}

export const messagesQueryOptions = (matchId: string) =>
  infiniteQueryOptions({
    queryKey: messagesQueryKey(matchId),
    queryFn: ({ pageParam, signal }) => fetchMessagesPage(matchId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) => (pagination.page < pagination.pages ? pagination.page + 1 : undefined),
    // The socket keeps an open thread current; a refetch would only repeat it.
    staleTime: Infinity,
    enabled: matchId !== '',
  });

/**
 * SPEC 7 `GET /conversations/{id}/messages` (50 a page, newest first). Page 1 is the latest;
 * 'Load older messages' asks for the next page number (DESIGN 2: really older ones).
 */
export function useMessages(matchId: string) {
  return useInfiniteQuery(messagesQueryOptions(matchId));
}
