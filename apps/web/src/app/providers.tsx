import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { SESSION_QUERY_KEY, type Session } from '@/features/auth/api/get-session';
import { ApiRequestError } from '@/lib/api-client';
import { clearStoredAuth, isAuthStorageKey, readStoredToken } from '@/lib/auth-storage';
import { mirrorOwnProfileIntoSession } from './own-profile-sync';
import { ThemeSync } from './theme-sync';

/** Signing in or out in another tab updates this one. */
function useSessionSyncAcrossTabs(queryClient: QueryClient) {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (isAuthStorageKey(event.key)) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);
}

/** Any 401 on a signed-in request means the token was revoked or expired: sign out here too. */
export function watchForRevokedSession(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    const { error } = event.action;
    if (error instanceof ApiRequestError && error.status === 401 && readStoredToken()) {
      clearStoredAuth();
      queryClient.setQueryData<Session | null>(SESSION_QUERY_KEY, null);
    }
  });
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useSessionSyncAcrossTabs(queryClient);
  useEffect(() => watchForRevokedSession(queryClient), [queryClient]);
  useEffect(() => mirrorOwnProfileIntoSession(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeSync />
      {children}
    </QueryClientProvider>
  );
}
