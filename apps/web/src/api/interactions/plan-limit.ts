import type { PlanId } from '@kindred/contract/plans';
import { planThatLifts } from '@kindred/contract/subscription-screen';
import { ApiRequestError } from '@/lib/api-client';

/**
 * A like or super like refused by the member's plan (SPEC 9: 429 when the day's likes or the
 * week's super likes are used, 402 when the plan has none): the plan that lifts the limit, for the
 * upgrade link beside the server's message. null for any other failure.
 */
export function planLimitOf(error: unknown): PlanId | null {
  if (!(error instanceof ApiRequestError) || (error.status !== 402 && error.status !== 429)) return null;
  return planThatLifts(error.message, error.status);
}
