import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@kindred/contract/auth';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { refreshDateSafety } from './get-date-shares';

/** `DELETE /dates/{id}/shares[/{shareId}]`: one contact's link, or every one, stops working at once. */
export function revokeDateShare({ planId, shareId }: { planId: string; shareId?: string }) {
  return apiRequest(shareId ? API_PATHS.dateSafety.share(planId, shareId) : API_PATHS.dateSafety.shares(planId), {
    method: 'DELETE',
    schema: messageResponseSchema,
  });
}

export function useRevokeDateShare() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeDateShare, onSuccess: () => refreshDateSafety(queryClient) });
}
