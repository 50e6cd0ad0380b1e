import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsChangedSchema } from '@kindred/contract/notifications';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/mutation-config';
import { NOTIFICATION_LISTS_QUERY_KEY } from './get-notifications';
import { NOTIFICATIONS_UNREAD_QUERY_KEY } from './get-notifications-unread-count';

export function clearNotifications() {
  return apiRequest(API_PATHS.notifications.list, { method: 'DELETE', schema: notificationsChangedSchema });
}

/** `DELETE /notifications`: SPEC 4, clear all empties the list (after the dialog confirms). */
export function useClearNotifications(config: MutationConfig<typeof clearNotifications> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: clearNotifications,
    onSuccess: async (...args) => {
      queryClient.setQueryData(NOTIFICATIONS_UNREAD_QUERY_KEY, 0);
      await queryClient.invalidateQueries({ queryKey: NOTIFICATION_LISTS_QUERY_KEY });
      return config.onSuccess?.(...args);
    },
  });
}
