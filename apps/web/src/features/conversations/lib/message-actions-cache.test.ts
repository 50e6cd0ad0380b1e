import { describe, expect, it } from 'vitest';
import { message, messagesPage } from '../test/conversation-fixtures';
import { withReactions, withUnsent } from './message-actions-cache';
import type { MessagePages } from './messages-cache';

const pages = (...lists: ReturnType<typeof message>[][]): MessagePages => ({
  pages: lists.map((list, index) => messagesPage(list, index + 1, lists.length)),
  pageParams: lists.map((_, index) => index + 1),
});

describe('withReactions (decision 108)', () => {
  it('gives the message its reactions as they are now, on whichever page it is', () => {
    const data = pages([message('b', 2)], [message('a', 1)]);
    const next = withReactions(data, 'a', [{ emoji: '❤️', memberId: 'user-1' }]);
    expect(next!.pages[1]!.messages[0]!.reactions).toEqual([{ emoji: '❤️', memberId: 'user-1' }]);
    expect(next!.pages[0]!.messages[0]).toBe(data.pages[0]!.messages[0]);
  });

  it('leaves the thread as it is for a message it does not hold', () => {
    const data = pages([message('a', 1)]);
    expect(withReactions(data, 'elsewhere', [])).toBe(data);
    expect(withReactions(undefined, 'a', [])).toBeUndefined();
  });
});

describe('withUnsent (decision 108)', () => {
  it('clears the message’s words, image and reactions, and says so in the quotes of replies to it', () => {
    const original = message('a', 1, {
      content: 'Meet at the station?',
      mediaUrl: '/media/x.webp',
      mediaType: 'image',
      reactions: [{ emoji: '👍', memberId: 'user-1' }],
    });
    const quote = {
      id: 'a',
      senderId: 'member-2',
      preview: 'Meet at the station?',
      hasImage: true,
      unsent: false,
      removed: false,
    };
    const reply = message('b', 2, { senderId: 'user-1', replyTo: quote });
    const next = withUnsent(pages([reply, original]), 'a', '2026-03-12T10:05:00.000Z')!;
    const [shownReply, shownOriginal] = next.pages[0]!.messages;
    expect(shownOriginal).toMatchObject({
      content: '',
      mediaUrl: null,
      mediaType: null,
      reactions: [],
      unsentAt: '2026-03-12T10:05:00.000Z',
    });
    expect(shownReply!.replyTo).toEqual({ ...quote, preview: '', hasImage: false, unsent: true });
  });

  it('changes nothing when the message was already unsent', () => {
    const data = pages([message('a', 1, { content: '', unsentAt: '2026-03-12T10:02:00.000Z' })]);
    expect(withUnsent(data, 'a', '2026-03-12T10:09:00.000Z')).toBe(data);
  });
});
