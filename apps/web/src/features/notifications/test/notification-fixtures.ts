import type { Notification } from '@kindred/contract/notifications';

export function notification(id: string, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    type: 'like',
    content: 'Jordan liked your profile',
    createdAt: new Date().toISOString(),
    isRead: false,
    userId: 'member-jordan',
    name: 'Jordan',
    photo: null,
    messagePreview: null,
    matchId: null,
    topic: null,
    ...overrides,
  };
}

export function notificationsPage(items: Notification[], unreadCount = items.filter((n) => !n.isRead).length) {
  return {
    notifications: items,
    pagination: { total: items.length, page: 1, limit: 20, pages: items.length ? 1 : 0 },
    unreadCount,
  };
}
