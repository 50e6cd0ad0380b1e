import { useQueryClient } from '@tanstack/react-query';
import type { Recommendation } from '@kindred/contract/discovery';
import { useSendInteraction } from '@/api/interactions/send-interaction';
import { RECOMMENDATIONS_QUERY_KEY } from './get-recommendations';

/**
 * A like, super like or pass on For You. Only once the server has it does the member leave every
 * cached list (SPEC 4: removed after the interaction is sent); a refusal keeps the card.
 */
export function useRecommendationInteraction() {
  const queryClient = useQueryClient();
  return useSendInteraction({
    mutationConfig: {
      onSuccess: (_result, { likedId }) => {
        queryClient.setQueriesData<Recommendation[]>({ queryKey: RECOMMENDATIONS_QUERY_KEY }, (list) =>
          list?.filter((recommendation) => recommendation.id !== likedId),
        );
      },
    },
  });
}
