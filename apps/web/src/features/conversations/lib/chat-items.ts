import type { Message } from '@kindred/contract/conversations';
import type { Reaction, ReplyQuote } from '@kindred/contract/message-actions';
import type { VoiceNote } from '@kindred/contract/voice-notes';

/** A message on its way (temporary id, 'Sending') or one that did not make it ('Failed'). */
export interface PendingMessage {
  clientId: string;
  content: string;
  createdAt: string;
  status: 'sending' | 'failed';
  image: { file: File; previewUrl: string; mediaId: string | null } | null;
  refusal?: Refusal;
  /** The member chose "Send anyway" after "Are you sure?" (decision 084). */
  sendAnyway?: boolean;
  /** The message it replies to (decision 108). */
  replyToId?: string;
}

/**
 * Why the server refused a message, in its words: for what it says (422, `editable`: sending the
 * same words again would fail the same way) or for now (429: a limit, Retry later).
 */
export interface Refusal {
  message: string;
  editable: boolean;
  /** "Are you sure? This might be hurtful.": the member may send it anyway (decision 084). */
  confirmable?: boolean;
}

/** SPEC 4 Chat: one's own message is 'Sending', 'Sent', 'Read' or 'Failed'. */
export type MessageStatus = 'sending' | 'sent' | 'read' | 'failed';

export interface ChatItem {
  /** The server's id, or `temp-{clientId}` until the server has it. */
  id: string;
  clientId: string | null;
  mine: boolean;
  content: string;
  createdAt: string;
  imageUrl: string | null;
  /** Null for the other member's messages. */
  status: MessageStatus | null;
  /** A failed message the server refused, and why (PendingMessage.refusal). */
  refusal?: Refusal;
  /** Theirs, flagged and sent anyway: "Does this bother you?" (decision 084). */
  mightHurt?: boolean;
  /**
   * Theirs, an image the server blurs for this member until they tap to view it (decision 088),
   * with its ThumbHash to draw in its place, and whether the classifier flagged it.
   */
  blurredImage?: { placeholder: string | null; mayContainNudity: boolean };
  /** Theirs, hidden by the member's Hidden Words: under "Hidden by your words" (decision 085). */
  hidden?: boolean;
  /** Decision 108: its reactions, the quote of the message it replies to, and when it was unsent. */
  reactions?: Reaction[];
  replyTo?: ReplyQuote | null;
  unsentAt?: string | null;
  /** Decision 109: a voice note, played in the bubble. */
  voice?: VoiceNote | null;
}

export const temporaryId = (clientId: string) => `temp-${clientId}`;

/**
 * What the thread shows, oldest first: the stored messages, then the ones still on their way.
 * A pending message whose clientId is already stored (the socket echo came first) is not
 * shown twice.
 */
export function chatItems(thread: readonly Message[], pending: readonly PendingMessage[], myId: string): ChatItem[] {
  const stored: ChatItem[] = thread.map((message) => {
    const mine = message.senderId === myId;
    return {
      id: message.id,
      clientId: message.clientId,
      mine,
      content: message.content,
      createdAt: message.createdAt,
      imageUrl: message.mediaType === 'image' ? message.mediaUrl : null,
      status: mine ? (message.isRead ? 'read' : 'sent') : null,
      ...(message.mightHurt && !mine ? { mightHurt: true } : {}),
      ...(message.blurred && !mine && message.mediaType === 'image'
        ? { blurredImage: { placeholder: message.mediaPlaceholder, mayContainNudity: message.mayContainNudity } }
        : {}),
      ...(message.hidden && !mine ? { hidden: true } : {}),
      reactions: message.reactions,
      replyTo: message.replyTo,
      unsentAt: message.unsentAt,
      voice: message.voice,
    };
  });
  const storedClientIds = new Set(thread.map((message) => message.clientId).filter(Boolean));
  const waiting: ChatItem[] = pending
    .filter((message) => !storedClientIds.has(message.clientId))
    .map((message) => ({
      id: temporaryId(message.clientId),
      clientId: message.clientId,
      mine: true,
      content: message.content,
      createdAt: message.createdAt,
      imageUrl: message.image?.previewUrl ?? null,
      status: message.status,
      ...(message.refusal ? { refusal: message.refusal } : {}),
    }));
  return [...stored, ...waiting];
}
