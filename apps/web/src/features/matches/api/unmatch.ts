import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@kindred/contract/auth';
import type { Match } from '@kindred/contract/matches';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { MATCHES_LIST_QUERY_KEY, MATCHES_QUERY_KEY } from './get-matches';

export function unmatch(matchId: string): Promise<string> {
  return apiRequest(API_PATHS.matches.unmatch(matchId), { method: 'DELETE', schema: messageResponseSchema }).then(
    (response) => response.message,
  );
}

/**
 * `DELETE /matches/{id}/unmatch`. The match leaves the list only once the server has ended it
 * (SPEC 8: a failed unmatch leaves the list unchanged).
 */
export function useUnmatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unmatch,
    onSuccess: async (_message, matchId) => {
      queryClient.setQueryData<Match[]>(MATCHES_LIST_QUERY_KEY, (list) =>
        list?.filter((match) => match.id !== matchId),
      );
      // Anything else cached about matches (the detail of this one) is out of date; refetch on next use.
      await queryClient.invalidateQueries({ queryKey: MATCHES_QUERY_KEY, refetchType: 'none' });
    },
  });
}
