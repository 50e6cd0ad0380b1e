import { useMutation, useQueryClient } from '@tanstack/react-query';
import { datePlanResponseSchema, type CreateDatePlanInput, type DatePlan } from '@kindred/contract/date-plans';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/mutation-config';
import { DATE_PLANS_QUERY_KEY } from './get-date-plans';

/**
 * `POST /dates`: a plan proposed to a match. The server also sends it into the conversation as a
 * chat message (the plan's `messageId`); the same `clientId` on a retry answers the stored plan.
 */
export function createDatePlan(input: CreateDatePlanInput): Promise<DatePlan> {
  return apiRequest(API_PATHS.dates.list, {
    method: 'POST',
    body: input,
    schema: datePlanResponseSchema,
  }).then((response) => response.data);
}

/** The page adds its own cache effects (the chat's lists are another feature's). */
export function useCreateDatePlan(config: MutationConfig<typeof createDatePlan> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createDatePlan,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: DATE_PLANS_QUERY_KEY });
      return config.onSuccess?.(...args);
    },
  });
}
