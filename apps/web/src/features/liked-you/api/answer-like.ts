import { useQueryClient } from '@tanstack/react-query';
import { MATCHES_QUERY_KEY } from '@/api/matches/match-query-keys';
import { useSendInteraction } from '@/api/interactions/send-interaction';
import { LIKED_YOU_QUERY_KEY, forgetLikedYouMember } from './get-liked-you';

/**
 * "Like back" or "Pass" on someone who liked the member: the existing `POST /matches/likes`. Once
 * the server has it the member leaves the list and the count at once; the loaded pages are then
 * fetched again, since every later page moved up by one (pages are offsets). A like back is a
 * match: the matches list reloads to hold it.
 */
export function useAnswerLike() {
  const queryClient = useQueryClient();
  return useSendInteraction({
    mutationConfig: {
      onSuccess: (result, { likedId }) => {
        forgetLikedYouMember(queryClient, likedId);
        void queryClient.invalidateQueries({ queryKey: LIKED_YOU_QUERY_KEY });
        if (result.matched) void queryClient.invalidateQueries({ queryKey: MATCHES_QUERY_KEY });
      },
    },
  });
}
