import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProviders } from '@kindred/contract/auth';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

/**
 * `authProvidersSchema`'s check, by hand: this answer comes while the sign-in page loads, and
 * zod with the auth schemas would double the page's script (decision 042).
 */
export function readAuthProviders(answer: unknown): AuthProviders {
  const { google, apple } = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  if (typeof google !== 'boolean' || typeof apple !== 'boolean') throw new Error('Unexpected sign-in providers answer');
  return { google, apple };
}

/** Which sign-in providers the server has set up (`GET /auth/providers`, decision 051). */
export async function fetchAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  return readAuthProviders(await apiRequest(API_PATHS.auth.providers, { signal }));
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
