import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LocationSuggestionsResponse } from '@kindred/contract/profile';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export const LOCATION_QUERY_MIN_LENGTH = 2;

export async function searchLocations(query: string, signal?: AbortSignal): Promise<LocationSuggestionsResponse> {
  // The answer's schema (zod) loads with the first search, not with the registration page (decision 042).
  const schema = import('@kindred/contract/profile').then((contract) => contract.locationSuggestionsResponseSchema);
  const response = await apiRequest(API_PATHS.locations, { query: { q: query }, signal });
  return (await schema).parse(response);
}

/** City suggestions for the text typed so far (`GET /locations?q=`). */
export function useLocationSuggestions(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['locations', trimmed.toLowerCase()],
    queryFn: ({ signal }) => searchLocations(trimmed, signal),
    enabled: trimmed.length >= LOCATION_QUERY_MIN_LENGTH,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    select: (response) => response.data,
  });
}
