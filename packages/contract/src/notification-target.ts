import type { Notification } from './notifications';
import { ROUTES } from './routes';

/**
 * Where a notification leads (decision 045): a match to the match, a message to its
 * conversation, a like or a view to For You (where a member who liked you can be liked back); a
 * system notice to the Community Guidelines it refers to, or a verification's to Get verified. The notifications page and Web Push
 * (decision 047) both use it.
 */
export function notificationTarget(notification: Pick<Notification, 'type' | 'matchId' | 'topic'>): string | null {
  switch (notification.type) {
    case 'match':
      return notification.matchId ? ROUTES.match(notification.matchId) : ROUTES.matches;
    case 'message':
      return notification.matchId ? ROUTES.messageThread(notification.matchId) : ROUTES.messages;
    case 'like':
    case 'view':
      return ROUTES.forYou;
    case 'system':
      return notification.topic === 'verification' ? ROUTES.getVerified : ROUTES.community;
    case 'event':
      // A date plan's notice (decision 101) leads to its conversation.
      return notification.matchId ? ROUTES.messageThread(notification.matchId) : null;
  }
}
