import type { InfiniteData } from '@tanstack/react-query';
import type { Message, messagesPageSchema } from '@kindred/contract/conversations';
import type { z } from 'zod';

export type MessagesPage = z.infer<typeof messagesPageSchema>;
/** The loaded pages of a thread: page 1 holds the newest messages, each page newest first. */
export type MessagePages = InfiniteData<MessagesPage>;

const sameMessage = (a: Message, b: Message) => a.id === b.id || (a.clientId !== null && a.clientId === b.clientId);

/**
 * The thread with `message` in it: it replaces the copy already there (same id, or the same
 * clientId for one's own message from another tab), else it becomes the newest.
 */
export function withMessage(data: MessagePages | undefined, message: Message): MessagePages | undefined {
  if (!data) return data;
  const known = data.pages.some((page) => page.messages.some((item) => sameMessage(item, message)));
  if (known) {
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        messages: page.messages.map((item) => (sameMessage(item, message) ? message : item)),
      })),
    };
  }
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return {
    ...data,
    pages: [
      {
        ...first,
        messages: [message, ...first.messages],
        pagination: { ...first.pagination, total: first.pagination.total + 1 },
      },
      ...rest,
    ],
  };
}

/** Messages from `senderId` sent up to `readAt` (or all, without it) now count as read. */
export function withMessagesRead(
  data: MessagePages | undefined,
  senderId: string,
  readAt?: string,
): MessagePages | undefined {
  if (!data) return data;
  const cutoff = readAt ? Date.parse(readAt) : Infinity;
  let changed = false;
  const pages = data.pages.map((page) => ({
    ...page,
    messages: page.messages.map((item) => {
      if (item.senderId !== senderId || item.isRead || Date.parse(item.createdAt) > cutoff) return item;
      changed = true;
      return { ...item, isRead: true };
    }),
  }));
  return changed ? { ...data, pages } : data;
}

/** The given messages now count as read. */
export function withIdsRead(data: MessagePages | undefined, ids: ReadonlySet<string>): MessagePages | undefined {
  if (!data || ids.size === 0) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((item) => (ids.has(item.id) && !item.isRead ? { ...item, isRead: true } : item)),
    })),
  };
}

/**
 * The thread oldest first, each message once: a message that arrived while older pages were
 * loading shifts the pages by one, so a later page can repeat one an earlier page holds.
 */
export function threadOf(data: MessagePages | undefined): Message[] {
  if (!data) return [];
  const seen = new Set<string>();
  const all: Message[] = [];
  for (const page of data.pages) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      all.push(message);
    }
  }
  return all.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id.localeCompare(b.id));
}
