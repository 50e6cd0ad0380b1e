import type { Message } from '@kindred/contract/conversations';
import type { MessageRow } from '../../db/message-row';

/**
 * SPEC 3 Message as one member sees it. Their own message shows as read only when both members
 * share read receipts (settings: off means no "Read" either way); a message sent to them shows
 * whether they read it. Only the sender gets their client id back.
 */
export function toMessage(row: MessageRow, viewerId: string, receiptsShared: boolean): Message {
  const own = row.senderId === viewerId;
  return {
    id: row.id,
    matchId: row.matchId,
    senderId: row.senderId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    isRead: row.readAt !== null && (!own || receiptsShared),
    mediaUrl: row.media?.url ?? null,
    mediaType: row.media?.type ?? null,
    clientId: own ? row.clientId : null,
    mightHurt: row.mightHurt,
    // Decision 085: only its recipient sees that their Hidden Words hid it; the sender is not told.
    hidden: row.hiddenForRecipient && !own,
  };
}
