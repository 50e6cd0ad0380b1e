import { clsx } from 'clsx';
import { Compass } from 'lucide-react';
import { NavLink } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { TOP_NAV } from '@kindred/contract/screens';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { MemberMenu } from './member-menu';

/**
 * Discover, the notifications bell and the menu: at the top right of every member page, and in
 * the header of a full-screen chat where the member header is hidden (decision 050). Discover
 * is in the wide screens' main navigation, so the header shows it here below lg only; `compact`
 * (a chat's header, where that navigation is hidden) shows it as an icon at every width.
 */
export function MemberQuickActions({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <div className={clsx('flex shrink-0 items-center gap-0.5', className)}>
      <NavLink
        to={ROUTES.discover}
        title={TOP_NAV.discover}
        className={({ isActive }) =>
          clsx(
            'inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-full text-sm font-semibold transition-colors',
            !compact && 'px-3 lg:hidden',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500',
            isActive
              ? 'bg-rose-50 text-rose-700 dark:bg-stone-800 dark:text-rose-300'
              : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900 dark:text-stone-300 dark:hover:bg-stone-800',
          )
        }
      >
        <Compass aria-hidden="true" className="h-5 w-5" />
        {/* In a chat's crowded header the name stays for screen readers only. */}
        <span className={clsx(compact && 'sr-only')}>{TOP_NAV.discover}</span>
      </NavLink>
      <NotificationsBell />
      <MemberMenu />
    </div>
  );
}
