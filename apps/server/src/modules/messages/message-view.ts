import type { Message } from '@kindred/contract/conversations';
import type { MessageRow } from '../../db/message-row';
import { voiceOf } from './voice-note-files';
import type { MessageExtras } from './message-actions.repo';

/** What shapes one member's view of the messages of a conversation, read with its access. */
export interface MessageViewer {
  id: string;
  /** Both members share read receipts (SPEC settings: off means no "Read" either way). */
  receiptsShared: boolean;
  /**
   * The viewer shows images from verified matches without blur and the other member of the
   * conversation (the sender of every message not the viewer's) is verified (decision 088).
   */
  imagesClear: boolean;
}

/**
 * SPEC 3 Message as one member sees it. Their own message shows as read only when both members
 * share read receipts; a message sent to them shows whether they read it. Only the sender gets
 * their client id back. An image sent to them arrives blurred unless they let verified matches'
 * images through and this sender is verified; one the classifier flagged is blurred always and says
 * so, to its recipient only (decision 088). Only the pair is shown a message, so only they get its
 * image's signed URL.
 */
export function toMessage(
  row: MessageRow & MessageExtras,
  viewer: MessageViewer,
  signMediaUrl: (url: string) => string,
): Message {
  const own = row.senderId === viewer.id;
  const image = row.media?.type === 'image';
  const flagged = !own && image && row.mayContainNudity;
  return {
    id: row.id,
    matchId: row.matchId,
    senderId: row.senderId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    isRead: row.readAt !== null && (!own || viewer.receiptsShared),
    // Signed for this reader (decision 091): a chat image is served only through a signed URL.
    mediaUrl: row.media ? signMediaUrl(row.media.url) : null,
    mediaType: row.media?.type ?? null,
    mediaPlaceholder: row.media?.placeholder ?? null,
    clientId: own ? row.clientId : null,
    mightHurt: row.mightHurt,
    blurred: !own && image && (flagged || !viewer.imagesClear),
    mayContainNudity: flagged,
    // Decision 085: only its recipient sees that their Hidden Words hid it; the sender is not told.
    hidden: row.hiddenForRecipient && !own,
    // Decision 108: read with the row where asked (a page, one message); none on a message just sent.
    replyTo: row.replyTo ?? null,
    reactions: row.reactions ?? [],
    unsentAt: row.unsentAt?.toISOString() ?? null,
    // Decision 109: a voice note, its URL signed for this reader like an image's; never blurred.
    voice: voiceOf(row.media, signMediaUrl),
  };
}

/** The sender's own view (their sockets, the answer to a send): nothing of theirs is blurred. */
export const senderView = (senderId: string, receiptsShared = false): MessageViewer => ({
  id: senderId,
  receiptsShared,
  imagesClear: true,
});
