import { clsx } from 'clsx';
import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useSession } from '@/features/auth/api/get-session';
import { useLogout } from '@/features/auth/api/logout';
import { loginPathFor } from '@/lib/safe-redirect';
import { BottomNav } from './bottom-nav';
import { MemberHeader } from './member-header';
import { MemberLogoutContext } from './member-logout';
import { isMessageThread, memberChromeHidden } from './member-nav-visibility';
import { SkipLink } from './skip-link';

/** SPEC 2 Logged-in layout. The route loader lets only members in; this also reacts when the
 * session ends while the page is open (token revoked elsewhere). */
export function MemberLayout() {
  const session = useSession();
  const logout = useLogout();
  const location = useLocation();
  const { mutate } = logout;
  const memberLogout = useMemo(
    () => ({ logout: () => mutate(), loggingOut: logout.isPending }),
    [mutate, logout.isPending],
  );

  if (session.isPending) return <PageSpinner />;
  if (session.data === null) {
    // Signed out here: plain /login. Session ended elsewhere: come back after signing in.
    const signedOutHere = logout.isPending || logout.isSuccess;
    return (
      <Navigate to={signedOutHere ? ROUTES.login : loginPathFor(`${location.pathname}${location.search}`)} replace />
    );
  }

  const chromeHidden = memberChromeHidden(location.pathname);
  // A chat on a phone is full screen, like /conversation/{id}; wide screens keep the header.
  const thread = isMessageThread(location.pathname);
  return (
    <MemberLogoutContext value={memberLogout}>
      <div className="flex min-h-dvh flex-col bg-stone-50 dark:bg-stone-950">
        <SkipLink />
        {!chromeHidden && <MemberHeader phoneHidden={thread} />}
        <main
          id="main"
          tabIndex={-1}
          className={clsx(
            'flex-1 focus:outline-none',
            // Room for the bottom navigation, which phones and tablets have.
            !chromeHidden && !thread && 'max-lg:pb-[calc(5rem+env(safe-area-inset-bottom))]',
          )}
        >
          <Outlet />
        </main>
        {!chromeHidden && !thread && <BottomNav onLogout={() => logout.mutate()} loggingOut={logout.isPending} />}
      </div>
    </MemberLogoutContext>
  );
}
