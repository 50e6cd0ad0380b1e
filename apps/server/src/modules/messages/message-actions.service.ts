import { CONVERSATION_MESSAGES, type Message } from '@kindred/contract/conversations';
import { MESSAGE_ACTION_MESSAGES, type ReactionEmoji } from '@kindred/contract/message-actions';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { MessageRow } from '../../db/message-row';
import { rowsOf } from '../../db/rows';
import type { DomainEventMap, DomainEvents } from '../../events/domain-events';
import { LIMITS } from '@kindred/contract/constants';
import { Conflict, Forbidden, NotFound, TooManyRequests } from '../../http/errors';
import { setReaction, unsendMessage, withExtras } from './message-actions.repo';
import { reactionPushNotice } from './reaction-push';
import type { MessageService } from './messages.service';
import { createSendRateLimit, type SendRate, type SendRateLimit } from './send-rate-limit';

/** A member reacts and unsends at most as fast as they send: each is a few writes. */
export const MESSAGE_ACTION_RATE: SendRate = { burst: LIMITS.messageBurst, perSecond: LIMITS.messagesPerSecond };

export interface MessageActionDeps {
  db: Database;
  events: DomainEvents;
  messages: Pick<MessageService, 'visibleMessage' | 'view'>;
  /** Shared by the processes with Redis (decision 093); without, this process's own buckets. */
  rateLimit?: SendRateLimit;
  /** Deletes an unsent message's image or voice note (row and file) unless a report holds it. */
  releaseMedia?: (message: { id: string; senderId: string; media: NonNullable<MessageRow['media']> }) => Promise<void>;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Reactions and unsend (decision 108), behind both sets of paths and the socket. Only a member of
 * the message's live conversation acts on it (404 otherwise, as for reading it); `matchId`, from a
 * /conversations/{id}/messages/... path, must be the message's own conversation.
 */
export function createMessageActionService({ db, events, messages, ...deps }: MessageActionDeps) {
  const rateLimit = deps.rateLimit ?? createSendRateLimit(MESSAGE_ACTION_RATE);

  async function target(memberId: string, messageId: string, matchId: string | undefined) {
    if (!(await rateLimit.take(memberId))) throw new TooManyRequests(CONVERSATION_MESSAGES.sendingTooFast);
    const found = await messages.visibleMessage(memberId, messageId);
    if (matchId !== undefined && found.row.matchId !== matchId) {
      throw new NotFound(CONVERSATION_MESSAGES.messageNotFound);
    }
    return found;
  }

  /** Who hears of a change to this message: both members, or only its sender while screening holds it. */
  const audienceOf = (row: { senderId: string; heldAt: Date | null }, memberId: string, otherId: string) =>
    row.heldAt !== null ? [row.senderId] : [memberId, otherId];

  async function nameOf(memberId: string): Promise<string> {
    // The profiles module's table, read by name only here: a reaction's push says who reacted.
    const [row] = rowsOf<{ name: string }>(
      await db.execute(sql`SELECT name FROM profiles WHERE user_id = ${memberId}::uuid`),
    );
    return row?.name ?? '';
  }

  return {
    /**
     * The push for a reaction whose recipient has no device connected (the gateway asks): the
     * reacting member's name is read only then, not on every reaction.
     */
    reactionPush: async (reaction: DomainEventMap['message.reacted']) =>
      reactionPushNotice(reaction, await nameOf(reaction.actorId)),

    /** Sets, changes (`emoji`) or removes (null) the member's one reaction; the message as they see it now. */
    async react(memberId: string, messageId: string, emoji: ReactionEmoji | null, matchId?: string): Promise<Message> {
      const { row, access } = await target(memberId, messageId, matchId);
      if (row.unsentAt !== null) throw new Conflict(MESSAGE_ACTION_MESSAGES.reactToUnsent);
      const reactions = await setReaction(db, row.id, memberId, emoji);
      // Pushed only about the other member's own message, delivered to them (not held).
      const told = emoji !== null && row.heldAt === null && row.senderId === access.otherId ? emoji : null;
      events.emit('message.reacted', {
        matchId: row.matchId,
        messageId: row.id,
        reactions,
        audience: audienceOf(row, memberId, access.otherId),
        actorId: memberId,
        recipientId: access.otherId,
        emoji: told,
      });
      const [shown] = await withExtras(db, [row], { reactions: false });
      return messages.view(
        { ...shown!, reactions },
        { id: memberId, receiptsShared: access.receiptsShared, imagesClear: access.imagesClear },
      );
    },

    /**
     * Unsends the member's own message within the window: its text and image go for both, a
     * marker stays. Unsending it again answers it as it is (a retry is safe).
     */
    async unsend(memberId: string, messageId: string, matchId?: string): Promise<Message> {
      const { row, access } = await target(memberId, messageId, matchId);
      if (row.senderId !== memberId) throw new Forbidden(MESSAGE_ACTION_MESSAGES.onlySenderUnsends);
      const outcome = await unsendMessage(db, row.id, memberId);
      if (outcome.kind === 'tooLate') throw new Conflict(MESSAGE_ACTION_MESSAGES.unsendTooLate);
      const unsentAt = outcome.kind === 'unsent' ? outcome.unsentAt : row.unsentAt!;
      if (outcome.kind === 'unsent') {
        // Gone for both means gone from storage too; a failure here leaves the file to a later look, not the unsend.
        if (row.media && deps.releaseMedia) {
          await deps
            .releaseMedia({ id: row.id, senderId: row.senderId, media: row.media })
            .catch((error: unknown) => deps.log?.warn({ err: error }, 'unsent message media not removed'));
        }
        events.emit('message.unsent', {
          matchId: row.matchId,
          messageId: row.id,
          unsentAt: unsentAt.toISOString(),
          audience: audienceOf(row, memberId, access.otherId),
        });
      }
      const [shown] = await withExtras(db, [{ ...row, content: '', media: null, unsentAt }], { reactions: false });
      return messages.view(shown!, { id: memberId, receiptsShared: access.receiptsShared, imagesClear: true });
    },
  };
}

export type MessageActionService = ReturnType<typeof createMessageActionService>;
