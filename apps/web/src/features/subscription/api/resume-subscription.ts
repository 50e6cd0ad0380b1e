import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingStatusSchema } from '@kindred/contract/billing';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/mutation-config';
import { BILLING_STATUS_QUERY_KEY } from '@/api/billing/get-billing-status';

export function resumeSubscription() {
  return apiRequest(API_PATHS.billing.resume, { method: 'POST', schema: billingStatusSchema });
}

/** `POST /billing/resume`: a cancelled plan renews again at the end of its period. The answer is the new status. */
export function useResumeSubscription(config: MutationConfig<typeof resumeSubscription> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: resumeSubscription,
    onSuccess: (status, ...rest) => {
      queryClient.setQueryData(BILLING_STATUS_QUERY_KEY, status);
      return config.onSuccess?.(status, ...rest);
    },
  });
}
