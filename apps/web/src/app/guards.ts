import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { loadSession } from '@/features/auth/api/get-session';
import { loginPathFor, safeRedirectPath } from '@/lib/safe-redirect';

function loginRedirect(request: Request) {
  const url = new URL(request.url);
  return redirect(loginPathFor(`${url.pathname}${url.search}`));
}

/**
 * Member pages: a visitor goes to /login and comes back after signing in (DESIGN 2); a member
 * whose profile is not complete yet goes to /onboarding first.
 */
export function memberOnly(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const session = await loadSession(queryClient);
    if (!session) throw loginRedirect(request);
    if (!session.profile?.onboardingCompleted) throw redirect(ROUTES.onboarding);
    return null;
  };
}

/** /onboarding: any signed-in member, also one who completed it and comes back to revisit. */
export function signedInOnly(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const session = await loadSession(queryClient);
    if (!session) throw loginRedirect(request);
    return null;
  };
}

/** /login and /register: a signed-in member goes to /matches (or the page they asked for). */
export function visitorsOnly(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    let signedIn = false;
    try {
      signedIn = (await loadSession(queryClient)) !== null;
    } catch {
      // The server cannot be reached: let the visitor see the form and its error.
    }
    if (signedIn) {
      throw redirect(safeRedirectPath(new URL(request.url).searchParams.get('redirect')) ?? ROUTES.matches);
    }
    return null;
  };
}
