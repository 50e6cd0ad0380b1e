import { useQuery } from '@tanstack/react-query';
import { matchResponseSchema, type Match } from '@kindred/contract/matches';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

/**
 * The same key as the match detail page's query of this match: an unmatch or a block there
 * (which invalidates ['matches']) reaches the chat too, and the two pages share one copy.
 */
export const chatMatchQueryKey = (matchId: string) => ['matches', 'detail', matchId] as const;
export const MATCH_DETAILS_QUERY_KEY = ['matches', 'detail'] as const;

export function fetchChatMatch(matchId: string, signal?: AbortSignal): Promise<Match> {
  return apiRequest(API_PATHS.matches.byId(matchId), { schema: matchResponseSchema, signal }).then(
    (response) => response.match,
  );
}

/** SPEC 4 Chat: on open the conversation fetches the match (`GET /matches/{id}`): who, and online or not. */
export function useChatMatch(matchId: string) {
  return useQuery({
    queryKey: chatMatchQueryKey(matchId),
    queryFn: ({ signal }) => fetchChatMatch(matchId, signal),
    enabled: matchId !== '',
  });
}
