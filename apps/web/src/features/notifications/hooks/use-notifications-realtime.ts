import { useQueryClient } from '@tanstack/react-query';
import { useSocketConnects, useSocketEvent } from '@/lib/use-socket';
import { NOTIFICATION_LISTS_QUERY_KEY, NOTIFICATIONS_QUERY_KEY } from '../api/get-notifications';
import { NOTIFICATIONS_UNREAD_QUERY_KEY } from '../api/get-notifications-unread-count';

/**
 * Keeps the bell and any open notifications list current from the socket: a stored
 * notification (`notification:new`) or one taken back (`notification:removed`) brings the unread
 * count and refetches the lists; reading a
 * conversation reads its message notification on the server, so the count is asked again; after
 * a reconnection everything that may have been missed is fetched again.
 */
export function useNotificationsRealtime(myId: string | null) {
  const queryClient = useQueryClient();

  useSocketEvent('notification:new', ({ unreadCount }) => {
    queryClient.setQueryData(NOTIFICATIONS_UNREAD_QUERY_KEY, unreadCount);
    void queryClient.invalidateQueries({ queryKey: NOTIFICATION_LISTS_QUERY_KEY });
  });

  // A like taken back takes its notification with it.
  useSocketEvent('notification:removed', ({ unreadCount }) => {
    queryClient.setQueryData(NOTIFICATIONS_UNREAD_QUERY_KEY, unreadCount);
    void queryClient.invalidateQueries({ queryKey: NOTIFICATION_LISTS_QUERY_KEY });
  });

  useSocketEvent('message:read', ({ readerId }) => {
    if (readerId === myId) void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
  });

  // Every connect, the first included: nothing sent before it was pushed to this page.
  useSocketConnects(() => {
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
  });
}
