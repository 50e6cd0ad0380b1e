import { useQuery } from '@tanstack/react-query';
import { accountPauseResponseSchema } from '@kindred/contract/account-pause';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export const ACCOUNT_PAUSE_QUERY_KEY = ['account', 'pause'] as const;

/** `GET /account/pause` (decision 070): whether the member is taking a break, and since when. */
export async function getAccountPause(signal?: AbortSignal) {
  return (await apiRequest(API_PATHS.account.pause, { signal, schema: accountPauseResponseSchema })).data;
}

export function useAccountPause() {
  return useQuery({ queryKey: ACCOUNT_PAUSE_QUERY_KEY, queryFn: ({ signal }) => getAccountPause(signal) });
}
