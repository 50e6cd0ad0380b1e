import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchesResponseSchema, type Match } from '@kindred/contract/matches';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { MATCHES_LIST_QUERY_KEY } from './match-query-keys';

/** The server's largest page (and its default). */
const PAGE_SIZE = 100;

function fetchMatchesPage(page: number, signal?: AbortSignal) {
  return apiRequest(API_PATHS.matches.list, {
    query: { page, limit: PAGE_SIZE },
    schema: matchesResponseSchema,
    signal,
  });
}

/**
 * `GET /matches`: all of the member's matches, newest first. Filters run on the loaded list
 * (SPEC 2), so a member with more than one page of matches gets every page, not just the first.
 */
export async function fetchMatches(signal?: AbortSignal): Promise<Match[]> {
  const first = await fetchMatchesPage(1, signal);
  const rest = await Promise.all(
    Array.from({ length: first.pagination.pages - 1 }, (_, index) => fetchMatchesPage(index + 2, signal)),
  );
  const seen = new Set<string>();
  // A match made while the pages load shifts the later pages by one: drop the repeat.
  return [first, ...rest]
    .flatMap((response) => response.matches)
    .filter((match) => !seen.has(match.id) && Boolean(seen.add(match.id)));
}

export const matchesQueryOptions = () =>
  queryOptions({ queryKey: MATCHES_LIST_QUERY_KEY, queryFn: ({ signal }) => fetchMatches(signal) });

/** SPEC 2 Matches screen: loaded once on open (the app's staleTime keeps quick returns from refetching). */
export function useMatches() {
  return useQuery(matchesQueryOptions());
}
