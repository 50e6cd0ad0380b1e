import { Navigate, Outlet, useLocation } from 'react-router';
import { Logo } from '@/components/logo';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useSession } from '@/features/auth/api/get-session';
import { loginPathFor } from '@/lib/safe-redirect';
import { SkipLink } from './skip-link';

/** /onboarding: the logo and one card, no navigation (SPEC 2: hidden on /onboarding). */
export function OnboardingLayout() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <PageSpinner />;
  if (session.data === null) return <Navigate to={loginPathFor(location.pathname)} replace />;
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-rose-50 via-stone-50 to-stone-50 dark:from-stone-900 dark:via-stone-950 dark:to-stone-950">
      <SkipLink />
      <header className="flex justify-center px-4 pt-8 pb-6">
        <Logo />
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 items-start justify-center px-4 pb-10 focus:outline-none">
        <div className="w-full max-w-xl rounded-3xl bg-white p-6 shadow-xl ring-1 ring-stone-200/70 sm:p-8 dark:bg-stone-900 dark:ring-stone-700">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
