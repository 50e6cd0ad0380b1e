import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  interactionResultSchema,
  type InteractionInput,
  type InteractionResult,
  type Recommendation,
} from '@kindred/contract/discovery';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { RECOMMENDATIONS_QUERY_KEY } from './get-recommendations';

export function createInteraction(input: InteractionInput): Promise<InteractionResult> {
  return apiRequest(API_PATHS.interactions.likes, {
    method: 'POST',
    body: input,
    schema: interactionResultSchema,
  }).then((response) => response.data);
}

/**
 * `POST /matches/likes` (SPEC 3 Interaction). Only once the server has it does the member leave
 * every cached list (SPEC 4: removed after the interaction is sent); a refusal keeps the card.
 */
export function useCreateInteraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInteraction,
    onSuccess: (_result, { likedId }) => {
      queryClient.setQueriesData<Recommendation[]>({ queryKey: RECOMMENDATIONS_QUERY_KEY }, (list) =>
        list?.filter((recommendation) => recommendation.id !== likedId),
      );
    },
  });
}
