import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@kindred/contract/constants';
import { conversationsResponseSchema } from '@kindred/contract/conversations';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

/** Every query of this feature lives under this key. */
export const CONVERSATIONS_QUERY_KEY = ['conversations'] as const;
export const CONVERSATION_LISTS_QUERY_KEY = [...CONVERSATIONS_QUERY_KEY, 'list'] as const;

/** The list's query parameter for the archived conversations (`/messages?archived=true`). */
export const ARCHIVED_PARAM = 'archived';

export interface ConversationsFilter {
  /** Search by match (the other member's name). */
  search: string;
  archived: boolean;
}

export const conversationsQueryKey = (filter: ConversationsFilter) =>
  [...CONVERSATION_LISTS_QUERY_KEY, filter] as const;

export function fetchConversations(filter: ConversationsFilter, page: number, signal?: AbortSignal) {
  return apiRequest(API_PATHS.messages.conversations, {
    query: {
      page,
      limit: LIMITS.pageSizes.conversationsList,
      search: filter.search.trim() || undefined,
      archived: String(filter.archived),
    },
    schema: conversationsResponseSchema,
    signal,
  });
}

export const conversationsQueryOptions = (filter: ConversationsFilter) =>
  infiniteQueryOptions({
    queryKey: conversationsQueryKey(filter),
    queryFn: ({ pageParam, signal }) => fetchConversations(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) => (pagination.page < pagination.pages ? pagination.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });

/**
 * SPEC 7 `GET /messages/conversations` (page 1, limit 20; more pages on request), latest
 * activity first. While a new search loads, the previous rows stay on screen.
 */
export function useConversations(filter: ConversationsFilter) {
  return useInfiniteQuery(conversationsQueryOptions(filter));
}
