import type { Subscription } from '@kindred/contract/billing';
import { formatPlanDate, SUBSCRIPTION_TEXTS } from '@kindred/contract/subscription-screen';

/** 'Renews on …', 'Active until …' (cancelled) or, on Basic, that it never renews. */
export function planRenewalText(subscription: Subscription): string {
  const end = subscription.currentPeriodEnd;
  if (subscription.planId === 'basic' || !end) return SUBSCRIPTION_TEXTS.basicForever;
  return subscription.cancelAtPeriodEnd
    ? SUBSCRIPTION_TEXTS.activeUntil(formatPlanDate(end))
    : SUBSCRIPTION_TEXTS.renewsOn(formatPlanDate(end));
}
