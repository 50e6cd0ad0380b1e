import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';
import type { conversationsResponseSchema } from '@kindred/contract/conversations';
import type { Match } from '@kindred/contract/matches';
import type { OnlineEvent } from '@kindred/contract/realtime';
import { useSocketConnects, useSocketEvent } from '@/lib/use-socket';
import { MATCH_DETAILS_QUERY_KEY } from '@/api/matches/match-query-keys';
import { CONVERSATION_LISTS_QUERY_KEY, CONVERSATIONS_QUERY_KEY } from '../api/get-conversations';
import { messagesQueryKey } from '../api/get-messages';
import { UNREAD_COUNT_QUERY_KEY } from '../api/get-unread-count';
import { refreshAfterFetchesInFlight } from '../lib/page-fetching';
import { withMessage, withMessagesRead, type MessagePages } from '../lib/messages-cache';
import { useMessageActionsRealtime } from './use-message-actions-realtime';

type ConversationPages = InfiniteData<z.infer<typeof conversationsResponseSchema>>;

function withOnline(data: ConversationPages | undefined, event: OnlineEvent): ConversationPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      conversations: page.conversations.map((conversation) =>
        conversation.otherUser.id === event.userId
          ? {
              ...conversation,
              otherUser: { ...conversation.otherUser, isOnline: event.isOnline, lastActive: event.lastActive },
            }
          : conversation,
      ),
    })),
  };
}

function matchWithOnline(match: Match | undefined, event: OnlineEvent): Match | undefined {
  if (!match || match.otherUser.profile.id !== event.userId) return match;
  return {
    ...match,
    otherUser: {
      ...match.otherUser,
      isOnline: event.isOnline,
      profile: { ...match.otherUser.profile, lastActive: event.lastActive },
    },
  };
}

/**
 * Keeps every cached conversation query current from the socket, wherever the member is: a
 * new message joins its thread (once, by id and clientId) and reorders the lists, reads turn
 * ticks double and clear unread counts, online changes reach rows and chat headers, and after
 * a reconnection everything that may have been missed is fetched again.
 */
export function useConversationsRealtime(myId: string | null) {
  const queryClient = useQueryClient();
  // Reactions and unsent messages (decision 108).
  useMessageActionsRealtime();

  useSocketEvent('message:new', (message) => {
    queryClient.setQueryData<MessagePages>(messagesQueryKey(message.matchId), (data) => withMessage(data, message));
    void refreshAfterFetchesInFlight(queryClient, CONVERSATION_LISTS_QUERY_KEY);
    // Theirs counts as unread; either may change whose turn it is (decision 103).
    void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_QUERY_KEY });
  });

  useSocketEvent('notification:message', () => {
    void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_QUERY_KEY });
  });

  useSocketEvent('message:read', ({ matchId, readerId, readAt }) => {
    if (readerId === myId) {
      // Read on another device (or here): the other member's messages, up to then.
      const key = messagesQueryKey(matchId);
      const thread = queryClient.getQueryData<MessagePages>(key);
      const theirId = thread?.pages.flatMap((page) => page.messages).find((item) => item.senderId !== myId)?.senderId;
      if (theirId) queryClient.setQueryData<MessagePages>(key, (data) => withMessagesRead(data, theirId, readAt));
      void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_QUERY_KEY });
    } else if (myId) {
      // A receipt: my messages up to then were read.
      queryClient.setQueryData<MessagePages>(messagesQueryKey(matchId), (data) => withMessagesRead(data, myId, readAt));
    }
    void refreshAfterFetchesInFlight(queryClient, CONVERSATION_LISTS_QUERY_KEY);
  });

  useSocketEvent('user:online', (event) => {
    queryClient.setQueriesData<ConversationPages>({ queryKey: CONVERSATION_LISTS_QUERY_KEY }, (data) =>
      withOnline(data, event),
    );
    queryClient.setQueriesData<Match>({ queryKey: MATCH_DETAILS_QUERY_KEY }, (match) => matchWithOnline(match, event));
  });

  // Every connect, the first included: nothing sent before it was pushed to this page.
  useSocketConnects(() => {
    void refreshAfterFetchesInFlight(queryClient, CONVERSATIONS_QUERY_KEY);
  });
}
