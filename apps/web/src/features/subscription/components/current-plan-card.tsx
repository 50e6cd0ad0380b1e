import { Heart, Rocket, Star, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BillingStatus } from '@kindred/contract/billing';
import { planById } from '@kindred/contract/plans';
import { formatPlanDate, SUBSCRIPTION_TEXTS } from '@kindred/contract/subscription-screen';
import { Card } from '@/components/ui/card';
import { planRenewalText } from '../lib/plan-renewal-text';
import { BoostButton, LockedBoost } from './boost-button';

/** The member's real plan (GET /billing/subscription): its renewal or end, and what is left of it. */
export function CurrentPlanCard({ status }: { status: BillingStatus }) {
  const { subscription, usage } = status;
  const limits = planById(subscription.planId).limits;
  return (
    <Card
      title={SUBSCRIPTION_TEXTS.yourPlan}
      aside={
        <span className="rounded-full bg-rose-600 px-2.5 py-0.5 text-xs font-bold text-white dark:bg-rose-500 dark:text-stone-950">
          {SUBSCRIPTION_TEXTS.currentPlan}
        </span>
      }
    >
      <p className="text-2xl font-bold text-stone-900 dark:text-stone-100">{subscription.planName}</p>
      <p className="mt-0.5 text-sm font-medium text-stone-700 dark:text-stone-300">{planRenewalText(subscription)}</p>
      <h3 className="mt-4 text-sm font-semibold text-stone-900 dark:text-stone-100">
        {SUBSCRIPTION_TEXTS.usageHeading}
      </h3>
      <ul className="mt-2 space-y-1.5">
        <UsageLine icon={Heart}>{SUBSCRIPTION_TEXTS.likesLeft(usage.likesLeftToday, limits.likesPerDay)}</UsageLine>
        <UsageLine icon={Star}>
          {SUBSCRIPTION_TEXTS.superLikesLeft(usage.superLikesLeftThisWeek, limits.superLikesPerWeek)}
        </UsageLine>
        <UsageLine icon={Rocket}>
          {SUBSCRIPTION_TEXTS.boostsLeft(usage.boostsLeft, usage.boostPeriod)}
          {usage.boostsLeft === 0 &&
            usage.nextBoostAt &&
            ` · ${SUBSCRIPTION_TEXTS.nextBoost(formatPlanDate(usage.nextBoostAt))}`}
        </UsageLine>
      </ul>
      <div className="mt-4">{usage.boostPeriod !== null ? <BoostButton usage={usage} /> : <LockedBoost />}</div>
    </Card>
  );
}

function UsageLine({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2 text-sm text-stone-700 dark:text-stone-300">
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-rose-600 dark:text-rose-400" />
      <span>{children}</span>
    </li>
  );
}
