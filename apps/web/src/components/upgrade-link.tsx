import { Crown } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { planById, type PlanId } from '@kindred/contract/plans';
import { planTabPath, SUBSCRIPTION_TEXTS } from '@kindred/contract/subscription-screen';

/** The way out of a plan limit: 'Upgrade to Gold', opening that plan's tab on /subscription. */
export function UpgradeLink({
  planId,
  className,
  ref,
}: {
  planId: PlanId;
  className?: string;
  ref?: Ref<HTMLAnchorElement>;
}) {
  return (
    <Link
      ref={ref}
      to={planTabPath(planId)}
      className={`hit-area relative inline-flex items-center gap-1.5 rounded text-sm font-semibold text-rose-700 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-rose-300 ${className ?? ''}`}
    >
      <Crown aria-hidden="true" className="h-4 w-4" />
      {SUBSCRIPTION_TEXTS.upgradeTo(planById(planId).name)}
    </Link>
  );
}
