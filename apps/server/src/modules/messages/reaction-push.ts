import { randomUUID } from 'node:crypto';
import { MESSAGE_ACTIONS_TEXTS } from '@kindred/contract/message-actions';
import type { Notification } from '@kindred/contract/notifications';
import type { DomainEventMap } from '../../events/domain-events';

/**
 * The push a reaction sends to a member with no device connected (decision 108): shaped as a
 * message notification (its toggle, its tag: it replaces the conversation's message push on the
 * lock screen rather than add one), but never stored, so reactions cannot flood the bell.
 */
export function reactionPushNotice(
  reaction: DomainEventMap['message.reacted'],
  actorName: string,
  now = new Date(),
): Notification {
  return {
    id: randomUUID(),
    type: 'message',
    content: MESSAGE_ACTIONS_TEXTS.reactedPush(actorName, reaction.emoji ?? ''),
    createdAt: now.toISOString(),
    isRead: false,
    userId: reaction.actorId,
    name: actorName,
    photo: null,
    messagePreview: null,
    matchId: reaction.matchId,
    topic: null,
  };
}
