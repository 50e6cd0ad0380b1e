import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingStatusSchema } from '@kindred/contract/billing';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/mutation-config';
import { BILLING_STATUS_QUERY_KEY } from '@/api/billing/get-billing-status';

export function boostProfile() {
  return apiRequest(API_PATHS.billing.boost, { method: 'POST', schema: billingStatusSchema });
}

/** `POST /billing/boost`: Platinum's monthly or Diamond's weekly boost; a refusal (none left, one running) says why. The answer is the new status. */
export function useBoostProfile(config: MutationConfig<typeof boostProfile> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: boostProfile,
    onSuccess: (status, ...rest) => {
      queryClient.setQueryData(BILLING_STATUS_QUERY_KEY, status);
      return config.onSuccess?.(status, ...rest);
    },
  });
}
