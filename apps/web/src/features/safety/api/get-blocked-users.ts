import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@kindred/contract/routes';
import { blockedUsersResponseSchema, type BlockedUser } from '@kindred/contract/safety';
import { apiRequest } from '@/lib/api-client';

export const BLOCKED_USERS_QUERY_KEY = ['blocked-users'] as const;

export function fetchBlockedUsers(signal?: AbortSignal): Promise<BlockedUser[]> {
  return apiRequest(API_PATHS.blocks, { schema: blockedUsersResponseSchema, signal }).then(
    (response) => response.blockedUsers,
  );
}

/**
 * `GET /blocks`: the members the signed-in member has blocked (SPEC 3 Blocked user). Blocks are
 * made on other screens (a match, a conversation), so the list is fetched afresh on every visit.
 */
export function useBlockedUsers() {
  return useQuery({
    queryKey: BLOCKED_USERS_QUERY_KEY,
    queryFn: ({ signal }) => fetchBlockedUsers(signal),
    staleTime: 0,
  });
}
