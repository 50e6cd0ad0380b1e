import { useQuery } from '@tanstack/react-query';
import { notificationsUnreadCountSchema } from '@kindred/contract/notifications';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { readStoredToken } from '@/lib/auth-storage';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

export const NOTIFICATIONS_UNREAD_QUERY_KEY = [...NOTIFICATIONS_QUERY_KEY, 'unread-count'] as const;

export function fetchNotificationsUnreadCount(signal?: AbortSignal): Promise<number> {
  return apiRequest(API_PATHS.notifications.unreadCount, { schema: notificationsUnreadCountSchema, signal }).then(
    (response) => response.unreadCount,
  );
}

/** `GET /notifications/unread-count`, for the bell. Kept current by the socket (use-notifications-realtime.ts). */
export function useNotificationsUnreadCount() {
  return useQuery({
    queryKey: NOTIFICATIONS_UNREAD_QUERY_KEY,
    queryFn: ({ signal }) => fetchNotificationsUnreadCount(signal),
    enabled: readStoredToken() !== null,
    staleTime: 60_000,
  });
}
