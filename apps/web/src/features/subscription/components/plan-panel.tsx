import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { BILLING_MESSAGES, type Subscription } from '@kindred/contract/billing';
import { isUpgrade, type BillingOption, type PaidPlanId, type Plan } from '@kindred/contract/plans';
import { ROUTES } from '@kindred/contract/routes';
import { BILLING_CHOICE_MONTHS, SUBSCRIPTION_TEXTS, type BillingChoice } from '@kindred/contract/subscription-screen';
import { Button } from '@/components/ui/button';
import { BillingOptions } from './billing-options';
import { PlanFeatures } from './plan-features';

interface PlanPanelProps {
  plan: Plan;
  subscription: Subscription;
  /** The billing option chosen for this plan (paid plans). */
  choice: BillingChoice;
  onChoose: (planId: PaidPlanId, choice: BillingChoice) => void;
  detailsOpen: boolean;
  onToggleDetails: () => void;
  onCheckout: (plan: Plan, option: BillingOption) => void;
}

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-bold';

/** One plan's tab: price, billing options, features, the details panel and the way to buy it. */
export function PlanPanel({
  plan,
  subscription,
  choice,
  onChoose,
  detailsOpen,
  onToggleDetails,
  onCheckout,
}: PlanPanelProps) {
  const detailsId = useId();
  const current = subscription.planId === plan.id;
  const paid = plan.id !== 'basic';
  const option =
    plan.billingOptions.find((candidate) => candidate.months === BILLING_CHOICE_MONTHS[choice]) ??
    plan.billingOptions[0]!;

  let action;
  if (current) {
    action = null;
  } else if (!isUpgrade(subscription.planId, plan.id)) {
    // Purchases are final: a lower plan (or Basic) follows the end of the paid one (decision 046).
    action = (
      <p className="text-sm text-stone-700 dark:text-stone-300">
        {BILLING_MESSAGES.downgradeMeansCancel(subscription.planName)}{' '}
        <Link
          to={ROUTES.settings}
          className="font-semibold text-rose-700 underline-offset-4 hover:underline dark:text-rose-300"
        >
          {SUBSCRIPTION_TEXTS.settingsLink}
        </Link>
      </p>
    );
  } else {
    action = (
      <div className="space-y-3">
        <Button size="lg" className="w-full sm:w-auto" onClick={() => onCheckout(plan, option)}>
          {SUBSCRIPTION_TEXTS.checkout(plan.name)}
        </Button>
        {subscription.testMode && (
          <p className="text-sm font-semibold text-amber-800 dark:text-amber-300">{BILLING_MESSAGES.testMode}</p>
        )}
        <p className="text-sm text-stone-600 dark:text-stone-400">{BILLING_MESSAGES.finalAndRenewing}</p>
      </div>
    );
  }

  return (
    <section
      aria-label={plan.name}
      className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8 dark:border-stone-700 dark:bg-stone-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-2xl font-bold text-stone-900 dark:text-stone-100">{plan.name}</h2>
        {current && (
          <span className={`${badge} bg-rose-600 text-white dark:bg-rose-500 dark:text-stone-950`}>
            {SUBSCRIPTION_TEXTS.currentPlan}
          </span>
        )}
        {plan.savingsBadge && (
          <span className={`${badge} bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200`}>
            {SUBSCRIPTION_TEXTS.save(plan.savingsBadge)}
          </span>
        )}
      </div>
      <p className="mt-1 text-stone-700 dark:text-stone-300">{plan.description}</p>

      <div className="mt-5 space-y-6">
        <div className="space-y-5">
          {paid ? (
            <BillingOptions plan={plan} choice={choice} onChoose={(next) => onChoose(plan.id as PaidPlanId, next)} />
          ) : (
            <p className="text-3xl font-bold text-stone-900 dark:text-stone-100">{SUBSCRIPTION_TEXTS.free}</p>
          )}
          {action}
        </div>
        <PlanFeatures plan={plan} />
      </div>

      <div className="mt-6 border-t border-stone-200 pt-4 dark:border-stone-700">
        <button
          type="button"
          aria-expanded={detailsOpen}
          aria-controls={detailsId}
          onClick={onToggleDetails}
          className="hit-area relative inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-rose-700 hover:underline focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-rose-300"
        >
          {detailsOpen ? SUBSCRIPTION_TEXTS.hideDetails : SUBSCRIPTION_TEXTS.showDetails}
          <ChevronDown
            aria-hidden="true"
            className={`h-4 w-4 transition-transform ${detailsOpen ? 'rotate-180' : ''}`}
          />
        </button>
        <div id={detailsId} hidden={!detailsOpen} className="mt-3 space-y-2 text-sm text-stone-700 dark:text-stone-300">
          <h3 className="font-semibold text-stone-900 dark:text-stone-100">{SUBSCRIPTION_TEXTS.detailsHeading}</h3>
          <p>{SUBSCRIPTION_TEXTS.detailsBody(plan)}</p>
          {paid && (
            <p>
              {plan.billingOptions
                .map((billing) => SUBSCRIPTION_TEXTS.optionSummary(billing.months, billing.totalPrice))
                .join(' ')}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
