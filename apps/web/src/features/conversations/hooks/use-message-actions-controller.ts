import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Message } from '@kindred/contract/conversations';
import type { ReactionEmoji } from '@kindred/contract/message-actions';
import { CONVERSATION_LISTS_QUERY_KEY } from '../api/get-conversations';
import { messagesQueryKey } from '../api/get-messages';
import { reactToMessage } from '../api/react-to-message';
import { unsendMessage } from '../api/unsend-message';
import { messageAnchorId, type MessageActions } from '../components/message-actions-context';
import type { ChatItem } from '../lib/chat-items';
import { withMessage, type MessagePages } from '../lib/messages-cache';
import { refreshAfterFetchesInFlight } from '../lib/page-fetching';

/** Older pages fetched at most, looking for a quoted message, before saying it is not loaded. */
const PAGES_TO_LOOK_BACK = 10;

interface Options {
  matchId: string;
  me: { id: string; name: string };
  otherName: string;
  report: (messageId: string) => void;
  /** Fetches the next older page; false when there is none (or it failed). */
  loadOlder: () => Promise<boolean>;
  /** Focuses the composer, once Reply was chosen. */
  focusComposer: () => void;
}

/** Shows a message's bubble: scrolled to the middle, focused, and briefly marked. */
function reveal(messageId: string): boolean {
  const element = document.getElementById(messageAnchorId(messageId));
  if (!element) return false;
  element.scrollIntoView({ block: 'center', behavior: 'smooth' });
  element.focus({ preventScroll: true });
  element.dataset.highlight = 'true';
  window.setTimeout(() => delete element.dataset.highlight, 1600);
  return true;
}

/**
 * Decision 108: what the chat's bubbles do, for MessageActionsContext: react and unsend (the
 * answer replaces the message in the thread), reply (the draft bar above the composer), and the
 * quote's jump to its original, fetching older pages while it is not there yet.
 */
export function useMessageActionsController({ matchId, me, otherName, report, loadOlder, focusComposer }: Options) {
  const queryClient = useQueryClient();
  const [replyingTo, setReplyingTo] = useState<ChatItem | null>(null);
  const loadOlderRef = useRef(loadOlder);
  const focusRef = useRef(focusComposer);
  useEffect(() => {
    loadOlderRef.current = loadOlder;
    focusRef.current = focusComposer;
  });

  const actions = useMemo<MessageActions>(() => {
    const store = (saved: Message) => {
      queryClient.setQueryData<MessagePages>(messagesQueryKey(matchId), (data) => withMessage(data, saved));
    };
    return {
      myId: me.id,
      myName: me.name,
      otherName,
      report,
      react: async (item, emoji: ReactionEmoji | null) => store(await reactToMessage(matchId, item.id, emoji)),
      unsend: async (item) => {
        store(await unsendMessage(matchId, item.id));
        void refreshAfterFetchesInFlight(queryClient, CONVERSATION_LISTS_QUERY_KEY);
      },
      reply: (item) => {
        setReplyingTo(item);
        focusRef.current();
      },
      jumpTo: async (messageId) => {
        for (let page = 0; page <= PAGES_TO_LOOK_BACK; page++) {
          if (reveal(messageId)) return true;
          if (page === PAGES_TO_LOOK_BACK || !(await loadOlderRef.current())) return false;
          // Let the older page render before looking again.
          await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
        }
        return false;
      },
    };
  }, [queryClient, matchId, me.id, me.name, otherName, report]);

  return { actions, replyingTo, cancelReply: () => setReplyingTo(null) };
}
