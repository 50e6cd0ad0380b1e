import type { QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { SESSION_QUERY_KEY, type Session } from '@/features/auth/api/get-session';
import { clearStoredAuth } from '@/lib/auth-storage';

/** What the landing page shows after an account was deleted. */
export interface HomeNotice {
  accountDeleted?: boolean;
}

/**
 * The account is gone (its sessions too): forget the token at once and go home. The cached
 * session is emptied by the landing page (forgetDeletedSession), once the member pages are off
 * the screen; emptied here, the member layout could still see it and send the member to /login.
 */
export function useEndSessionAfterDeletion() {
  const navigate = useNavigate();
  return () => {
    clearStoredAuth();
    void navigate(ROUTES.home, { replace: true, state: { accountDeleted: true } satisfies HomeNotice });
  };
}

export function forgetDeletedSession(queryClient: QueryClient): void {
  queryClient.setQueryData<Session | null>(SESSION_QUERY_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
}
