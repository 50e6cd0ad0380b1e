import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@kindred/contract/auth';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/mutation-config';

export function blockMember(userId: string): Promise<string> {
  return apiRequest(API_PATHS.blocks, { method: 'POST', body: { userId }, schema: messageResponseSchema }).then(
    (response) => response.message,
  );
}

/**
 * `POST /blocks` with the member's id: from a card, Likes You or a conversation (decision 080).
 * It ends a live match too. The screen drops the member from its own list at once through
 * `mutationConfig`; then every other list (For You, Discover, Likes You, matches, conversations)
 * reloads, since the server now leaves the member out of all of them.
 */
export function useBlockMember({ mutationConfig }: { mutationConfig?: MutationConfig<typeof blockMember> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: blockMember,
    onSuccess: async (...args) => {
      await mutationConfig?.onSuccess?.(...args);
      void queryClient.invalidateQueries();
    },
  });
}
