import { useMutation, useQueryClient } from '@tanstack/react-query';
import { datePlanResponseSchema, type CancelDatePlanInput, type DatePlan } from '@kindred/contract/date-plans';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { storeDatePlan } from './get-date-plans';

export interface CancelDatePlan extends CancelDatePlanInput {
  planId: string;
}

/** `POST /dates/{id}/cancel`: either member, while the plan is proposed or accepted, with an optional note. */
export function cancelDatePlan({ planId, ...input }: CancelDatePlan): Promise<DatePlan> {
  return apiRequest(API_PATHS.dates.cancel(planId), {
    method: 'POST',
    body: input,
    schema: datePlanResponseSchema,
  }).then((response) => response.data);
}

export function useCancelDatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDatePlan,
    onSuccess: (plan) => storeDatePlan(queryClient, plan),
  });
}
