import type { Message } from '@kindred/contract/conversations';
import type { Reaction } from '@kindred/contract/message-actions';
import type { MessagePages } from './messages-cache';

/** The thread with `change` applied to each message; the same object when nothing changed. */
function mapMessages(data: MessagePages | undefined, change: (message: Message) => Message): MessagePages | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => ({
    ...page,
    messages: page.messages.map((message) => {
      const next = change(message);
      if (next !== message) changed = true;
      return next;
    }),
  }));
  return changed ? { ...data, pages } : data;
}

/** Decision 108: a message's reactions as the server says they are now. */
export function withReactions(
  data: MessagePages | undefined,
  messageId: string,
  reactions: Reaction[],
): MessagePages | undefined {
  return mapMessages(data, (message) => (message.id === messageId ? { ...message, reactions } : message));
}

/** Decision 108: a message unsent: its words, image and reactions go, and replies' quotes of it say so. */
export function withUnsent(
  data: MessagePages | undefined,
  messageId: string,
  unsentAt: string,
): MessagePages | undefined {
  return mapMessages(data, (message) => {
    if (message.id === messageId) {
      if (message.unsentAt) return message;
      return {
        ...message,
        content: '',
        mediaUrl: null,
        mediaType: null,
        mediaPlaceholder: null,
        reactions: [],
        unsentAt,
      };
    }
    if (message.replyTo?.id === messageId && !message.replyTo.unsent) {
      return { ...message, replyTo: { ...message.replyTo, preview: '', hasImage: false, unsent: true } };
    }
    return message;
  });
}
