import { useMutation } from '@tanstack/react-query';
import { checkoutRequestSchema, checkoutResponseSchema, type CheckoutRequest } from '@kindred/contract/billing';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/mutation-config';

export function startCheckout(body: CheckoutRequest) {
  return apiRequest(API_PATHS.billing.checkout, {
    method: 'POST',
    body: checkoutRequestSchema.parse(body),
    schema: checkoutResponseSchema,
  });
}

/**
 * `POST /billing/checkout`: where to send the member to pay. Test mode has already completed the
 * purchase and points back to /subscription?checkout=success; Stripe points to its own page.
 */
export function useStartCheckout(config: MutationConfig<typeof startCheckout> = {}) {
  return useMutation({ ...config, mutationFn: startCheckout });
}
