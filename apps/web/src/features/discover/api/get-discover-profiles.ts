import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { discoverResponseSchema, type Recommendation } from '@kindred/contract/discovery';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import type { DiscoverQueryParams } from '../lib/discover-filters';

/** Every Discover query (the list under each filter set, and single profiles) lives under this key. */
export const DISCOVER_QUERY_KEY = ['discover'] as const;

export function fetchDiscoverProfiles(query: DiscoverQueryParams, signal?: AbortSignal): Promise<Recommendation[]> {
  return apiRequest(API_PATHS.discover, { query, schema: discoverResponseSchema, signal }).then(
    (response) => response.profiles,
  );
}

/**
 * `GET /discover`: the server searches, filters and sorts. While a new filter set loads, the
 * previous results stay on screen (isPlaceholderData) instead of a spinner.
 */
export function useDiscoverProfiles(query: DiscoverQueryParams) {
  return useQuery({
    queryKey: [...DISCOVER_QUERY_KEY, 'list', query],
    queryFn: ({ signal }) => fetchDiscoverProfiles(query, signal),
    placeholderData: keepPreviousData,
  });
}
