import type { QueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY, type Session } from '@/features/auth/api/get-session';

/** What the landing page shows after an account was deleted (use-end-session-after-deletion.ts). */
export interface HomeNotice {
  accountDeleted?: boolean;
}

/** The landing page empties the cached session once the member pages are off the screen. */
export function forgetDeletedSession(queryClient: QueryClient): void {
  queryClient.setQueryData<Session | null>(SESSION_QUERY_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
}
