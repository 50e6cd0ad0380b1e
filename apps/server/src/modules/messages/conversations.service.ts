import { YOUR_TURN_LIMITS } from '@kindred/contract/your-turn';
import { CONVERSATION_MESSAGES, type Conversation } from '@kindred/contract/conversations';
import type { Database } from '../../db/database';
import { NotFound } from '../../http/errors';
import { isOnline, shownLastActive } from '../profiles/shown-activity';
import type { PhotoService } from '../photos/photos.service';
import {
  clearConversation,
  countConversations,
  countTurnsWaitingSince,
  inboxCountsOf,
  listConversations,
  presenceAudienceOf,
  setArchived,
  type ConversationFilter,
  type ConversationRow,
} from './conversations.repo';
import { requireConversation } from './conversation-access';

const HOUR_MS = 60 * 60 * 1000;

export interface ConversationServiceDeps {
  db: Database;
  photos: Pick<PhotoService, 'photoUrlsOfMany'>;
  now?: () => Date;
}

/** SPEC 3 Conversation as one member sees it (activity off hides online and last active). */
function toConversation(row: ConversationRow, photos: string[], now: Date): Conversation {
  return {
    id: row.id,
    matchedAt: row.matchedAt.toISOString(),
    otherUser: {
      id: row.otherId,
      isOnline: isOnline(row, now),
      lastActive: shownLastActive(row),
      profile: { id: row.otherId, name: row.name, photos },
    },
    latestMessage:
      row.latestId === null
        ? null
        : {
            id: row.latestId,
            content: row.latestContent ?? '',
            senderId: row.latestSenderId!,
            createdAt: row.latestCreatedAt!.toISOString(),
            mediaType: row.latestMedia?.type ?? null,
            unsent: row.latestUnsent === true,
          },
    unreadCount: row.unreadCount,
    archived: row.archived,
    yourTurn: row.yourTurn,
  };
}

/** SPEC 7 Conversations: the list, one conversation, archive and delete (both for this member only). */
export function createConversationService({ db, photos, now = () => new Date() }: ConversationServiceDeps) {
  async function conversationsOf(rows: ConversationRow[]): Promise<Conversation[]> {
    const photoUrls = await photos.photoUrlsOfMany(rows.map((row) => row.otherId));
    const today = now();
    return rows.map((row) => toConversation(row, photoUrls.get(row.otherId) ?? [], today));
  }

  const ownConversation = (memberId: string, matchId: string) =>
    requireConversation(db, memberId, matchId, { live: true });

  return {
    async list(memberId: string, filter: Omit<ConversationFilter, 'matchId'>) {
      const { rows, total: counted } = await listConversations(db, memberId, filter);
      const total = rows.length > 0 || filter.page === 1 ? counted : await countConversations(db, memberId, filter);
      return {
        conversations: await conversationsOf(rows),
        pagination: {
          total,
          page: filter.page,
          limit: filter.limit,
          pages: Math.max(1, Math.ceil(total / filter.limit)),
        },
      };
    },

    async get(memberId: string, matchId: string): Promise<Conversation> {
      await ownConversation(memberId, matchId);
      const { rows } = await listConversations(db, memberId, { matchId, page: 1, limit: 1 });
      if (!rows[0]) throw new NotFound(CONVERSATION_MESSAGES.conversationNotFound);
      const [conversation] = await conversationsOf(rows);
      return conversation!;
    },

    async archive(memberId: string, matchId: string, archived: boolean): Promise<void> {
      await ownConversation(memberId, matchId);
      await setArchived(db, memberId, matchId, archived);
    },

    /**
     * How many of the member's conversations have waited for their reply longer than Your Turn
     * allows (decision 103).
     */
    /** Unread messages and conversations on the member's turn (the Messages tab), in one statement. */
    inboxCounts: (memberId: string) => inboxCountsOf(db, memberId),

    turnsOverdue: (memberId: string, at = now()) =>
      countTurnsWaitingSince(db, memberId, new Date(at.getTime() - YOUR_TURN_LIMITS.hours * HOUR_MS)),

    /** Whom this member's online state may be told to (nobody with activity status off). */
    presenceAudience: (memberId: string) => presenceAudienceOf(db, memberId),

    async remove(memberId: string, matchId: string): Promise<void> {
      await ownConversation(memberId, matchId);
      await clearConversation(db, memberId, matchId);
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;
