import { MATCH_MESSAGES } from '@kindred/contract/matches';
import type { Database } from '../../db/database';
import type { DomainEvents } from '../../events/domain-events';
import { Forbidden, NotFound } from '../../http/errors';
import { findLiveMatch, findMatchPair } from '../matches/matches.repo';
import { insertMessage, pageOfMessages, type MessageRow } from './messages.repo';

export interface MessageServiceDeps {
  db: Database;
  events: DomainEvents;
}

export interface SentMessage {
  id: string;
  matchId: string;
  senderId: string;
  content: string;
  createdAt: string;
  isRead: boolean;
}

export const toSentMessage = (row: MessageRow): SentMessage => ({
  id: row.id,
  matchId: row.matchId,
  senderId: row.senderId,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  isRead: row.readAt !== null,
});

/**
 * Sending a message within a match. Only a member of a live match may send: an ended match, a
 * block either way or a suspended partner refuses it (SPEC 6: blocked members cannot message).
 */
export function createMessageService({ db, events }: MessageServiceDeps) {
  return {
    /** A page of the match's messages, newest first (SPEC 4: the screen reverses them). */
    async conversation(memberId: string, matchId: string, page: number, limit: number) {
      if (!(await findLiveMatch(db, memberId, matchId))) throw new NotFound(MATCH_MESSAGES.matchNotFound);
      const { rows, total } = await pageOfMessages(db, matchId, page, limit);
      return {
        messages: rows.map(toSentMessage),
        pagination: { total, page, limit, pages: Math.max(1, Math.ceil(total / limit)) },
      };
    },

    async send(senderId: string, matchId: string, content: string): Promise<SentMessage> {
      const match = await findLiveMatch(db, senderId, matchId);
      if (!match) {
        throw (await isMemberOfAnyMatch(senderId, matchId))
          ? new Forbidden(MATCH_MESSAGES.cannotMessage)
          : new NotFound(MATCH_MESSAGES.matchNotFound);
      }
      const row = await insertMessage(db, { matchId, senderId, content });
      events.emit('message.created', { messageId: row.id, matchId, senderId, recipientId: match.otherId });
      return toSentMessage(row);
    },
  };

  async function isMemberOfAnyMatch(memberId: string, matchId: string): Promise<boolean> {
    return (await findMatchPair(db, memberId, matchId)) !== undefined;
  }
}

export type MessageService = ReturnType<typeof createMessageService>;
