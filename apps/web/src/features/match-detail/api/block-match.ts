import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@kindred/contract/auth';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { forgetEndedMatch } from '@/api/matches/forget-ended-match';

export function blockMatch(matchId: string): Promise<string> {
  return apiRequest(API_PATHS.matches.block(matchId), {
    method: 'POST',
    body: {},
    schema: messageResponseSchema,
  }).then((response) => response.message);
}

/** `POST /matches/{id}/block`: ends the match and hides both members from each other everywhere. */
export function useBlockMatch(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => blockMatch(matchId),
    onSuccess: () => {
      forgetEndedMatch(queryClient, matchId);
      // The member leaves every list (For You, Discover, conversations), which other features cache.
      void queryClient.invalidateQueries();
    },
  });
}
