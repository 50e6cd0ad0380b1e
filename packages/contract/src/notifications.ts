// SPEC 2 (Notifications), 3 (Notification, Notification toggles), 4 (Notifications), 8 (empty
// states): the in-app notifications API and the texts of its screen. Paths are ours ("not shown").
import { z } from 'zod';
import type { NOTIFICATION_TOGGLES } from './enums';
import { NOTIFICATION_TYPES } from './enums';
import { paginationSchema } from './matches';
import { EMPTY_STATES } from './messages';

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Which toggle (SPEC 3 "Notification toggles") lets each type through; null: always (safety notices). */
export const NOTIFICATION_TOGGLE_OF: Record<NotificationType, (typeof NOTIFICATION_TOGGLES)[number] | null> = {
  match: 'new_matches',
  message: 'new_messages',
  like: 'match_activity',
  view: 'match_activity',
  event: 'app_updates',
  system: null,
};

/** Ours: what a system notice is about, when it leads somewhere other than the guidelines. */
/** 'we-met' (decision 106): an 'event' asking "Did you meet?", leading to the prompt on Matches. */
export const NOTIFICATION_TOPICS = ['verification', 'we-met', 'date-check-in'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/**
 * The toggle a notification answers to, when it is stored and again when it is pushed: its type's
 * (NOTIFICATION_TOGGLE_OF), except an 'event' about one of the member's own matches, which is not
 * app news (App Updates is off by default): "Did you meet?" (decision 106) answers to New
 * Matches, a date plan's notice or reminder (decision 101) to New Messages, as its chat does.
 */
export function notificationToggleOf(notification: {
  type: NotificationType;
  topic?: NotificationTopic | null;
  matchId?: string | null;
}): (typeof NOTIFICATION_TOGGLES)[number] | null {
  if (notification.type === 'event') {
    if (notification.topic === 'we-met') return 'new_matches';
    if (notification.matchId) return 'new_messages';
  }
  return NOTIFICATION_TOGGLE_OF[notification.type];
}

/** Ours: the page size of the notifications list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * SPEC 3 Notification: id, type, content, timestamp, isRead, and the optional userId, name,
 * photo and messagePreview. `matchId` is where it leads (the match, or its conversation).
 */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  content: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
  userId: z.string().nullable(),
  name: z.string().nullable(),
  photo: z.string().nullable(),
  messagePreview: z.string().nullable(),
  matchId: z.string().nullable(),
  /** Ours: a system notice's subject (NOTIFICATION_TOPICS), null otherwise. */
  topic: z.enum(NOTIFICATION_TOPICS).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATION_FILTERS = ['all', 'unread'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

export const notificationsQuerySchema = z.object({
  filter: z
    .enum(NOTIFICATION_FILTERS, { error: `filter must be one of: ${NOTIFICATION_FILTERS.join(', ')}` })
    .default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;

/** Newest first. */
export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  pagination: paginationSchema,
  unreadCount: z.number().int(),
});
export const notificationResponseSchema = z.object({ notification: notificationSchema, unreadCount: z.number().int() });
export const notificationsUnreadCountSchema = z.object({ unreadCount: z.number().int() });
export const notificationsChangedSchema = z.object({ updated: z.number().int(), unreadCount: z.number().int() });

/** The screen's texts (SPEC 2 and 8 where it has them; the rest ours). */
export const NOTIFICATION_TEXTS = {
  title: 'Notifications',
  filters: { all: 'All', unread: 'Unread' } satisfies Record<NotificationFilter, string>,
  filtersLabel: 'Show notifications',
  markAllRead: 'Mark all read',
  clearAll: 'Clear all',
  clearDialogTitle: 'Clear all notifications',
  clearDialogBody: 'This removes every notification. It cannot be undone.',
  cancel: 'Cancel',
  confirmClear: 'Clear All',
  empty: EMPTY_STATES.noNotifications,
  emptyUnread: EMPTY_STATES.noUnreadNotifications,
  emptyHint: 'Matches, messages and likes will show up here.',
  loadMore: 'Load more',
  loadFailed: 'Failed to load notifications. Please try again.',
  tryAgain: 'Try again',
  unread: 'Unread',
  /** The bell's accessible name in the member header, with the unread count when there is one. */
  bellLabel: (count: number) => (count > 0 ? `Notifications, ${count} unread` : 'Notifications'),
  /** The badge shows at most this. */
  badgeCount: (count: number) => (count > 99 ? '99+' : String(count)),
  /** Server answers. */
  notFound: 'Notification not found',
  cleared: 'Notifications cleared',
} as const;

/** What the notifications module writes (content is stored, so it reads as it did when it happened). */
export const NOTIFICATION_CONTENT = {
  liked: (name: string) => `${name} liked your profile`,
  superLiked: (name: string) => `${name} super liked your profile`,
  matched: (name: string) => `You matched with ${name}!`,
  message: (name: string, count: number) =>
    count === 1 ? `${name} sent you a message` : `${name} sent you ${count} messages`,
  viewed: (name: string) => `${name} viewed your profile`,
  someone: 'Someone',
} as const;
