import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@kindred/contract/auth';
import { API_PATHS } from '@kindred/contract/routes';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { forgetEndedMatch } from './match-ended';

export async function unmatch(matchId: string): Promise<void> {
  try {
    await apiRequest(API_PATHS.matches.unmatch(matchId), { method: 'DELETE', schema: messageResponseSchema });
  } catch (error) {
    // 404: the match had already ended (the other member unmatched first): the outcome wanted.
    if (error instanceof ApiRequestError && error.status === 404) return;
    throw error;
  }
}

/** `DELETE /matches/{id}/unmatch`. */
export function useUnmatch(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unmatch(matchId),
    onSuccess: () => forgetEndedMatch(queryClient, matchId),
  });
}
