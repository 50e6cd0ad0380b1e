import { useMutation, useQueryClient } from '@tanstack/react-query';
import { interactionResultSchema, type InteractionInput, type InteractionResult } from '@kindred/contract/discovery';
import { API_PATHS } from '@kindred/contract/routes';
import { BILLING_STATUS_QUERY_KEY } from '@/api/billing/get-billing-status';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/mutation-config';

export function sendInteraction(body: InteractionInput): Promise<InteractionResult> {
  return apiRequest(API_PATHS.interactions.likes, { method: 'POST', body, schema: interactionResultSchema }).then(
    (response) => response.data,
  );
}

/**
 * `POST /matches/likes` (SPEC 3 Interaction: like, super like or pass). Plan limits answer 429 or
 * 402 with a message for the member. Each screen says what its own lists do once the server has
 * it, through `mutationConfig`; a refusal changes nothing.
 */
export function useSendInteraction({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof sendInteraction> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: sendInteraction,
    onSettled: (...args) => {
      // What is left of the plan's likes changed (or the server says it is used): the paid
      // markers read it from the billing status.
      void queryClient.invalidateQueries({ queryKey: BILLING_STATUS_QUERY_KEY });
      return mutationConfig?.onSettled?.(...args);
    },
  });
}
