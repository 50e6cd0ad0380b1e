import { useQueryClient } from '@tanstack/react-query';
import { MATCHES_QUERY_KEY } from '@/api/matches/match-query-keys';
import { useSendInteraction } from '@/api/interactions/send-interaction';
import { LIKED_YOU_QUERY_KEY, type LikedYouData } from './get-liked-you';

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
        queryClient.setQueryData<LikedYouData>(LIKED_YOU_QUERY_KEY, (data) => {
          if (!data) return data;
          const held = data.pages.some((page) => page.members.some((member) => member.id === likedId));
          if (!held) return data;
          return {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              count: Math.max(0, page.count - 1),
              members: page.members.filter((member) => member.id !== likedId),
            })),
          };
        });
        void queryClient.invalidateQueries({ queryKey: LIKED_YOU_QUERY_KEY });
        if (result.matched) void queryClient.invalidateQueries({ queryKey: MATCHES_QUERY_KEY });
      },
    },
  });
}
