import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dateSharesResponseSchema, type ShareDateInput } from '@kindred/contract/date-safety';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { refreshDateSafety } from './get-date-shares';

export interface ShareDate extends ShareDateInput {
  planId: string;
}

/** `POST /dates/{id}/shares`: each chosen confirmed contact is e-mailed a link of their own. */
export function shareDate({ planId, ...input }: ShareDate) {
  return apiRequest(API_PATHS.dateSafety.shares(planId), {
    method: 'POST',
    body: input,
    schema: dateSharesResponseSchema.pick({ shares: true }),
  }).then((response) => response.shares);
}

export function useShareDate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: shareDate, onSuccess: () => refreshDateSafety(queryClient) });
}
