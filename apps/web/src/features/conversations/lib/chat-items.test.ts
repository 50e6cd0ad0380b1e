import { describe, expect, it } from 'vitest';
import type { Message } from '@kindred/contract/conversations';
import { chatItems, type PendingMessage } from './chat-items';

const stored = (id: string, senderId: string, extra: Partial<Message> = {}): Message => ({
  id,
  matchId: 'match-1',
  senderId,
  content: `text ${id}`,
  createdAt: '2026-03-12T10:00:00.000Z',
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
const pending = (clientId: string, status: PendingMessage['status'] = 'sending'): PendingMessage => ({
  clientId,
  content: `pending ${clientId}`,
  createdAt: '2026-03-12T10:05:00.000Z',
  status,
  image: null,
});

describe('chatItems (SPEC 4 Chat: Sending, Sent, Read, Failed)', () => {
  it("gives one's own stored messages 'Sent' or 'Read', the other member's none", () => {
    const items = chatItems([stored('a', 'them'), stored('b', 'me'), stored('c', 'me', { isRead: true })], [], 'me');
    expect(items.map((item) => [item.id, item.mine, item.status])).toEqual([
      ['a', false, null],
      ['b', true, 'sent'],
      ['c', true, 'read'],
    ]);
  });

  it('shows messages on their way last, with a temporary id', () => {
    const items = chatItems([stored('a', 'them')], [pending('c-1'), pending('c-2', 'failed')], 'me');
    expect(items.map((item) => [item.id, item.status])).toEqual([
      ['a', null],
      ['temp-c-1', 'sending'],
      ['temp-c-2', 'failed'],
    ]);
  });

  it('shows a message once when the server copy is already there', () => {
    const items = chatItems([stored('m-9', 'me', { clientId: 'c-1' })], [pending('c-1')], 'me');
    expect(items.map((item) => item.id)).toEqual(['m-9']);
  });

  it('shows an image message with its picture', () => {
    const [item] = chatItems(
      [stored('a', 'them', { mediaType: 'image', mediaUrl: '/uploads/x.webp', content: '' })],
      [],
      'me',
    );
    expect(item!.imageUrl).toBe('/uploads/x.webp');
  });
});
