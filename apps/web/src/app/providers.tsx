import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { SESSION_QUERY_KEY, useSession, type Session } from '@/features/auth/api/get-session';
import { useConversationsRealtime } from '@/features/conversations/hooks/use-conversations-realtime';
import { useNotificationsRealtime } from '@/features/notifications/hooks/use-notifications-realtime';
import { ApiRequestError } from '@/lib/api-client';
import { clearStoredAuth, isAuthStorageKey, readStoredToken } from '@/lib/auth-storage';
import { connectSocket, disconnectSocket } from '@/lib/socket-client';
import { ReconnectingBanner } from './layouts/reconnecting-banner';
import { mirrorOwnProfileIntoSession } from './own-profile-sync';
import { recoverWhenServerBack } from './recover-when-server-back';
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

/**
 * SPEC 4 Realtime connection: one socket while a member is signed in (opened once the session
 * is known, closed on sign-out, on a switch of member and when the app unmounts), and the
 * conversation caches it keeps current.
 */
function RealtimeConnection() {
  const session = useSession();
  const memberId = session.data?.user.id ?? null;
  useEffect(() => {
    if (!memberId) return;
    connectSocket();
    return () => disconnectSocket();
  }, [memberId]);
  useConversationsRealtime(memberId);
  useNotificationsRealtime(memberId);
  return null;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useSessionSyncAcrossTabs(queryClient);
  useEffect(() => watchForRevokedSession(queryClient), [queryClient]);
  useEffect(() => mirrorOwnProfileIntoSession(queryClient), [queryClient]);
  useEffect(() => recoverWhenServerBack(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeSync />
      <RealtimeConnection />
      {/* Outside the router, so it also shows while a page's guard waits for the server. */}
      <ReconnectingBanner />
      {children}
    </QueryClientProvider>
  );
}
