import { describe, expect, it } from 'vitest';
import type { Message } from '@kindred/contract/conversations';
import { threadOf, withIdsRead, withMessage, withMessagesRead, type MessagePages } from './messages-cache';

const message = (id: string, minute: number, extra: Partial<Message> = {}): Message => ({
  id,
  matchId: 'match-1',
  senderId: 'them',
  content: `message ${id}`,
  createdAt: new Date(Date.UTC(2026, 2, 12, 10, minute)).toISOString(),
  isRead: false,
  mediaUrl: null,
  mediaType: null,
  mediaPlaceholder: null,
  clientId: null,
  mightHurt: false,
  blurred: false,
  mayContainNudity: false,
  hidden: false,
  replyTo: null,
  reactions: [],
  unsentAt: null,
  voice: null,
  ...extra,
});

const pages = (...lists: Message[][]): MessagePages => ({
  pages: lists.map((messages, index) => ({
    messages,
    pagination: { total: 4, page: index + 1, limit: 2, pages: lists.length },
  })),
  pageParams: lists.map((_, index) => index + 1),
});

describe('the cached thread', () => {
  it('reads oldest first across pages, each message once', () => {
    // Page 2 was fetched after a new message arrived: it repeats 'b'.
    const data = pages([message('c', 3), message('b', 2)], [message('b', 2), message('a', 1)]);
    expect(threadOf(data).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('adds a new message as the newest', () => {
    const data = withMessage(pages([message('b', 2), message('a', 1)]), message('c', 3));
    expect(data!.pages[0]!.messages.map((item) => item.id)).toEqual(['c', 'b', 'a']);
  });

  it('does not add a message twice, by id or by clientId', () => {
    const mine = message('c', 3, { senderId: 'me', clientId: 'client-1' });
    let data = withMessage(pages([message('a', 1)]), mine);
    data = withMessage(data, mine);
    data = withMessage(data, { ...mine, id: 'c-copy', isRead: true });
    expect(threadOf(data).map((item) => [item.id, item.isRead])).toEqual([
      ['a', false],
      ['c-copy', true],
    ]);
  });

  it('marks one side read up to the time of the receipt', () => {
    const data = pages([
      message('c', 3, { senderId: 'me' }),
      message('b', 2, { senderId: 'me' }),
      message('a', 1, { senderId: 'them' }),
    ]);
    const read = withMessagesRead(data, 'me', new Date(Date.UTC(2026, 2, 12, 10, 2)).toISOString());
    expect(threadOf(read).map((item) => [item.id, item.isRead])).toEqual([
      ['a', false],
      ['b', true],
      ['c', false],
    ]);
  });

  it('marks given messages read', () => {
    const read = withIdsRead(pages([message('b', 2), message('a', 1)]), new Set(['a']));
    expect(threadOf(read).map((item) => item.isRead)).toEqual([true, false]);
  });

  it('leaves a thread that is not loaded alone', () => {
    expect(withMessage(undefined, message('a', 1))).toBeUndefined();
    expect(withMessagesRead(undefined, 'me')).toBeUndefined();
  });
});
