import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDocumentVisible } from '@/lib/use-document-visible';
import { CONVERSATION_LISTS_QUERY_KEY } from '../api/get-conversations';
import { messagesQueryKey } from '../api/get-messages';
import { UNREAD_COUNT_QUERY_KEY } from '../api/get-unread-count';
import { markConversationRead } from '../api/mark-read';
import { withIdsRead, type MessagePages } from '../lib/messages-cache';

/**
 * SPEC 4 Chat: while the chat is open and on screen, any unread message from the other member
 * marks the conversation read (on open, and for each one that arrives). Only the messages
 * known unread when the call went out count as read here; a later one triggers another call.
 */
export function useMarkReadWhileOpen(matchId: string, unreadFromThem: readonly string[]) {
  const queryClient = useQueryClient();
  const visible = useDocumentVisible();
  const [busy, setBusy] = useState(false);
  // After a failure, the same unread set is not retried in a loop; a new message retries.
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const pending = unreadFromThem.join(',');

  useEffect(() => {
    if (busy || !visible || pending === '' || pending === failedFor) return;
    const ids = new Set(pending.split(','));
    setBusy(true);
    markConversationRead(matchId)
      .then(() => {
        queryClient.setQueryData<MessagePages>(messagesQueryKey(matchId), (data) => withIdsRead(data, ids));
        void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: CONVERSATION_LISTS_QUERY_KEY });
      })
      .catch((error: unknown) => {
        // SPEC 8: logged only; the next message or visit tries again.
        console.error('Failed to mark messages as read', error);
        setFailedFor(pending);
      })
      .finally(() => setBusy(false));
  }, [busy, visible, pending, failedFor, matchId, queryClient]);
}
