import type { QueryClient } from '@tanstack/react-query';
import { MATCHES_QUERY_KEY, matchQueryKey } from './get-match';

/**
 * After an unmatch or a block the match is gone: its page must not show it again from the
 * cache, and the lists that held it reload when next shown.
 */
export function forgetEndedMatch(queryClient: QueryClient, matchId: string): void {
  queryClient.removeQueries({ queryKey: matchQueryKey(matchId), exact: true });
  void queryClient.invalidateQueries({ queryKey: MATCHES_QUERY_KEY });
}
