import { useMutation, useQueryClient } from '@tanstack/react-query';
import { icebreakerResponseSchema, type Icebreaker } from '@kindred/contract/icebreaker-schemas';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { ICEBREAKERS_QUERY_KEY, withIcebreaker } from './get-icebreakers';

export interface SavedChange {
  id: string;
  isSaved: boolean;
}

/** `PUT /icebreakers/{id}/save` saves, `DELETE` unsaves (both idempotent). */
export function setIcebreakerSaved({ id, isSaved }: SavedChange): Promise<Icebreaker> {
  return apiRequest(API_PATHS.icebreakers.save(id), {
    method: isSaved ? 'PUT' : 'DELETE',
    schema: icebreakerResponseSchema,
  }).then((response) => response.icebreaker);
}

/**
 * Save and Saved toggle at once (SPEC 4); a refusal or a lost connection puts the flag back. The
 * calls go one at a time in the order made, so a quick Save then Unsave ends unsaved.
 */
export function useSetIcebreakerSaved() {
  const queryClient = useQueryClient();
  const setFlag = ({ id, isSaved }: SavedChange) =>
    queryClient.setQueryData<Icebreaker[]>(ICEBREAKERS_QUERY_KEY, (list) => withIcebreaker(list, id, { isSaved }));
  return useMutation({
    mutationFn: setIcebreakerSaved,
    scope: { id: 'icebreaker-saves' },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: ICEBREAKERS_QUERY_KEY });
      setFlag(change);
    },
    onError: (_error, change) => setFlag({ id: change.id, isSaved: !change.isSaved }),
  });
}
