// Reactions, replies and unsend in chat (issue 36 part 1, decision 108). Ours: SPEC's chat has none
// of them. A member reacts to a message with one emoji of a small set (one per member per message),
// replies quoting a message of the same conversation, and unsends their own message within 15
// minutes. Over HTTP on both path sets and over the socket with acks.
import { z } from 'zod';
import { textField } from './text';

/** The emoji a member may react with: a small set, in the order the picker shows them. */
export const REACTION_EMOJI = ['❤️', '😂', '😮', '😢', '👍', '🔥'] as const;
export type ReactionEmoji = (typeof REACTION_EMOJI)[number];

export const MESSAGE_ACTION_LIMITS = {
  /** A member may unsend their own message for this long after sending it. */
  unsendWindowMs: 15 * 60 * 1000,
  /** A reply's quote shows this many characters of the original (then an ellipsis). */
  quotePreview: 80,
} as const;

/** The server's answers (errors and refusals). */
export const MESSAGE_ACTION_MESSAGES = {
  emojiNotAllowed: `React with one of ${REACTION_EMOJI.join(' ')}`,
  replyNotFound: 'The message you are replying to was not found in this conversation.',
  replyToUnsent: 'You cannot reply to a message that was unsent.',
  reactToUnsent: 'You cannot react to a message that was unsent.',
  onlySenderUnsends: 'Only the person who sent a message can unsend it.',
  unsendTooLate: 'Messages can be unsent only within 15 minutes of sending them.',
  alreadyUnsent: 'This message was already unsent.',
  reactionRemoved: 'Reaction removed',
} as const;

/** What the chat screen says. */
export const MESSAGE_ACTIONS_TEXTS = {
  moreActions: (name: string) => `More actions for the message from ${name}`,
  moreActionsOwn: 'More actions for your message',
  menuTitle: 'Message actions',
  react: (emoji: string) => `React with ${emoji}`,
  removeReaction: (emoji: string) => `Remove your ${emoji} reaction`,
  reactions: 'Reactions',
  reactionBy: (emoji: string, who: string) => `${emoji} from ${who}`,
  you: 'you',
  reply: 'Reply',
  unsend: 'Unsend',
  report: 'Report',
  cancel: 'Cancel',
  cancelReply: 'Cancel reply',
  replyingTo: (name: string) => `Replying to ${name}`,
  repliedTo: (name: string) => `Reply to ${name}`,
  quoteOf: (name: string) => `Go to the message from ${name}`,
  photo: 'Photo',
  messageUnsent: 'Message unsent',
  originalUnsent: 'Original message was unsent',
  originalRemoved: 'Original message was removed',
  originalNotLoaded: 'Original message not loaded',
  unsendConfirm: 'Unsend this message? It will disappear for both of you.',
  actionFailed: 'Could not do that. Please try again.',
  /** The push a reaction sends when its recipient has the app closed (never a stored notification). */
  reactedPush: (name: string, emoji: string) => `${name} reacted ${emoji} to your message`,
} as const;

const id = z.string().min(1);

/** One member's reaction on a message (a message has at most one per member: two in all). */
export const reactionSchema = z.object({ emoji: z.enum(REACTION_EMOJI), memberId: id });
export type Reaction = z.infer<typeof reactionSchema>;

/**
 * The small quote a reply carries of the message it answers: empty `preview` once that was unsent,
 * and `removed` (no sender) once it is gone altogether.
 */
export const replyQuoteSchema = z.object({
  id,
  senderId: id.nullable(),
  preview: z.string(),
  /** The original carried an image (the quote says "Photo" when it has no text). */
  hasImage: z.boolean(),
  unsent: z.boolean(),
  removed: z.boolean(),
});
export type ReplyQuote = z.infer<typeof replyQuoteSchema>;

const emoji = z.enum(REACTION_EMOJI, { error: MESSAGE_ACTION_MESSAGES.emojiNotAllowed });
/** PUT .../reaction: the member's one reaction on the message, set or changed. */
export const reactInputSchema = z.object({ emoji });
/** The id of the message a new message replies to (in the send's body and socket payload). */
export const replyToIdField = textField('replyToId').max(100);

const messageId = textField('messageId').max(100);
/** Socket `message:react`: `emoji` null removes the member's reaction. */
export const messageReactPayloadSchema = z.object({ messageId, emoji: emoji.nullable() });
/** Socket `message:unsend`. */
export const messageUnsendPayloadSchema = z.object({ messageId });

/** Socket `message:reactions` to both members' devices: a message's reactions as they are now. */
export interface MessageReactionsEvent {
  matchId: string;
  messageId: string;
  reactions: Reaction[];
}
/** Socket `message:unsent` to both members' devices: the message is gone (a marker stays). */
export interface MessageUnsentEvent {
  matchId: string;
  messageId: string;
  unsentAt: string;
}

/** Whether a message sent at `createdAt` may still be unsent at `now`. */
export function canUnsend(createdAt: string | Date, now: Date = new Date()): boolean {
  return now.getTime() - new Date(createdAt).getTime() <= MESSAGE_ACTION_LIMITS.unsendWindowMs;
}

/** A quote's text: the original's first characters on one line. */
export function quotePreview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const max = MESSAGE_ACTION_LIMITS.quotePreview;
  return flat.length > max ? `${flat.slice(0, max)}...` : flat;
}
