import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@kindred/contract/auth';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { CONVERSATION_LISTS_QUERY_KEY } from './get-conversations';
import { messagesQueryKey } from './get-messages';
import { UNREAD_COUNT_QUERY_KEY } from './get-unread-count';

export function deleteConversation(matchId: string): Promise<string> {
  return apiRequest(API_PATHS.conversations.remove(matchId), { method: 'DELETE', schema: messageResponseSchema }).then(
    (response) => response.message,
  );
}

/** SPEC 7 `DELETE /conversations/{id}`: removes the conversation for this member only. */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: async (_message, matchId) => {
      queryClient.removeQueries({ queryKey: messagesQueryKey(matchId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CONVERSATION_LISTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_QUERY_KEY }),
      ]);
    },
  });
}
