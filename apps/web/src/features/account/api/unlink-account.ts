import { useMutation, useQueryClient } from '@tanstack/react-query';
import { connectedAccountsResponseSchema } from '@kindred/contract/connected-accounts';
import type { AuthProvider } from '@kindred/contract/enums';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { CONNECTED_ACCOUNTS_QUERY_KEY } from './get-connected-accounts';

/** `DELETE /account/connected-accounts/{provider}`: refused while it is the last way to sign in. */
export async function unlinkAccount(provider: AuthProvider) {
  return (
    await apiRequest(API_PATHS.account.connectedAccount(provider), {
      method: 'DELETE',
      schema: connectedAccountsResponseSchema,
    })
  ).data;
}

export function useUnlinkAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkAccount,
    onSuccess: (state) => queryClient.setQueryData(CONNECTED_ACCOUNTS_QUERY_KEY, state),
  });
}
