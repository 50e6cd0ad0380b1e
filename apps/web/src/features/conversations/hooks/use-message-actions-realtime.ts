import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '@/lib/use-socket';
import { CONVERSATION_LISTS_QUERY_KEY } from '../api/get-conversations';
import { messagesQueryKey } from '../api/get-messages';
import { withReactions, withUnsent } from '../lib/message-actions-cache';
import type { MessagePages } from '../lib/messages-cache';
import { refreshAfterFetchesInFlight } from '../lib/page-fetching';

/**
 * Decision 108: reactions and unsent messages reach every cached thread from the socket, and an
 * unsent message the conversation lists (their preview says "Message unsent").
 */
export function useMessageActionsRealtime() {
  const queryClient = useQueryClient();
  useSocketEvent('message:reactions', ({ matchId, messageId, reactions }) => {
    queryClient.setQueryData<MessagePages>(messagesQueryKey(matchId), (data) =>
      withReactions(data, messageId, reactions),
    );
  });
  useSocketEvent('message:unsent', ({ matchId, messageId, unsentAt }) => {
    queryClient.setQueryData<MessagePages>(messagesQueryKey(matchId), (data) => withUnsent(data, messageId, unsentAt));
    void refreshAfterFetchesInFlight(queryClient, CONVERSATION_LISTS_QUERY_KEY);
  });
}
