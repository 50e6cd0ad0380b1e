import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProviders } from '@kindred/contract/auth';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

/** Which sign-in providers the server has set up (`GET /auth/providers`, decision 051). */
export async function fetchAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  // The answer's schema (zod) loads with the request, not with the sign-in page (decision 042).
  const schema = import('@kindred/contract/auth').then((contract) => contract.authProvidersSchema);
  const response = await apiRequest(API_PATHS.auth.providers, { signal });
  return (await schema).parse(response);
}

export const authProvidersQuery = queryOptions({
  queryKey: ['auth-providers'] as const,
  queryFn: ({ signal }) => fetchAuthProviders(signal),
  // Set by the server's configuration: it does not change while the page is open.
  staleTime: Infinity,
});

export function useAuthProviders() {
  return useQuery(authProvidersQuery);
}
