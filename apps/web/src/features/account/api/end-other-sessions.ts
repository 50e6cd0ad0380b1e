import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endedSessionsResponseSchema } from '@kindred/contract/account-sessions';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { ACCOUNT_SESSIONS_QUERY_KEY } from './get-account-sessions';

/** `DELETE /account/sessions`: every session but this one ends; answers how many. */
export function endOtherSessions() {
  return apiRequest(API_PATHS.account.sessions, { method: 'DELETE', schema: endedSessionsResponseSchema });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_SESSIONS_QUERY_KEY }),
  });
}
