import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useSession } from '@/features/auth/api/get-session';
import { loginPathFor } from '@/lib/safe-redirect';
import { CentredCardShell } from './centred-card-shell';

/** /onboarding: the logo and one card, no navigation (SPEC 2: hidden on /onboarding). */
export function OnboardingLayout() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <PageSpinner />;
  if (session.data === null) return <Navigate to={loginPathFor(location.pathname)} replace />;
  return (
    <CentredCardShell width="wide">
      <Outlet />
    </CentredCardShell>
  );
}
