import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  recommendationsResponseSchema,
  type Recommendation,
  type RecommendationFilter,
} from '@kindred/contract/discovery';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { recommendationsQueryKey } from './get-recommendations';

export function refreshRecommendations(filter: RecommendationFilter): Promise<Recommendation[]> {
  return apiRequest(API_PATHS.recommendations.refresh, {
    method: 'POST',
    body: filter,
    schema: recommendationsResponseSchema,
  }).then((response) => response.recommendations);
}

/** `POST /recommendations/refresh`: a fresh list for the filter, stored where the page reads it. */
export function useRefreshRecommendations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshRecommendations,
    onSuccess: (recommendations, filter) => {
      queryClient.setQueryData(recommendationsQueryKey(filter), recommendations);
    },
  });
}
