import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingStatusSchema } from '@kindred/contract/billing';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

/** Every billing query lives under this key. */
export const BILLING_QUERY_KEY = ['billing'] as const;
export const BILLING_STATUS_QUERY_KEY = [...BILLING_QUERY_KEY, 'status'] as const;

export function fetchBillingStatus(signal?: AbortSignal) {
  return apiRequest(API_PATHS.billing.subscription, { schema: billingStatusSchema, signal });
}

export const billingStatusQueryOptions = () =>
  queryOptions({ queryKey: BILLING_STATUS_QUERY_KEY, queryFn: ({ signal }) => fetchBillingStatus(signal) });

/**
 * `GET /billing/subscription`: the member's plan, its renewal or end date and what is left of its
 * limits. `awaitingPlan` (back from a paid checkout while the provider's confirmation is on its
 * way) asks again every two seconds until the plan is no longer Basic.
 */
export function useBillingStatus({ awaitingPlan = false }: { awaitingPlan?: boolean } = {}) {
  return useQuery({
    ...billingStatusQueryOptions(),
    refetchInterval: (query) =>
      awaitingPlan && query.state.data?.subscription.planId === 'basic' && query.state.dataUpdateCount < 15
        ? 2000
        : false,
  });
}
