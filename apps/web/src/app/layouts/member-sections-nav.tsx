import { clsx } from 'clsx';
import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { MEMBER_MENU } from '@kindred/contract/screens';
import { NavItem } from './nav-item';
import { MEMBER_SECTION_LINKS } from './nav-links';
import { useDismiss } from './use-dismiss';

// The bell already leads to /notifications in the header: inline (wide screens) it is left out.
const INLINE_LINKS = MEMBER_SECTION_LINKS.filter((link) => link.to !== ROUTES.notifications);

/**
 * The member header's links to Discover, Premium (New), Date Planner, Icebreakers and Help,
 * inline on wide screens (MemberSectionsMenu holds them on narrower ones).
 */
export function MemberSectionsBar() {
  return (
    <nav aria-label={MEMBER_MENU.label} className="hidden min-w-0 flex-1 items-center justify-center gap-0.5 lg:flex">
      {INLINE_LINKS.map((link) => (
        <NavItem key={link.to} link={link} />
      ))}
    </nav>
  );
}

/**
 * Below the lg breakpoint: a More button that shows the same links and Notifications (a
 * disclosure: an outside click, Escape or a followed link closes it).
 */
export function MemberSectionsMenu() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  useEffect(close, [pathname, close]);

  return (
    <div
      ref={ref}
      className="relative lg:hidden"
      onKeyDown={(event) => {
        // Escape closes (useDismiss); focus goes back to the button rather than the page.
        if (event.key === 'Escape' && open) buttonRef.current?.focus();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="member-sections"
        onClick={() => setOpen((current) => !current)}
        className={clsx(
          'hit-area relative inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-full px-2.5 text-sm font-semibold transition-colors sm:px-3',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500',
          open
            ? 'bg-rose-50 text-rose-700 dark:bg-stone-800 dark:text-rose-300'
            : 'text-stone-700 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800',
        )}
      >
        {open ? <X aria-hidden="true" className="h-5 w-5" /> : <Menu aria-hidden="true" className="h-5 w-5" />}
        {/* A phone's header has room for the icon only; the name stays for screen readers. */}
        <span className="sr-only sm:not-sr-only">{MEMBER_MENU.more}</span>
      </button>
      {open && (
        <nav
          id="member-sections"
          aria-label={MEMBER_MENU.label}
          className="absolute top-full right-0 mt-2 w-56 rounded-2xl border border-stone-200 bg-white p-2 shadow-lg dark:border-stone-700 dark:bg-stone-900"
        >
          <ul className="flex flex-col">
            {MEMBER_SECTION_LINKS.map((link) => (
              <li key={link.to}>
                <NavItem link={link} onNavigate={close} block />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
