import type { QueryClient } from '@tanstack/react-query';
import type { AuthResponse } from '@kindred/contract/auth';
import { storeAuth } from '@/lib/auth-storage';
import { SESSION_QUERY_KEY, type Session } from '../api/get-session';

/** SPEC 3 Login response: store `auth` and `authToken`, and seed the session query. */
export function startSession(queryClient: QueryClient, response: AuthResponse): void {
  storeAuth({ token: response.token, user: response.user });
  const session: Session = { user: response.user, profile: response.profile };
  queryClient.setQueryData<Session | null>(SESSION_QUERY_KEY, session);
}
