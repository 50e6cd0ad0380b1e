import { clsx } from 'clsx';
import { LogOut } from 'lucide-react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { BOTTOM_NAV } from '@kindred/contract/screens';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useSession } from '@/features/auth/api/get-session';
import { useLogout } from '@/features/auth/api/logout';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { loginPathFor } from '@/lib/safe-redirect';
import { BottomNav } from './bottom-nav';
import { isMessageThread, memberChromeHidden } from './member-nav-visibility';
import { MemberSectionsBar, MemberSectionsMenu } from './member-sections-nav';
import { SkipLink } from './skip-link';

/** SPEC 2 Logged-in layout. The route loader lets only members in; this also reacts when the
 * session ends while the page is open (token revoked elsewhere). */
export function MemberLayout() {
  const session = useSession();
  const logout = useLogout();
  const location = useLocation();

  if (session.isPending) return <PageSpinner />;
  if (session.data === null) {
    // Signed out here: plain /login. Session ended elsewhere: come back after signing in.
    const signedOutHere = logout.isPending || logout.isSuccess;
    return (
      <Navigate to={signedOutHere ? ROUTES.login : loginPathFor(`${location.pathname}${location.search}`)} replace />
    );
  }

  const chromeHidden = memberChromeHidden(location.pathname);
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50 dark:bg-stone-950">
      <SkipLink />
      {!chromeHidden && (
        <header className="sticky top-(--reconnecting-banner-height) z-30 border-b border-stone-200 bg-white/95 backdrop-blur dark:border-stone-700 dark:bg-stone-900/95">
          <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
            <Logo />
            <MemberSectionsBar />
            <div className="flex items-center gap-1">
              <NotificationsBell />
              <MemberSectionsMenu />
              <Button variant="ghost" size="sm" busy={logout.isPending} onClick={() => logout.mutate()}>
                {!logout.isPending && <LogOut aria-hidden="true" className="h-4 w-4" />}
                {BOTTOM_NAV.logout}
              </Button>
            </div>
          </div>
        </header>
      )}
      <main
        id="main"
        tabIndex={-1}
        className={clsx(
          'flex-1 focus:outline-none',
          !chromeHidden &&
            (isMessageThread(location.pathname) ? 'pb-[calc(4rem+env(safe-area-inset-bottom))]' : 'pb-24'),
        )}
      >
        <Outlet />
      </main>
      {!chromeHidden && <BottomNav onLogout={() => logout.mutate()} loggingOut={logout.isPending} />}
    </div>
  );
}
