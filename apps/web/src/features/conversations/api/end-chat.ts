import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@kindred/contract/auth';
import { API_PATHS } from '@kindred/contract/routes';
import type { ClosureId } from '@kindred/contract/your-turn';
import { forgetEndedMatch } from '@/api/matches/forget-ended-match';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { CONVERSATION_LISTS_QUERY_KEY } from './get-conversations';
import { messagesQueryKey } from './get-messages';
import { UNREAD_COUNT_QUERY_KEY } from './get-unread-count';

export interface EndChatVariables {
  matchId: string;
  closureId: ClosureId;
}

export async function endChat({ matchId, closureId }: EndChatVariables): Promise<void> {
  try {
    await apiRequest(API_PATHS.matches.endChat(matchId), {
      method: 'POST',
      body: { closureId },
      schema: messageResponseSchema,
    });
  } catch (error) {
    // 404: the match had already ended (the other member unmatched first): the chat is gone either way.
    if (error instanceof ApiRequestError && error.status === 404) return;
    throw error;
  }
}

/**
 * Decision 103 `POST /matches/{id}/end-chat`: the other member gets the chosen closing line as a
 * notification and the match ends for both, as an unmatch does. Once the server has it, the match
 * leaves every cache and the conversation lists and counts reload; the chat leaves in `mutate`'s
 * options.
 */
export function useEndChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endChat,
    onSuccess: (_message, { matchId }) => {
      forgetEndedMatch(queryClient, matchId);
      queryClient.removeQueries({ queryKey: messagesQueryKey(matchId), exact: true });
      // Not awaited: the chat leaves at once, and the list reloads as it comes into view.
      void queryClient.invalidateQueries({ queryKey: CONVERSATION_LISTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_QUERY_KEY });
    },
  });
}
