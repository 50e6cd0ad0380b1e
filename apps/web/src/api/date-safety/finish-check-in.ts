import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkInResponseSchema } from '@kindred/contract/date-safety';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { refreshDateSafety } from './get-date-shares';

/** `POST /dates/{id}/check-ins/ok` ("I'm OK") or `/end` (ended early): the open check-in ends. */
export function finishCheckIn({ planId, how }: { planId: string; how: 'ok' | 'end' }) {
  const path = how === 'ok' ? API_PATHS.dateSafety.checkInOk(planId) : API_PATHS.dateSafety.checkInEnd(planId);
  return apiRequest(path, { method: 'POST', schema: checkInResponseSchema }).then((response) => response.data);
}

export function useFinishCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: finishCheckIn, onSuccess: () => refreshDateSafety(queryClient) });
}
