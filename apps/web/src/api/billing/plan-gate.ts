import type { BillingStatus } from '@kindred/contract/billing';
import { DISCOVERY_MESSAGES } from '@kindred/contract/discovery';
import { planById, type PlanId } from '@kindred/contract/plans';
import { useBillingStatus } from './get-billing-status';

export type GatedAction = 'like' | 'superlike';

/** Why an action is not open to the member now, and the plan that opens it. */
export interface PlanGate {
  upgradeTo: PlanId;
  message: string;
}

/**
 * What the member's plan and usage (GET /billing/subscription) leave closed: Super Likes on Basic
 * (Gold has them), Gold's 5 a week once used (Platinum), Basic's 10 likes a day once used (Gold).
 * The server's refusals carry the same messages. Unknown status: nothing is closed (the server
 * still refuses, and the refusal is shown the same way).
 */
export function planGate(status: BillingStatus | undefined, action: GatedAction | 'dislike'): PlanGate | null {
  if (!status) return null;
  const { usage, subscription } = status;
  if (action === 'superlike' && usage.superLikesLeftThisWeek === 0) {
    return planById(subscription.planId).limits.superLikesPerWeek === 0
      ? { upgradeTo: 'gold', message: DISCOVERY_MESSAGES.superLikesNeedPremium }
      : { upgradeTo: 'platinum', message: DISCOVERY_MESSAGES.weeklySuperLikesUsed };
  }
  if (action === 'like' && usage.likesLeftToday === 0) {
    return { upgradeTo: 'gold', message: DISCOVERY_MESSAGES.dailyLikesUsed };
  }
  return null;
}

/** The gate of each action for the signed-in member, known before any tap. */
export function usePlanGates(): (action: GatedAction | 'dislike') => PlanGate | null {
  const { data } = useBillingStatus();
  return (action) => planGate(data, action);
}
