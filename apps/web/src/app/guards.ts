import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { loadSession, type Session } from '@/features/auth/api/get-session';
import { loginPathFor, safeRedirectPath } from '@/lib/safe-redirect';

function loginRedirect(request: Request) {
  const url = new URL(request.url);
  return redirect(loginPathFor(`${url.pathname}${url.search}`));
}

/** Whether the member guard lets this session in: signed in, onboarded. */
const admitsMember = (session: Session | null): session is Session => Boolean(session?.profile?.onboardingCompleted);

/**
 * The session, when a member page will show; null when the guard sends the visitor elsewhere (and
 * a member page's data, app/page-data/, is not asked for).
 */
export async function memberPageSession(queryClient: QueryClient): Promise<Session | null> {
  const session = await loadSession(queryClient).catch(() => null);
  return admitsMember(session) ? session : null;
}

/**
 * Member pages: a visitor goes to /login and comes back after signing in (DESIGN 2); a member
 * whose profile is not complete yet goes to /onboarding first.
 */
export function memberOnly(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const session = await loadSession(queryClient);
    if (!session) throw loginRedirect(request);
    if (!admitsMember(session)) throw redirect(ROUTES.onboarding);
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
