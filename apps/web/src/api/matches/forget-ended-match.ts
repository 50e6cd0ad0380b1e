import type { QueryClient } from '@tanstack/react-query';
import type { Match } from '@kindred/contract/matches';
import { MATCHES_LIST_QUERY_KEY, MATCHES_QUERY_KEY, matchQueryKey } from './match-query-keys';

/**
 * After an unmatch or a block the match is gone: it leaves the cached list at once, its page
 * must not show it again from the cache, and whatever else held it reloads when next shown.
 */
export function forgetEndedMatch(queryClient: QueryClient, matchId: string): void {
  queryClient.setQueryData<Match[]>(MATCHES_LIST_QUERY_KEY, (list) => list?.filter((match) => match.id !== matchId));
  queryClient.removeQueries({ queryKey: matchQueryKey(matchId), exact: true });
  void queryClient.invalidateQueries({ queryKey: MATCHES_QUERY_KEY, refetchType: 'none' });
}
