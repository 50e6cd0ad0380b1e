import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProviderClient } from '@kindred/contract/auth';
import { connectedAccountsResponseSchema } from '@kindred/contract/connected-accounts';
import type { AuthProvider } from '@kindred/contract/enums';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { providerIdToken } from '@/lib/provider-id-token';
import { CONNECTED_ACCOUNTS_QUERY_KEY } from './get-connected-accounts';

/** Runs the provider's own sign-in, then `POST /account/connected-accounts/{provider}` with its ID token. */
export async function linkAccount({ provider, client }: { provider: AuthProvider; client: ProviderClient }) {
  const token = await providerIdToken(provider, client);
  return (
    await apiRequest(API_PATHS.account.connectedAccount(provider), {
      method: 'POST',
      body: { token },
      schema: connectedAccountsResponseSchema,
    })
  ).data;
}

export function useLinkAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkAccount,
    onSuccess: (state) => queryClient.setQueryData(CONNECTED_ACCOUNTS_QUERY_KEY, state),
  });
}
