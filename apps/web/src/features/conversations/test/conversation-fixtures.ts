import type { Conversation, Message } from '@kindred/contract/conversations';
import type { Match, MatchProfile } from '@kindred/contract/matches';
import { makeMatch, makeMatchProfile } from '@/test/fixtures';

export const MY_ID = 'user-1';
export const THEIR_ID = 'member-2';
export const MATCH_ID = 'match-1';

export function conversation(id: string, overrides: Partial<Conversation> = {}, name = 'Jordan Rivera'): Conversation {
  return {
    id,
    matchedAt: '2026-01-01T00:00:00.000Z',
    otherUser: {
      id: `member-${id}`,
      isOnline: false,
      lastActive: null,
      profile: { id: `member-${id}`, name, photos: ['/uploads/jordan-640.webp'] },
    },
    latestMessage: {
      id: `latest-${id}`,
      content: 'See you at eight!',
      senderId: `member-${id}`,
      createdAt: new Date().toISOString(),
      mediaType: null,
      unsent: false,
    },
    unreadCount: 0,
    archived: false,
    yourTurn: false,
    ...overrides,
  };
}

export function conversationsPage(list: Conversation[], page = 1, pages = 1) {
  return { conversations: list, pagination: { total: list.length, page, limit: 20, pages } };
}

/** A message of the thread; `minute` orders them (all on 12 March 2026, local time). */
export function message(id: string, minute: number, overrides: Partial<Message> = {}): Message {
  return {
    id,
    matchId: MATCH_ID,
    senderId: THEIR_ID,
    content: `message ${id}`,
    createdAt: new Date(2026, 2, 12, 10, minute).toISOString(),
    isRead: true,
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
    ...overrides,
  };
}

export function messagesPage(messages: Message[], page = 1, pages = 1, total = messages.length) {
  return { messages, pagination: { total, page, limit: 50, pages } };
}

export function chatProfile(overrides: Partial<MatchProfile> = {}): MatchProfile {
  return makeMatchProfile({
    id: THEIR_ID,
    name: 'Jordan Rivera',
    bio: 'Chef by day, trail runner by weekend.',
    occupation: 'Chef',
    interests: ['Hiking', 'Cooking'],
    photos: ['/uploads/jordan-640.webp'],
    ...overrides,
  });
}

export function chatMatch(profile: Partial<MatchProfile> = {}, isOnline = false): Match {
  return { ...makeMatch(), id: MATCH_ID, otherUser: { isOnline, profile: chatProfile(profile) } };
}
