import { useQuery } from '@tanstack/react-query';
import { recommendationResponseSchema, type Recommendation } from '@kindred/contract/discovery';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { DISCOVER_QUERY_KEY } from './get-discover-profiles';

export function fetchDiscoverProfile(id: string, signal?: AbortSignal): Promise<Recommendation> {
  return apiRequest(API_PATHS.recommendations.byId(id), { schema: recommendationResponseSchema, signal }).then(
    (response) => response.data,
  );
}

/**
 * `GET /recommendations/{id}`: one member's current card. The card from the list is shown at
 * once and replaced by the fresh one (a like or a match may have changed since the list loaded).
 */
export function useDiscoverProfile(card: Recommendation) {
  return useQuery({
    queryKey: [...DISCOVER_QUERY_KEY, 'profile', card.id],
    queryFn: ({ signal }) => fetchDiscoverProfile(card.id, signal),
    placeholderData: card,
    staleTime: 0,
  });
}
