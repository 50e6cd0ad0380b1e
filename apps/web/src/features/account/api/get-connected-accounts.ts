import { useQuery } from '@tanstack/react-query';
import { connectedAccountsResponseSchema } from '@kindred/contract/connected-accounts';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export const CONNECTED_ACCOUNTS_QUERY_KEY = ['account', 'connected-accounts'] as const;

/** `GET /account/connected-accounts` (decision 072): linked providers and the other ways in. */
export async function getConnectedAccounts(signal?: AbortSignal) {
  return (await apiRequest(API_PATHS.account.connectedAccounts, { signal, schema: connectedAccountsResponseSchema }))
    .data;
}

export function useConnectedAccounts() {
  return useQuery({ queryKey: CONNECTED_ACCOUNTS_QUERY_KEY, queryFn: ({ signal }) => getConnectedAccounts(signal) });
}
