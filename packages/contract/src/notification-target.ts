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
      if (notification.topic === 'verification') return ROUTES.getVerified;
      // A date check-in's "Are you OK?" (decision 104) leads to the chat, where the plan's card answers it.
      if (notification.topic === 'date-check-in') {
        return notification.matchId ? ROUTES.messageThread(notification.matchId) : ROUTES.datePlanner;
      }
      return ROUTES.community;
    case 'event':
      // "Did you meet?" (decision 106) leads to its prompt at the top of Matches.
      if (notification.topic === 'we-met') return ROUTES.matches;
      // A date plan's notice (decision 101) leads to its conversation.
      return notification.matchId ? ROUTES.messageThread(notification.matchId) : null;
  }
}
