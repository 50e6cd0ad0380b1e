import type { BillingStatus, Subscription } from '@kindred/contract/billing';
import { planById, type PlanId } from '@kindred/contract/plans';

const PERIOD_END = '2027-01-15T12:00:00.000Z';

/** GET /billing/subscription for a member on `planId` (test mode, renewing unless told). */
export function billingStatus(
  planId: PlanId,
  overrides: Partial<Subscription> = {},
  usage: Partial<BillingStatus['usage']> = {},
): BillingStatus {
  const paid = planId !== 'basic';
  const plan = planById(planId);
  return {
    subscription: {
      planId,
      planName: plan.name,
      months: paid ? 12 : null,
      status: overrides.cancelAtPeriodEnd ? 'canceling' : 'active',
      currentPeriodStart: paid ? '2026-01-15T12:00:00.000Z' : null,
      currentPeriodEnd: paid ? PERIOD_END : null,
      cancelAtPeriodEnd: false,
      provider: 'test',
      testMode: true,
      ...overrides,
    },
    usage: {
      likesLeftToday: plan.limits.likesPerDay,
      superLikesLeftThisWeek: plan.limits.superLikesPerWeek,
      boostsLeft: plan.limits.boosts?.count ?? 0,
      boostPeriod: plan.limits.boosts?.per ?? null,
      nextBoostAt: null,
      boostedUntil: null,
      ...usage,
    },
  };
}
