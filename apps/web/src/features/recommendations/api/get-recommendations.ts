import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  recommendationsResponseSchema,
  type Recommendation,
  type RecommendationFilter,
} from '@kindred/contract/discovery';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

/** Every cached list; an interaction removes its member from all of them. */
export const RECOMMENDATIONS_QUERY_KEY = ['recommendations', 'list'] as const;

export const recommendationsQueryKey = (filter: RecommendationFilter) =>
  [...RECOMMENDATIONS_QUERY_KEY, filter] as const;

export function fetchRecommendations(filter: RecommendationFilter, signal?: AbortSignal): Promise<Recommendation[]> {
  return apiRequest(API_PATHS.recommendations.list, {
    query: {
      minAge: filter.minAge,
      maxAge: filter.maxAge,
      maxDistance: filter.maxDistance,
      interests: filter.interests?.join(','),
      lookingFor: filter.lookingFor,
    },
    schema: recommendationsResponseSchema,
    signal,
  }).then((response) => response.recommendations);
}

export const recommendationsQueryOptions = (filter: RecommendationFilter) =>
  queryOptions({
    queryKey: recommendationsQueryKey(filter),
    queryFn: ({ signal }) => fetchRecommendations(filter, signal),
    // The cards stay while a changed filter loads.
    placeholderData: keepPreviousData,
  });

/** `GET /recommendations`, keyed on the filter: a changed filter loads again (SPEC 4). */
export function useRecommendations(filter: RecommendationFilter) {
  return useQuery(recommendationsQueryOptions(filter));
}
