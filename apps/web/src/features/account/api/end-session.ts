import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { ACCOUNT_SESSIONS_QUERY_KEY } from './get-account-sessions';

/** `DELETE /account/sessions/{id}` (204): that device is signed out at once, its sockets too. */
export function endSession(sessionId: string) {
  return apiRequest<void>(API_PATHS.account.session(sessionId), { method: 'DELETE' });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    // Ended, or already gone (404): either way the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_SESSIONS_QUERY_KEY }),
  });
}
