import { clsx } from 'clsx';
import { LogOut, Menu, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { BOTTOM_NAV, MEMBER_MENU } from '@kindred/contract/screens';
import { Spinner } from '@/components/ui/spinner';
import { useMemberLogout } from './member-logout';
import { NavItem } from './nav-item';
import { MEMBER_MENU_LINKS } from './nav-links';
import { useDismiss } from '@/lib/use-dismiss';

/**
 * The Menu button at the top right of every member page (decision 050): Profile, Premium (New),
 * Date Planner, Icebreakers, Settings, Help, Safety and Log Out. A disclosure: an outside click,
 * Escape or a followed link closes it.
 */
export function MemberMenu() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const { logout, loggingOut } = useMemberLogout();
  const close = useCallback(() => setOpen(false), []);
  // Escape also gives focus back to the button rather than the page.
  useDismiss(ref, open, close, buttonRef);
  useEffect(close, [pathname, close]);

  return (
    <div ref={ref} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={MEMBER_MENU.button}
        onClick={() => setOpen((current) => !current)}
        className={clsx(
          'inline-flex h-11 w-11 items-center justify-center rounded-full transition-colors',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500',
          open
            ? 'bg-rose-50 text-rose-700 dark:bg-stone-800 dark:text-rose-300'
            : 'text-stone-700 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800',
        )}
      >
        {open ? <X aria-hidden="true" className="h-5 w-5" /> : <Menu aria-hidden="true" className="h-5 w-5" />}
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute top-full right-3 z-50 mt-2 w-60 rounded-2xl border border-stone-200 bg-white p-2 shadow-lg dark:border-stone-700 dark:bg-stone-900"
        >
          <nav aria-label={MEMBER_MENU.label}>
            <ul className="flex flex-col">
              {MEMBER_MENU_LINKS.map((link) => (
                <li key={link.to}>
                  <NavItem link={link} onNavigate={close} block />
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-1 border-t border-stone-100 pt-1 dark:border-stone-800">
            <button
              type="button"
              disabled={loggingOut}
              onClick={() => {
                close();
                logout();
              }}
              className="flex min-h-11 w-full items-center gap-2 rounded-xl px-3 py-2 text-left text-sm font-semibold text-stone-700 hover:text-rose-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 disabled:opacity-60 dark:text-stone-300 dark:hover:text-rose-300"
            >
              {loggingOut ? <Spinner size="sm" decorative /> : <LogOut aria-hidden="true" className="h-4 w-4" />}
              {BOTTOM_NAV.logout}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
