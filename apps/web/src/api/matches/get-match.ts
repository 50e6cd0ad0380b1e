import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchResponseSchema, type Match } from '@kindred/contract/matches';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { matchQueryKey } from './match-query-keys';

export function fetchMatch(matchId: string, signal?: AbortSignal): Promise<Match> {
  return apiRequest(API_PATHS.matches.byId(matchId), { schema: matchResponseSchema, signal }).then(
    (response) => response.match,
  );
}

export const matchQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: matchQueryKey(matchId),
    queryFn: ({ signal }) => fetchMatch(matchId, signal),
    enabled: matchId !== '',
  });

/** `GET /matches/{id}`: the match and the other member's profile, with their privacy applied. */
export function useMatch(matchId: string) {
  return useQuery(matchQueryOptions(matchId));
}
