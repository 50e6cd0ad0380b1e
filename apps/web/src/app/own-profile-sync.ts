import type { QueryClient } from '@tanstack/react-query';
import type { OwnProfile } from '@kindred/contract/profile';
import { SESSION_QUERY_KEY, type Session } from '@/features/auth/api/get-session';
import { OWN_PROFILE_QUERY_KEY } from '@/features/profile/api/own-profile-query-key';

const isOwnProfileKey = (key: readonly unknown[]) =>
  key.length === OWN_PROFILE_QUERY_KEY.length && OWN_PROFILE_QUERY_KEY.every((part, index) => key[index] === part);

/**
 * The session (`GET /auth/me`) carries the profile that guards and the theme read; every newer
 * own profile (a fetch, a save, a photo change) is copied into it, so finishing onboarding or
 * changing a setting counts at once.
 */
export function mirrorOwnProfileIntoSession(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!isOwnProfileKey(event.query.queryKey)) return;
    const profile = event.query.state.data as OwnProfile | undefined;
    if (!profile) return;
    queryClient.setQueryData<Session | null>(SESSION_QUERY_KEY, (session) =>
      session && session.user.id === profile.id ? { ...session, profile } : session,
    );
  });
}
