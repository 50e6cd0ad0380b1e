import { clsx } from 'clsx';
import { Bell } from 'lucide-react';
import { NavLink } from 'react-router';
import { NOTIFICATION_TEXTS } from '@kindred/contract/notifications';
import { ROUTES } from '@kindred/contract/routes';
import { useNotificationsUnreadCount } from '../api/get-notifications-unread-count';

/** The bell in the member header: leads to /notifications; its name carries the unread count. */
export function NotificationsBell() {
  const count = useNotificationsUnreadCount().data ?? 0;
  return (
    <NavLink
      to={ROUTES.notifications}
      aria-label={NOTIFICATION_TEXTS.bellLabel(count)}
      className={({ isActive }) =>
        clsx(
          'relative inline-flex h-11 w-11 items-center justify-center rounded-full transition-colors',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500',
          isActive
            ? 'bg-rose-50 text-rose-700 dark:bg-stone-800 dark:text-rose-300'
            : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900 dark:text-stone-300 dark:hover:bg-stone-800',
        )
      }
    >
      <Bell aria-hidden="true" className="h-5 w-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 inline-flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-rose-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white dark:ring-stone-900"
        >
          {NOTIFICATION_TEXTS.badgeCount(count)}
        </span>
      )}
    </NavLink>
  );
}
