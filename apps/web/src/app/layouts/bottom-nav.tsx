import { clsx } from 'clsx';
import { Heart, LogOut, MessageCircle, Sparkles, User } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { TIMINGS } from '@kindred/contract/constants';
import { ROUTES } from '@kindred/contract/routes';
import { BOTTOM_NAV } from '@kindred/contract/screens';
import { YOUR_TURN_TEXTS } from '@kindred/contract/your-turn';
import { useUnreadCount } from '@/features/conversations/api/get-unread-count';
import { UnreadCountBadge } from '@/features/conversations/components/unread-count-badge';
import { YourTurnDot } from '@/features/conversations/components/your-turn-dot';
import { isProfileSection } from './member-nav-visibility';
import { useDismiss } from '@/lib/use-dismiss';
import { useLongPress } from './use-long-press';

const items = [
  { to: ROUTES.forYou, label: BOTTOM_NAV.forYou, Icon: Sparkles },
  { to: ROUTES.matches, label: BOTTOM_NAV.matches, Icon: Heart },
  { to: ROUTES.messages, label: BOTTOM_NAV.messages, Icon: MessageCircle },
] as const;

const itemClass = (active: boolean) =>
  clsx(
    // Reversed: the label comes first in the markup, so the visible text ('Messages 2') is inside
    // the link's name ('Messages, 2 unread': WCAG 2.5.3) while the icon stays on top.
    'flex h-full w-full flex-col-reverse items-center justify-center gap-1 rounded-xl text-xs font-semibold transition-colors',
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500',
    active
      ? 'text-rose-700 dark:text-rose-300'
      : 'text-stone-600 hover:text-stone-900 dark:text-stone-400 dark:hover:text-stone-100',
  );

interface BottomNavProps {
  onLogout: () => void;
  loggingOut: boolean;
}

/**
 * SPEC 2 Logged-in layout: bottom navigation; long-press or right-click Profile for logout. Wide
 * screens have the same sections in the header instead (decision 050).
 */
export function BottomNav({ onLogout, loggingOut }: BottomNavProps) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const profileRef = useRef<HTMLLIElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(profileRef, menuOpen, closeMenu);
  const longPress = useLongPress(() => setMenuOpen(true), TIMINGS.profileLongPressMs);
  const profileActive = isProfileSection(pathname);
  const counts = useUnreadCount().data;

  return (
    <nav
      aria-label="Member"
      className="fixed inset-x-0 bottom-0 z-40 border-t lg:hidden border-stone-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur dark:border-stone-700 dark:bg-stone-900/95"
    >
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-4 gap-1 px-2 py-1.5">
        {items.map(({ to, label, Icon }) => {
          const unread = (to === ROUTES.messages && counts?.unreadCount) || 0;
          // Decision 103: conversations waiting for the member's reply, a dot beside the count.
          const yourTurn = (to === ROUTES.messages && counts?.yourTurnCount) || 0;
          return (
            <li key={to}>
              <NavLink
                to={to}
                aria-label={unread > 0 || yourTurn > 0 ? YOUR_TURN_TEXTS.navLabel(label, unread, yourTurn) : undefined}
                className={({ isActive }) => itemClass(isActive)}
              >
                {({ isActive }) => (
                  <>
                    {label}
                    {unread > 0 && ' '}
                    <span className="relative">
                      <Icon aria-hidden="true" className={clsx('h-5 w-5', isActive && 'fill-rose-100')} />
                      <UnreadCountBadge count={unread} className="absolute -top-1.5 left-3" />
                      <YourTurnDot count={yourTurn} className="absolute -top-1 -left-1.5" />
                    </span>
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
        <li ref={profileRef} className="relative">
          <Link
            to={ROUTES.profile}
            aria-current={profileActive ? 'page' : undefined}
            aria-haspopup="menu"
            className={itemClass(profileActive)}
            {...longPress}
          >
            {BOTTOM_NAV.profile}
            <User aria-hidden="true" className={clsx('h-5 w-5', profileActive && 'fill-rose-100')} />
          </Link>
          {menuOpen && (
            <div
              role="menu"
              aria-label={BOTTOM_NAV.logoutMenu}
              className="absolute right-0 bottom-full mb-2 w-40 rounded-xl border border-stone-200 bg-white p-1 shadow-lg dark:border-stone-700 dark:bg-stone-900"
            >
              <button
                type="button"
                role="menuitem"
                autoFocus
                disabled={loggingOut}
                onClick={() => {
                  setMenuOpen(false);
                  onLogout();
                }}
                className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-semibold text-stone-800 hover:bg-rose-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 dark:text-stone-200 dark:hover:bg-stone-800"
              >
                <LogOut aria-hidden="true" className="h-4 w-4" />
                {BOTTOM_NAV.logout}
              </button>
            </div>
          )}
        </li>
      </ul>
    </nav>
  );
}
