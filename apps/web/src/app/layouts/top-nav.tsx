import { clsx } from 'clsx';
import { LogOut, Menu, X } from 'lucide-react';
import { Fragment, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { TIMINGS } from '@kindred/contract/constants';
import { ROUTES } from '@kindred/contract/routes';
import { TOP_NAV } from '@kindred/contract/screens';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { useSession } from '@/features/auth/api/get-session';
import { useLogout } from '@/features/auth/api/logout';
import { NavItem } from './nav-item';
import { MEMBER_LINKS, VISITOR_LINKS, type NavLinkItem } from './nav-links';
import { useDismiss } from '@/lib/use-dismiss';
import { useScrolledPast } from './use-scrolled-past';

const MessagesNavItem = lazy(() => import('./messages-nav-item'));

/** SPEC 2 Top navigation bar: the signed-in state comes from the server session. */
export function TopNav() {
  const session = useSession();
  const logout = useLogout();
  const scrolled = useScrolledPast(TIMINGS.navScrollThresholdPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(headerRef, menuOpen, closeMenu);
  useEffect(() => {
    // A followed link closes the mobile menu.
    setMenuOpen(false);
  }, [location.pathname, location.hash]);

  const signedIn = Boolean(session.data);
  const known = !session.isPending;
  const links = signedIn ? MEMBER_LINKS : VISITOR_LINKS;
  // A member's Messages link shows the unread count; its code loads for members only.
  const navItem = (link: NavLinkItem, onNavigate?: () => void) =>
    signedIn && link.to === ROUTES.messages ? (
      <Suspense fallback={<NavItem link={link} onNavigate={onNavigate} />}>
        <MessagesNavItem link={link} onNavigate={onNavigate} />
      </Suspense>
    ) : (
      <NavItem link={link} onNavigate={onNavigate} />
    );

  const accountActions = (inMenu: boolean) =>
    signedIn ? (
      <Button
        variant="ghost"
        size="sm"
        busy={logout.isPending}
        onClick={() => logout.mutate()}
        className={inMenu ? 'w-full justify-start' : ''}
      >
        {!logout.isPending && <LogOut aria-hidden="true" className="h-4 w-4" />}
        {TOP_NAV.logOut}
      </Button>
    ) : (
      <>
        <Link
          to={ROUTES.login}
          className={buttonClasses('ghost', 'sm', inMenu ? 'w-full' : undefined)}
          onClick={closeMenu}
        >
          {TOP_NAV.signIn}
        </Link>
        <Link
          to={ROUTES.register}
          className={buttonClasses('primary', 'sm', inMenu ? 'w-full' : undefined)}
          onClick={closeMenu}
        >
          {TOP_NAV.signUpFree}
        </Link>
      </>
    );

  return (
    <header
      ref={headerRef}
      data-scrolled={scrolled || undefined}
      className={clsx(
        'sticky top-(--reconnecting-banner-height) z-40 transition-all duration-200',
        scrolled || menuOpen
          ? 'border-b border-stone-200 bg-white/95 shadow-sm backdrop-blur dark:border-stone-700 dark:bg-stone-900/95'
          : 'border-b border-transparent bg-white dark:bg-stone-900',
      )}
    >
      <div
        className={clsx(
          'mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 sm:px-6',
          scrolled ? 'h-14' : 'h-16',
        )}
      >
        <Logo />
        {known && (
          <>
            <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
              {links.map((link) => (
                <Fragment key={link.to}>{navItem(link)}</Fragment>
              ))}
            </nav>
            <div className="hidden items-center gap-2 lg:flex">{accountActions(false)}</div>
            <button
              type="button"
              className="hit-area relative flex h-10 w-10 items-center justify-center rounded-full text-stone-800 hover:bg-stone-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 lg:hidden dark:text-stone-200 dark:hover:bg-stone-800"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? TOP_NAV.closeMenu : TOP_NAV.openMenu}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? (
                <X aria-hidden="true" className="h-6 w-6" />
              ) : (
                <Menu aria-hidden="true" className="h-6 w-6" />
              )}
            </button>
          </>
        )}
      </div>
      {known && menuOpen && (
        <div
          id="mobile-menu"
          className="border-t border-stone-200 bg-white px-4 pt-2 pb-4 shadow-lg lg:hidden dark:border-stone-700 dark:bg-stone-900"
        >
          <nav aria-label="Mobile">
            <ul className="flex flex-col">
              {links.map((link) => (
                <li key={link.to}>{navItem(link, closeMenu)}</li>
              ))}
            </ul>
          </nav>
          <div className="mt-3 flex flex-col gap-2 border-t border-stone-100 pt-3 dark:border-stone-800">
            {accountActions(true)}
          </div>
        </div>
      )}
    </header>
  );
}
