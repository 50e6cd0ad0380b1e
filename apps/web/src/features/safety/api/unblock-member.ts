import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@kindred/contract/auth';
import { API_PATHS } from '@kindred/contract/routes';
import type { BlockedUser } from '@kindred/contract/safety';
import { apiRequest, ApiRequestError } from '@/lib/api-client';
import { BLOCKED_USERS_QUERY_KEY } from './get-blocked-users';

export function unblockMember(memberId: string): Promise<void> {
  return apiRequest(API_PATHS.block(memberId), { method: 'DELETE', schema: messageResponseSchema }).then(
    () => undefined,
  );
}

/** 404: the member is no longer on the list (unblocked in another tab); the row goes all the same. */
const alreadyUnblocked = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/**
 * `DELETE /blocks/{userId}`. Once the server has it the row leaves the list (SPEC 4), and every
 * other cached list is refreshed: the member may show up again in recommendations and Discover.
 */
export function useUnblockMember() {
  const queryClient = useQueryClient();
  const removeRow = (memberId: string) => {
    queryClient.setQueryData<BlockedUser[]>(BLOCKED_USERS_QUERY_KEY, (list) =>
      list?.filter((blocked) => blocked.id !== memberId),
    );
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== BLOCKED_USERS_QUERY_KEY[0] });
  };
  return useMutation({
    mutationFn: unblockMember,
    onSuccess: (_result, memberId) => removeRow(memberId),
    onError: (error, memberId) => {
      if (alreadyUnblocked(error)) removeRow(memberId);
    },
  });
}
