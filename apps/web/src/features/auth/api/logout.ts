import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { API_PATHS, ROUTES } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { clearStoredAuth } from '@/lib/auth-storage';
import { SESSION_QUERY_KEY, type Session } from './get-session';

export function logout() {
  return apiRequest<void>(API_PATHS.auth.logout, { method: 'POST' });
}

/**
 * SPEC 2: logout revokes the token on the server, removes the stored entries and goes to
 * /login. The cache is emptied after the navigation; a member page still on screen checks
 * `isPending || isSuccess` to go to plain /login rather than `/login?redirect=...`.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } catch {
        // Signing out locally still matters when the server cannot be reached.
      }
    },
    onSettled: async () => {
      clearStoredAuth();
      // flushSync: the member page is gone from the screen before the session is emptied.
      await navigate(ROUTES.login, { replace: true, flushSync: true });
      queryClient.setQueryData<Session | null>(SESSION_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    },
  });
}
