import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingStatusSchema } from '@kindred/contract/billing';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/mutation-config';
import { BILLING_STATUS_QUERY_KEY } from '@/api/billing/get-billing-status';

export function cancelSubscription() {
  return apiRequest(API_PATHS.billing.cancel, { method: 'POST', schema: billingStatusSchema });
}

/** `POST /billing/cancel`: the plan stays active until the end of the period paid for, then Basic. The answer is the new status. */
export function useCancelSubscription(config: MutationConfig<typeof cancelSubscription> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: cancelSubscription,
    onSuccess: (status, ...rest) => {
      queryClient.setQueryData(BILLING_STATUS_QUERY_KEY, status);
      return config.onSuccess?.(status, ...rest);
    },
  });
}
