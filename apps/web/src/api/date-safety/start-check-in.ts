import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkInResponseSchema, type StartCheckInInput } from '@kindred/contract/date-safety';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { refreshDateSafety } from './get-date-shares';

/** `POST /dates/{id}/check-ins`: "Are you OK?" after the chosen length. */
export function startCheckIn({ planId, ...input }: StartCheckInInput & { planId: string }) {
  return apiRequest(API_PATHS.dateSafety.checkIns(planId), {
    method: 'POST',
    body: input,
    schema: checkInResponseSchema,
  }).then((response) => response.data);
}

export function useStartCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startCheckIn, onSuccess: () => refreshDateSafety(queryClient) });
}
