import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { SESSION_QUERY_KEY, type Session } from '@/features/auth/api/get-session';
import { clearStoredAuth } from '@/lib/auth-storage';

/** What the landing page shows after an account was deleted. */
export interface HomeNotice {
  accountDeleted?: boolean;
}

/** The account is gone (its sessions too): forget the token and the cache, and go home. */
export function useEndSessionAfterDeletion() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    clearStoredAuth();
    // flushSync: leave the member page before the session is emptied (see useLogout).
    await navigate(ROUTES.home, {
      replace: true,
      flushSync: true,
      state: { accountDeleted: true } satisfies HomeNotice,
    });
    queryClient.setQueryData<Session | null>(SESSION_QUERY_KEY, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  };
}
