import { useInfiniteQuery } from '@tanstack/react-query';
import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationsResponseSchema,
  type NotificationFilter,
} from '@kindred/contract/notifications';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

/** Every query of this feature lives under this key. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
export const NOTIFICATION_LISTS_QUERY_KEY = [...NOTIFICATIONS_QUERY_KEY, 'list'] as const;
export const notificationsQueryKey = (filter: NotificationFilter) => [...NOTIFICATION_LISTS_QUERY_KEY, filter] as const;

export function fetchNotifications(filter: NotificationFilter, page: number, signal?: AbortSignal) {
  return apiRequest(API_PATHS.notifications.list, {
    query: { filter, page, limit: NOTIFICATIONS_PAGE_SIZE },
    schema: notificationsResponseSchema,
    signal,
  });
}

/** `GET /notifications`: newest first, all or unread only, a page at a time (decision 045). */
export function useNotifications(filter: NotificationFilter) {
  return useInfiniteQuery({
    queryKey: notificationsQueryKey(filter),
    queryFn: ({ pageParam, signal }) => fetchNotifications(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) => (pagination.page < pagination.pages ? pagination.page + 1 : undefined),
  });
}
