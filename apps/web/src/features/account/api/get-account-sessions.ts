import { useQuery } from '@tanstack/react-query';
import { accountSessionsResponseSchema } from '@kindred/contract/account-sessions';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export const ACCOUNT_SESSIONS_QUERY_KEY = ['account', 'sessions'] as const;

/** `GET /account/sessions` (decision 069): where the member is signed in, this device marked. */
export async function getAccountSessions(signal?: AbortSignal) {
  return (await apiRequest(API_PATHS.account.sessions, { signal, schema: accountSessionsResponseSchema })).sessions;
}

export function useAccountSessions() {
  return useQuery({ queryKey: ACCOUNT_SESSIONS_QUERY_KEY, queryFn: ({ signal }) => getAccountSessions(signal) });
}
