import { useMutation, useQueryClient } from '@tanstack/react-query';
import { datePlanResponseSchema, type DatePlan, type RescheduleDatePlanInput } from '@kindred/contract/date-plans';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { storeDatePlan } from './get-date-plans';

export interface RescheduleDatePlan extends RescheduleDatePlanInput {
  planId: string;
}

/** `POST /dates/{id}/reschedule` ("Suggest another time"): the turn to answer passes to the other member. */
export function rescheduleDatePlan({ planId, ...input }: RescheduleDatePlan): Promise<DatePlan> {
  return apiRequest(API_PATHS.dates.reschedule(planId), {
    method: 'POST',
    body: input,
    schema: datePlanResponseSchema,
  }).then((response) => response.data);
}

export function useRescheduleDatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleDatePlan,
    onSuccess: (plan) => storeDatePlan(queryClient, plan),
  });
}
