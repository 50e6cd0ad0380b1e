import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unsuspendResponseSchema } from '@kindred/contract/moderation-decisions';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

/** `POST /moderation/members/{id}/unsuspend` (decision 086): lifts a suspension, with a statement of reasons. */
export async function unsuspendMember(memberId: string) {
  return (
    await apiRequest(API_PATHS.moderation.unsuspend(memberId), {
      method: 'POST',
      body: {},
      schema: unsuspendResponseSchema,
    })
  ).statement;
}

export function useUnsuspendMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsuspendMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['moderation', 'audit'] }),
  });
}
