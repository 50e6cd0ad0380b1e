import { describe, expect, it } from 'vitest';
import type { Conversation } from '@kindred/contract/conversations';
import { conversationPreview } from './conversation-preview';

const latest = (
  content: string,
  senderId = 'them',
  mediaType: 'image' | null = null,
): Conversation['latestMessage'] => ({
  id: 'm-1',
  content,
  senderId,
  createdAt: '2026-03-12T10:00:00.000Z',
  mediaType,
  unsent: false,
});

describe('conversationPreview (SPEC 2, 9: preview of 40 characters)', () => {
  it('says "Message unsent" for an unsent latest message, with You: for one’s own (decision 108)', () => {
    const unsent = { ...latest('')!, unsent: true };
    expect(conversationPreview(unsent, 'me')).toBe('Message unsent');
    expect(conversationPreview({ ...unsent, senderId: 'me' }, 'me')).toBe('You: Message unsent');
  });

  it('keeps a short message as it is', () => {
    expect(conversationPreview(latest('See you at eight!'), 'me')).toBe('See you at eight!');
  });

  it('cuts a long message at 40 characters with an ellipsis', () => {
    const text = 'I found the most wonderful little coffee place near the river';
    expect(conversationPreview(latest(text), 'me')).toBe(`${text.slice(0, 40)}...`);
  });

  it("puts 'You: ' before one's own message", () => {
    expect(conversationPreview(latest('Hello there', 'me'), 'me')).toBe('You: Hello there');
  });

  it("shows 'Photo' for an image without text", () => {
    expect(conversationPreview(latest('', 'them', 'image'), 'me')).toBe('Photo');
    expect(conversationPreview(latest('', 'me', 'image'), 'me')).toBe('You: Photo');
    expect(conversationPreview(latest('Look at this', 'them', 'image'), 'me')).toBe('Look at this');
  });

  it('invites a hello when the match has no messages yet', () => {
    expect(conversationPreview(null, 'me')).toBe('New match! Say hello');
  });
});
