import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationResponseSchema } from '@kindred/contract/notifications';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/mutation-config';
import { NOTIFICATION_LISTS_QUERY_KEY } from './get-notifications';
import { NOTIFICATIONS_UNREAD_QUERY_KEY } from './get-notifications-unread-count';

export function markNotificationRead(notificationId: string) {
  return apiRequest(API_PATHS.notifications.read(notificationId), {
    method: 'PATCH',
    schema: notificationResponseSchema,
  });
}

/** `PATCH /notifications/{id}/read`: the unread count comes back with it. */
export function useMarkNotificationRead(config: MutationConfig<typeof markNotificationRead> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: markNotificationRead,
    onSuccess: (...args) => {
      queryClient.setQueryData(NOTIFICATIONS_UNREAD_QUERY_KEY, args[0].unreadCount);
      void queryClient.invalidateQueries({ queryKey: NOTIFICATION_LISTS_QUERY_KEY });
      return config.onSuccess?.(...args);
    },
  });
}
