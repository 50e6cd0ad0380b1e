import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@kindred/contract/auth';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { CONVERSATION_LISTS_QUERY_KEY } from './get-conversations';
import { UNREAD_COUNT_QUERY_KEY } from './get-unread-count';

export interface ArchiveInput {
  matchId: string;
  archived: boolean;
}

export function archiveConversation({ matchId, archived }: ArchiveInput): Promise<string> {
  return apiRequest(API_PATHS.conversations.archive(matchId), {
    method: 'PUT',
    body: { archived },
    schema: messageResponseSchema,
  }).then((response) => response.message);
}

/** SPEC 7 `PUT /conversations/{id}/archive`: moves a conversation out of the inbox, or back. */
export function useArchiveConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveConversation,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CONVERSATION_LISTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_QUERY_KEY }),
      ]);
    },
  });
}
