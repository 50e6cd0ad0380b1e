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
 * Each control is 44 px tall and the icons 44 px wide, side by side with no gap: a tap anywhere
 * in the row lands on one of them, never between or on two (decision 053).
 */
export function MemberQuickActions({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <div className={clsx('flex shrink-0 items-center', className)}>
      <NavLink
        to={ROUTES.discover}
        title={TOP_NAV.discover}
        className={({ isActive }) =>
          clsx(
            'inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-full text-sm font-semibold transition-colors',
            // Below 360 px the logo and three controls leave no room for the word: an icon, named.
            !compact && 'px-2.5 max-[360px]:px-0 lg:hidden',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500',
            isActive
              ? 'bg-rose-50 text-rose-700 dark:bg-stone-800 dark:text-rose-300'
              : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900 dark:text-stone-300 dark:hover:bg-stone-800',
          )
        }
      >
        <Compass aria-hidden="true" className="h-5 w-5" />
        {/* In a chat's crowded header the name stays for screen readers only. */}
        <span className={clsx(compact ? 'sr-only' : 'max-[360px]:sr-only')}>{TOP_NAV.discover}</span>
      </NavLink>
      <NotificationsBell />
      <MemberMenu />
    </div>
  );
}
