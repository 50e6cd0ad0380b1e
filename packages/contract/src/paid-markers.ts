import { planById, type PlanId } from './plans';

// Issue 21 point 8: a paid feature says so before the tap. A control the member's plan does not
// cover (now) carries the plan that does in its accessible name, and leads to that plan.

export const PAID_TEXTS = {
  /** "Super Like Alex (Gold)": the control's name with the plan it needs. */
  needsPlan: (label: string, planId: PlanId) => `${label} (${planById(planId).name})`,
  /** The visible mark beside the lock. */
  planMark: (planId: PlanId) => planById(planId).name,
  /** The boost on a plan without boosts: a way to Platinum, the cheapest plan with one. */
  boostOnPlatinum: 'Boost my profile (Platinum)',
} as const;
