// SPEC 2 (Messages list, Chat screens), 3 (Conversation, Message, Pagination), 4 (Chat), 5
// (Messaging), 7 (Conversations, Messages), 8 (Conversations list) and 9 (page sizes, preview):
// the conversations API and the texts of its screens. A conversation's id is its match's id.
import { z } from 'zod';
import { LIMITS } from './constants';
import { MATCH_MESSAGES, paginationSchema } from './matches';
import { reactionSchema, replyQuoteSchema, replyToIdField } from './message-actions';
import { textField } from './text';
import { voiceNoteIdField, voiceNoteSchema } from './voice-notes';

export const CONVERSATION_MESSAGES = {
  // SPEC 8, Conversations list
  loadFailedTitle: 'Something went wrong',
  loadFailed: 'Failed to load conversations. Please try again.',
  tryAgain: 'Try again',
  sendFailed: MATCH_MESSAGES.sendFailed,
  // Server answers (SPEC: "not shown"; ours)
  conversationNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  messageRequired: MATCH_MESSAGES.messageRequired,
  messageTooLong: MATCH_MESSAGES.messageTooLong,
  cannotMessage: MATCH_MESSAGES.cannotMessage,
  onlyRecipientMarksRead: 'Only the person a message was sent to can mark it as read',
  onlyRecipientReports: 'Only the person a message was sent to can report it',
  clientIdTaken: 'This message id was already used for another conversation',
  clientIdTooLong: 'The message id can be at most 100 characters',
  serverBusy: 'We could not send your message just now. Please try again in a moment.',
  sendingTooFast: 'You are sending messages too fast. Please wait a moment.',
  uploadingTooFast: 'You are uploading images too fast. Please wait a minute and try again.',
  mediaNotFound: 'That image was not found. Please attach it again.',
  imageRequired: 'Please choose an image to send (form field "image")',
  archived: 'Conversation archived',
  unarchived: 'Conversation moved back to your messages',
  deleted: 'Conversation deleted',
  markedRead: 'Messages marked as read',
  notYourMatch: 'You can only join your own conversations',
  // Issue 32: links, e-mail addresses and phone numbers wait until both have written (decision 077).
  mightBeHurtful: 'Are you sure? This might be hurtful.',
  contactDetailsTooSoon: "You can share links and contact details once you've both said hello.",
  // Decision 078: new conversations nobody has answered yet, per 24 hours.
  tooManyFirstMessages:
    "You've started as many new conversations as you can for now. You can start more when someone replies, or a little later.",
} as const;

/** SPEC 7: POST /messages/matches/{matchId} without content sends this. */
export const DEFAULT_FIRST_MESSAGE = "Let's chat!";

export const CONVERSATION_TEXTS = {
  // SPEC 8, Empty states
  emptyTitle: 'No messages yet',
  emptyDescription: "When you match and message with others, you'll see your conversations here.",
  searchPlaceholder: 'Search matches',
  searchLabel: 'Search conversations by match',
  noResults: 'No results found',
  loading: 'Loading conversations...',
  newMatch: 'New match! Say hello',
  youPrefix: 'You: ',
  photoPreview: 'Photo',
  unreadLabel: (n: number) => (n === 1 ? '1 unread message' : `${n} unread messages`),
  yesterday: 'Yesterday',
  archivedHeading: 'Archived',
  showArchived: 'Show archived',
  hideArchived: 'Hide archived',
  archive: 'Archive',
  unarchive: 'Unarchive',
  delete: 'Delete',
  deleteConfirm: 'Delete this conversation? It will be removed for you only.',
  // Ours (web list screen)
  deleteTitle: 'Delete conversation',
  cancel: 'Cancel',
  archivedEmpty: 'No archived conversations',
  loadMore: 'Show more conversations',
  actionsLabel: (name: string) => `More actions for the conversation with ${name}`,
  actionFailed: 'Could not update this conversation. Please try again.',
  /** The count on an unread badge; past 99 it stops counting. */
  badgeCount: (n: number) => (n > 99 ? '99+' : String(n)),
  /** The accessible name of the Messages tab: 'Messages, 3 unread'. */
  navLabel: (label: string, n: number) => (n > 0 ? `${label}, ${n} unread` : label),
} as const;

export const CHAT_TEXTS = {
  // SPEC 2, /conversation/{id}
  placeholder: 'Type a message...',
  inputLabel: 'Message',
  send: 'Send',
  sending: 'Sending',
  sent: 'Sent',
  read: 'Read',
  failed: 'Failed',
  retry: 'Retry',
  // Ours: a message the server refused for what it says goes back to the composer.
  edit: 'Edit',
  loadOlder: 'Load older messages',
  loadingMessages: 'Loading messages...',
  online: 'Online',
  offline: 'Offline',
  typing: (name: string) => `${name} is typing...`,
  today: 'Today',
  yesterday: 'Yesterday',
  attachImage: 'Attach image',
  removeImage: 'Remove image',
  imageAlt: (name: string) => `Photo from ${name}`,
  suggestedReplies: 'Suggested replies',
  profilePanel: 'Profile',
  viewProfile: 'View Profile',
  startConversation: (name: string) => `You matched with ${name}. Say hello!`,
  cannotMessage: MATCH_MESSAGES.cannotMessage,
  connectionLost: 'Reconnecting...',
  // Ours (web chat screen)
  loadFailed: 'Failed to load this conversation. Please try again.',
  tryAgain: 'Try again',
  showProfile: 'Show profile',
  closeProfile: 'Close profile',
  attachedImage: 'Image to send',
  // Ours (issue 32): reporting one message, from the recipient's side.
  reportMessage: 'Report',
  reportMessageLabel: (name: string) => `Report this message from ${name}`,
  reportMessageTitle: 'Report this message',
  reportMessageIntro: (name: string) =>
    `Our safety team will read it in its conversation. ${name} won't know it was you.`,
  // Ours (decision 084): a message the offensive-language list flags.
  sendAnyway: 'Send anyway',
  doesThisBotherYou: 'Does this bother you?',
  // Ours (issue 32, decision 088): images arrive blurred until their recipient chooses to see them.
  tapToView: 'Tap to view',
  mayContainNudity: 'This image may contain nudity',
  blurredImageAlt: (name: string) => `Photo from ${name}, hidden until you choose to view it`,
  blockSender: 'Block',
  blockSenderLabel: (name: string) => `Block ${name}`,
  /**
   * Suggested replies (DESIGN 2: from the conversation's context, never canned samples). Each is a
   * whole sentence with its punctuation, ready to send as it is (decision 074).
   */
  replies: {
    answerQuestion: "Good question! I'd love to tell you more about that.",
    askBack: 'What about you?',
    greeting: (firstName: string) => `Hi ${firstName}! How is your day going?`,
    photo: (firstName: string) => `Great photo, ${firstName}! Where was that?`,
    sharedInterest: (interest: string) => `I love ${interest} too! What got you into it?`,
    theirInterest: (interest: string) => `I saw you're into ${interest}. What do you enjoy most about it?`,
    thanks: (firstName: string) => `Thanks, ${firstName}! Tell me more.`,
    agree: 'That sounds great!',
  },
} as const;

const id = z.string().min(1);

export const MESSAGE_MEDIA_TYPES = ['image', 'video', 'attachment', 'audio'] as const;

/** SPEC 3 Message as a member sees it; `isRead` of one's own message is false when receipts are off. */
export const messageSchema = z.object({
  id,
  matchId: id,
  senderId: id,
  content: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
  mediaUrl: z.string().nullable(),
  mediaType: z.enum(MESSAGE_MEDIA_TYPES).nullable(),
  /**
   * Ours (decision 088): the image's ThumbHash (base64), a few dozen bytes drawn as a blurred
   * picture in its place while it is `blurred` or loading; null for older images and no image.
   */
  mediaPlaceholder: z.string().nullable(),
  /** The sender's own id for the message (echoed to the sender only). */
  clientId: z.string().nullable(),
  /**
   * Ours (issue 32, decision 084): the offensive-language list flagged it and the sender sent it
   * anyway; its recipient is asked "Does this bother you?".
   */
  mightHurt: z.boolean(),
  /**
   * Ours (issue 32, decision 088): an image shown to its recipient blurred until they choose to see
   * it. Never for the sender's own messages or messages without an image.
   */
  blurred: z.boolean(),
  /** Ours (decision 088): the image classifier flagged it; always blurred. Told to the recipient only. */
  mayContainNudity: z.boolean(),
  /**
   * Ours (issue 32, decision 085): it contains one of the recipient's Hidden Words and came before
   * they ever replied, so it waits under "Hidden by your words". True only in the recipient's view.
   */
  hidden: z.boolean(),
  /** Ours (decision 108): the quoted message this one replies to, or null. */
  replyTo: replyQuoteSchema.nullable(),
  /** Ours (decision 108): one reaction per member, at most two. */
  reactions: z.array(reactionSchema),
  /** Ours (decision 108): when its sender unsent it (content and image are gone), or null. */
  unsentAt: z.string().nullable(),
  /** Ours (issue 36, decision 109): a voice note (mediaType 'audio'), or null. */
  voice: voiceNoteSchema.nullable(),
});
export type Message = z.infer<typeof messageSchema>;

const content = textField('content', {
  lines: 'multi',
  missing: CONVERSATION_MESSAGES.messageRequired,
  notString: CONVERSATION_MESSAGES.messageRequired,
})
  .trim()
  .max(LIMITS.maxMessageLength, { error: CONVERSATION_MESSAGES.messageTooLong });
const clientId = textField('clientId').trim().min(1).max(100, { error: CONVERSATION_MESSAGES.clientIdTooLong });
/** The id the upload answered (`POST /messages/media`), or its URL. */
const media = textField('media').max(500).nullable();

/**
 * Sending (HTTP and socket). Content may be blank only when an image goes with it (the service
 * says so with `messageRequired`). `clientId` makes a retry safe: the same id answers the message
 * already stored.
 */
export const sendMessageInputSchema = z.object({
  content: content.optional(),
  media: media.optional(),
  clientId: clientId.optional(),
  /** SPEC 7 lists it in the body of POST /messages/matches/{matchId}; the path wins. */
  matchId: textField('matchId').max(100).optional(),
  /** Ours (decision 084): sent after "Are you sure? This might be hurtful." */
  sendAnyway: z.boolean().optional(),
  /** Ours (decision 108): the message of this conversation this one replies to. */
  replyToId: replyToIdField.optional(),
  /** Ours (decision 109): the id `POST /conversations/{id}/voice-notes` answered, for this conversation. */
  voiceNote: voiceNoteIdField.optional(),
});
export type SendMessageInput = z.input<typeof sendMessageInputSchema>;

export const messageResponseSchema = z.object({ data: messageSchema });
export const messagesPageQuerySchema = (defaultLimit: number) =>
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(defaultLimit),
  });
/** Newest first (SPEC 4: the screen reverses them). */
export const messagesPageSchema = z.object({
  messages: z.array(messageSchema),
  pagination: paginationSchema,
});

export const conversationSchema = z.object({
  id,
  matchedAt: z.string(),
  otherUser: z.object({
    id,
    isOnline: z.boolean(),
    lastActive: z.string().nullable(),
    profile: z.object({ id, name: z.string(), photos: z.array(z.string()) }),
  }),
  latestMessage: z
    .object({
      id,
      content: z.string(),
      senderId: id,
      createdAt: z.string(),
      mediaType: z.enum(MESSAGE_MEDIA_TYPES).nullable(),
      /** Ours (decision 108): the latest message was unsent ("Message unsent"). */
      unsent: z.boolean(),
    })
    .nullable(),
  unreadCount: z.number().int(),
  archived: z.boolean(),
  /** Ours (decision 103): the other member wrote last and the member has not replied ("Your turn"). */
  yourTurn: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(LIMITS.pageSizes.conversationsList),
  /** Search by match (SPEC 2): the other member's name, case-insensitive. */
  search: textField('search').trim().max(100).optional(),
  /** Archived conversations instead of the inbox. */
  archived: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export const conversationsResponseSchema = z.object({
  conversations: z.array(conversationSchema),
  pagination: paginationSchema,
});
export const conversationResponseSchema = z.object({ conversation: conversationSchema });
export const unreadCountResponseSchema = z.object({
  unreadCount: z.number().int(),
  /** Ours (decision 103): live conversations on the member's turn, counted on the Messages tab. */
  yourTurnCount: z.number().int(),
});
export const archiveInputSchema = z.object({ archived: z.boolean().default(true) });
export const markedReadResponseSchema = z.object({
  message: z.string(),
  matchId: id,
  updated: z.number().int(),
  unreadCount: z.number().int(),
});
export const mediaUploadResponseSchema = z.object({
  data: z.object({ id, url: z.string(), mediaType: z.enum(MESSAGE_MEDIA_TYPES) }),
});

/** SPEC 2 and 9: a preview is cut at 40 characters with an ellipsis. */
export function messagePreview(text: string, max: number = LIMITS.lastMessagePreview): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}...` : flat;
}
