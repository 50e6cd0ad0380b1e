import { clsx } from 'clsx';
import { Bell, CheckCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  NOTIFICATION_FILTERS,
  NOTIFICATION_TEXTS,
  type Notification,
  type NotificationFilter,
} from '@kindred/contract/notifications';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorCard } from '@/components/ui/load-error-card';
import { Spinner } from '@/components/ui/spinner';
import { useNotifications } from '../api/get-notifications';
import { useNotificationsUnreadCount } from '../api/get-notifications-unread-count';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { notificationTarget } from '@kindred/contract/notification-target';
import { ClearNotificationsDialog } from './clear-notifications-dialog';
import { NotificationItem } from './notification-item';

/** SPEC 2 Notifications: filters All and Unread, mark all read, clear all after a confirmation. */
export function NotificationsScreen() {
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [clearing, setClearing] = useState(false);
  const navigate = useNavigate();
  const list = useNotifications(filter);
  const unreadCount = useNotificationsUnreadCount().data ?? 0;
  const markAll = useMarkAllNotificationsRead();
  const markOne = useMarkNotificationRead();
  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const total = list.data?.pages[0]?.pagination.total ?? 0;

  function open(notification: Notification) {
    if (!notification.isRead) markOne.mutate(notification.id);
    const target = notificationTarget(notification);
    if (target) void navigate(target);
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-6 pb-10 sm:pt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 dark:text-stone-100">
          {NOTIFICATION_TEXTS.title}
        </h1>
        <div className="flex gap-2">
          <Button
            variant="ghost"
            size="sm"
            busy={markAll.isPending}
            disabled={unreadCount === 0}
            onClick={() => markAll.mutate()}
          >
            {!markAll.isPending && <CheckCheck aria-hidden="true" className="h-4 w-4" />}
            {NOTIFICATION_TEXTS.markAllRead}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={filter === 'all' && total === 0}
            onClick={() => setClearing(true)}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {NOTIFICATION_TEXTS.clearAll}
          </Button>
        </div>
      </div>

      <div role="group" aria-label={NOTIFICATION_TEXTS.filtersLabel} className="mt-4 mb-5 flex gap-2">
        {NOTIFICATION_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className={clsx(
              'hit-area relative rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-1 dark:focus-visible:ring-offset-stone-900',
              filter === value
                ? 'border-rose-600 bg-rose-600 text-white hover:bg-rose-700'
                : 'border-stone-300 bg-white text-stone-800 hover:bg-rose-50 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-200 dark:hover:bg-stone-800',
            )}
          >
            {NOTIFICATION_TEXTS.filters[value]}
            {value === 'unread' && unreadCount > 0 && ` (${NOTIFICATION_TEXTS.badgeCount(unreadCount)})`}
          </button>
        ))}
      </div>

      {list.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : list.isError && notifications.length === 0 ? (
        <LoadErrorCard message={NOTIFICATION_TEXTS.loadFailed}>
          <Button onClick={() => void list.refetch()}>{NOTIFICATION_TEXTS.tryAgain}</Button>
        </LoadErrorCard>
      ) : notifications.length === 0 ? (
        <EmptyState
          icon={Bell}
          title={filter === 'unread' ? NOTIFICATION_TEXTS.emptyUnread : NOTIFICATION_TEXTS.empty}
          description={filter === 'unread' ? undefined : NOTIFICATION_TEXTS.emptyHint}
        />
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={open} />
            ))}
          </ul>
          {list.hasNextPage && (
            <div className="mt-4 flex justify-center">
              <Button variant="outline" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {NOTIFICATION_TEXTS.loadMore}
              </Button>
            </div>
          )}
        </>
      )}

      {clearing && <ClearNotificationsDialog onClose={() => setClearing(false)} />}
    </div>
  );
}
