import { useMutation, useQueryClient } from '@tanstack/react-query';
import { datePlanResponseSchema, type DatePlan } from '@kindred/contract/date-plans';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { storeDatePlan } from './get-date-plans';

/** `POST /dates/{id}/decline`: by the member whose turn it is, while the plan is proposed. */
export function declineDatePlan(planId: string): Promise<DatePlan> {
  return apiRequest(API_PATHS.dates.decline(planId), {
    method: 'POST',
    schema: datePlanResponseSchema,
  }).then((response) => response.data);
}

export function useDeclineDatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineDatePlan,
    onSuccess: (plan) => storeDatePlan(queryClient, plan),
  });
}
