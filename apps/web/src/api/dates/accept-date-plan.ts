import { useMutation, useQueryClient } from '@tanstack/react-query';
import { datePlanResponseSchema, type DatePlan } from '@kindred/contract/date-plans';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { storeDatePlan } from './get-date-plans';

/** `POST /dates/{id}/accept`: by the member whose turn it is, while the plan is proposed. */
export function acceptDatePlan(planId: string): Promise<DatePlan> {
  return apiRequest(API_PATHS.dates.accept(planId), {
    method: 'POST',
    schema: datePlanResponseSchema,
  }).then((response) => response.data);
}

export function useAcceptDatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptDatePlan,
    onSuccess: (plan) => storeDatePlan(queryClient, plan),
  });
}
