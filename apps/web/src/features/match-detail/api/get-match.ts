import { useQuery } from '@tanstack/react-query';
import { matchResponseSchema, type Match } from '@kindred/contract/matches';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

/** Every match query (lists and single matches) lives under this key; a change to one reloads them. */
export const MATCHES_QUERY_KEY = ['matches'] as const;
export const matchQueryKey = (matchId: string) => [...MATCHES_QUERY_KEY, 'detail', matchId] as const;

export function fetchMatch(matchId: string, signal?: AbortSignal): Promise<Match> {
  return apiRequest(API_PATHS.matches.byId(matchId), { schema: matchResponseSchema, signal }).then(
    (response) => response.match,
  );
}

/** `GET /matches/{id}`: the match and the other member's profile, with their privacy applied. */
export function useMatch(matchId: string) {
  return useQuery({
    queryKey: matchQueryKey(matchId),
    queryFn: ({ signal }) => fetchMatch(matchId, signal),
    enabled: matchId !== '',
  });
}
