import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@kindred/contract/auth';
import type { OwnProfile } from '@kindred/contract/profile';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest, ApiRequestError } from '@/lib/api-client';
import { clearStoredAuth, readStoredToken } from '@/lib/auth-storage';

export interface Session {
  user: SessionUser;
  profile: OwnProfile | null;
}

export const SESSION_QUERY_KEY = ['session'] as const;

/**
 * The signed-in member from the server (`GET /auth/me`), or null for a visitor. A 401 means
 * the stored token is missing or revoked: the stored entries are removed.
 */
export async function fetchSession(signal?: AbortSignal): Promise<Session | null> {
  if (!readStoredToken()) return null;
  // Its schema (zod) loads only when there is a session to check, while the request is on its
  // way: visitors never need it (decision 042).
  const schema = import('@kindred/contract/auth').then((contract) => contract.meResponseSchema);
  try {
    const response = await apiRequest(API_PATHS.auth.me, { signal });
    return (await schema).parse(response);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      clearStoredAuth();
      return null;
    }
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 60_000,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}

/** For route guards: the session, fetched when there is a token and it is not cached yet. */
export async function loadSession(queryClient: QueryClient): Promise<Session | null> {
  if (!readStoredToken()) return null;
  return queryClient.ensureQueryData({ ...sessionQueryOptions(), revalidateIfStale: true });
}
