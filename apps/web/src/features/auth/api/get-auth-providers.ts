import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProviders, ProviderClient } from '@kindred/contract/auth';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

const objectOr = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function readClient(value: unknown): ProviderClient | null {
  if (value === null) return null;
  const { clientId, scriptUrl, redirectUri } = objectOr(value) ?? {};
  if (typeof clientId !== 'string' || typeof scriptUrl !== 'string' || typeof redirectUri !== 'string') {
    throw new Error('Unexpected sign-in provider client');
  }
  return { clientId, scriptUrl, redirectUri };
}

/**
 * `authProvidersSchema`'s check, by hand: this answer comes while the sign-in page loads, and
 * zod with the auth schemas would double the page's script (decision 042).
 */
export function readAuthProviders(answer: unknown): AuthProviders {
  const { google, apple, clients } = objectOr(answer) ?? {};
  const given = objectOr(clients);
  if (typeof google !== 'boolean' || typeof apple !== 'boolean' || !given) {
    throw new Error('Unexpected sign-in providers answer');
  }
  return { google, apple, clients: { google: readClient(given.google), apple: readClient(given.apple) } };
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
