import { clsx } from 'clsx';
import { Bell, Eye, Heart, MessageCircle, ShieldAlert, Sparkles, type LucideIcon } from 'lucide-react';
import { NOTIFICATION_TEXTS, type Notification, type NotificationType } from '@kindred/contract/notifications';
import { formatRelativeTime } from '@/lib/format-relative-time';
import { photoProps } from '@/lib/photo-srcset';

const ICONS: Record<NotificationType, LucideIcon> = {
  match: Sparkles,
  message: MessageCircle,
  like: Heart,
  view: Eye,
  event: Bell,
  system: ShieldAlert,
};

interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}

/** One notification: who, what and when; unread ones stand out (and say so to screen readers). */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const Icon = ICONS[notification.type];
  const unread = !notification.isRead;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className={clsx(
          'flex w-full items-start gap-3 rounded-2xl border px-4 py-3 text-left transition-colors',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500',
          unread
            ? 'border-rose-200 bg-rose-50 hover:bg-rose-100 dark:border-rose-900 dark:bg-rose-950/40 dark:hover:bg-rose-950/70'
            : 'border-stone-200 bg-white hover:bg-stone-50 dark:border-stone-700 dark:bg-stone-900 dark:hover:bg-stone-800',
        )}
      >
        <span className="relative inline-flex h-12 w-12 shrink-0">
          {notification.photo ? (
            <img
              {...photoProps(notification.photo, { width: 48, height: 48 })}
              alt=""
              className="h-full w-full rounded-full bg-stone-200 object-cover dark:bg-stone-700"
            />
          ) : (
            <span className="flex h-full w-full items-center justify-center rounded-full bg-rose-100 text-rose-700 dark:bg-rose-900/60 dark:text-rose-200">
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
          )}
          {notification.photo && (
            <span className="absolute -right-1 -bottom-1 flex h-6 w-6 items-center justify-center rounded-full bg-rose-600 text-white ring-2 ring-white dark:ring-stone-900">
              <Icon aria-hidden="true" className="h-3.5 w-3.5" />
            </span>
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span className={clsx('block text-stone-900 dark:text-stone-100', unread ? 'font-semibold' : 'font-medium')}>
            {notification.content}
          </span>
          {notification.messagePreview && (
            <span className="mt-0.5 line-clamp-2 text-sm break-words text-stone-600 dark:text-stone-400">
              {notification.messagePreview}
            </span>
          )}
          <span className="mt-1 block text-xs text-stone-600 dark:text-stone-400">
            <time dateTime={notification.createdAt}>{formatRelativeTime(notification.createdAt)}</time>
          </span>
        </span>
        {unread && (
          <span className="mt-2 flex shrink-0 items-center">
            <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-rose-600" />
            <span className="sr-only">{NOTIFICATION_TEXTS.unread}</span>
          </span>
        )}
      </button>
    </li>
  );
}
