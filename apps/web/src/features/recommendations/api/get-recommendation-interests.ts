import { queryOptions, useQuery } from '@tanstack/react-query';
import { recommendationInterestsResponseSchema } from '@kindred/contract/discovery';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export function fetchRecommendationInterests(signal?: AbortSignal): Promise<string[]> {
  return apiRequest(API_PATHS.recommendations.interests, {
    schema: recommendationInterestsResponseSchema,
    signal,
  }).then((response) => response.interests);
}

export const recommendationInterestsQueryOptions = () =>
  queryOptions({
    queryKey: ['recommendations', 'interests'] as const,
    queryFn: ({ signal }) => fetchRecommendationInterests(signal),
    staleTime: 10 * 60_000,
  });

/** `GET /recommendations/interests`: popular interests, the filter's chips. */
export function useRecommendationInterests() {
  return useQuery(recommendationInterestsQueryOptions());
}
