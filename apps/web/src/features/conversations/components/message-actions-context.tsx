import { createContext, useContext } from 'react';
import type { ReactionEmoji } from '@kindred/contract/message-actions';
import type { ChatItem } from '../lib/chat-items';

/** What a bubble's reactions, quote and actions menu need from the chat (decision 108). */
export interface MessageActions {
  myId: string;
  myName: string;
  otherName: string;
  react: (item: ChatItem, emoji: ReactionEmoji | null) => Promise<void>;
  unsend: (item: ChatItem) => Promise<void>;
  reply: (item: ChatItem) => void;
  report: (messageId: string) => void;
  /** Scrolls to a quoted message (loading older pages when needed); false when it is not loaded. */
  jumpTo: (messageId: string) => Promise<boolean>;
}

export const MessageActionsContext = createContext<MessageActions | null>(null);

/** Null outside a chat (a bubble drawn alone, in a test): then no actions are offered. */
export const useMessageActions = () => useContext(MessageActionsContext);

/** The DOM id of a message's bubble, which a reply's quote scrolls to. */
export const messageAnchorId = (messageId: string) => `message-${messageId}`;

/** A stored message one can act on: not on its way, not failed, not unsent. */
export const actionable = (item: ChatItem) =>
  !item.id.startsWith('temp-') && !item.unsentAt && item.status !== 'failed';
