import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsChangedSchema } from '@kindred/contract/notifications';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { NOTIFICATION_LISTS_QUERY_KEY } from './get-notifications';
import { NOTIFICATIONS_UNREAD_QUERY_KEY } from './get-notifications-unread-count';

export function markAllNotificationsRead() {
  return apiRequest(API_PATHS.notifications.readAll, { method: 'PATCH', schema: notificationsChangedSchema });
}

/** `PATCH /notifications/read`: SPEC 4, mark all read. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: ({ unreadCount }) => {
      queryClient.setQueryData(NOTIFICATIONS_UNREAD_QUERY_KEY, unreadCount);
      return queryClient.invalidateQueries({ queryKey: NOTIFICATION_LISTS_QUERY_KEY });
    },
  });
}
