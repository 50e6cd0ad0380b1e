import { useMutation, useQueryClient } from '@tanstack/react-query';
import { interactionResultSchema, type InteractionInput, type InteractionResult } from '@kindred/contract/discovery';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { DISCOVER_QUERY_KEY } from './get-discover-profiles';

export function sendInteraction(body: InteractionInput): Promise<InteractionResult> {
  return apiRequest(API_PATHS.interactions.likes, { method: 'POST', body, schema: interactionResultSchema }).then(
    (response) => response.data,
  );
}

/**
 * `POST /matches/likes` (like or pass). Plan limits answer 429 or 402 with a message for the
 * member. Afterwards the Discover lists reload: a liked card shows 'Liked', a passed one goes.
 */
export function useSendInteraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInteraction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCOVER_QUERY_KEY }),
  });
}
