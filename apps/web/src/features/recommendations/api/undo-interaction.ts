import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Recommendation } from '@kindred/contract/discovery';
import { API_PATHS } from '@kindred/contract/routes';
import { undoResultSchema, type UndoInput, type UndoResult } from '@kindred/contract/undo';
import { BILLING_STATUS_QUERY_KEY } from '@/api/billing/get-billing-status';
import { apiRequest } from '@/lib/api-client';
import { RECOMMENDATIONS_QUERY_KEY } from './get-recommendations';

export function undoInteraction(body: UndoInput): Promise<UndoResult> {
  return apiRequest(API_PATHS.interactions.undo, { method: 'POST', body, schema: undoResultSchema }).then(
    (response) => response.data,
  );
}

export interface UndoVariables {
  person: Recommendation;
  /** Where the card stood in the list the member was looking at. */
  index: number;
  queryKey: readonly unknown[];
}

/**
 * `POST /matches/likes/undo` (decision 073): once the server has taken the action back, the card
 * returns to where it stood, and the plan's counts are read again.
 */
export function useUndoInteraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ person }: UndoVariables) => undoInteraction({ likedId: person.id }),
    onSuccess: (_result, { person, index, queryKey }) => {
      queryClient.setQueryData<Recommendation[]>(queryKey, (list) => {
        if (!list || list.some((item) => item.id === person.id)) return list;
        return [...list.slice(0, index), person, ...list.slice(index)];
      });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: BILLING_STATUS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: RECOMMENDATIONS_QUERY_KEY, refetchType: 'none' });
    },
  });
}
