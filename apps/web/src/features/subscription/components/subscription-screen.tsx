import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CHECKOUT_RESULT_PARAM, CHECKOUT_RESULTS, type CheckoutResult } from '@kindred/contract/billing';
import { PLANS, type BillingOption, type Plan } from '@kindred/contract/plans';
import { SUBSCRIPTION_TEXTS } from '@kindred/contract/subscription-screen';
import { PageSpinner } from '@/components/ui/page-spinner';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Tabs } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { BILLING_QUERY_KEY, useBillingStatus } from '@/api/billing/get-billing-status';
import { useStartCheckout } from '../api/start-checkout';
import { usePlanChoice } from '../hooks/use-plan-choice';
import { checkoutDestination } from '../lib/checkout-destination';
import { CheckoutDialog } from './checkout-dialog';
import { CheckoutResultBanner } from './checkout-result-banner';
import { CurrentPlanCard } from './current-plan-card';
import { PlanPanel } from './plan-panel';

function checkoutResultFrom(value: string | null): CheckoutResult | null {
  return CHECKOUT_RESULTS.find((result) => result === value) ?? null;
}

interface SubscriptionScreenProps {
  /** After a purchase: what the page's other caches should learn (the profile's plan). */
  onPlanChanged?: () => void;
}

/**
 * SPEC 2 Premium Plans: the member's real plan and usage, tabs Basic, Gold, Platinum, Diamond
 * with their billing options and details, and checkout through the server's payment provider
 * (decision 048 says what is kept where and how checkout is followed).
 */
export function SubscriptionScreen({ onPlanChanged }: SubscriptionScreenProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const checkoutResult = checkoutResultFrom(searchParams.get(CHECKOUT_RESULT_PARAM));
  const status = useBillingStatus({ awaitingPlan: checkoutResult === 'success' });
  const choice = usePlanChoice(status.data?.subscription.planId ?? 'basic');
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [buying, setBuying] = useState<{ plan: Plan; option: BillingOption } | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const checkout = useStartCheckout({
    onSuccess: async ({ checkoutUrl }) => {
      const destination = checkoutDestination(checkoutUrl, window.location.origin);
      if ('external' in destination) {
        window.location.assign(destination.external);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY });
      onPlanChanged?.();
      setBuying(null);
      // Replace: Back leaves the plans rather than returning to the page before the purchase.
      void navigate(destination.inApp, { replace: true });
    },
  });

  if (status.isPending) return <PageSpinner />;
  if (status.isError) {
    return (
      <RetryAlert
        message={errorMessage(status.error, SUBSCRIPTION_TEXTS.loadFailed)}
        onRetry={() => void status.refetch()}
      />
    );
  }

  const { subscription } = status.data;
  const dismissResult = () =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.delete(CHECKOUT_RESULT_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  const tabs = PLANS.map((plan) => ({
    id: plan.id,
    label: plan.name,
    panel: (
      <PlanPanel
        plan={plan}
        subscription={subscription}
        choice={plan.id === 'basic' ? 'monthly' : choice.billingOf(plan.id)}
        onChoose={choice.choose}
        detailsOpen={detailsOpen}
        onToggleDetails={() => setDetailsOpen((open) => !open)}
        onCheckout={(chosen, option) => {
          checkout.reset();
          setBuying({ plan: chosen, option });
        }}
      />
    ),
  }));

  return (
    <div className="space-y-6">
      {checkoutResult && (
        <CheckoutResultBanner result={checkoutResult} subscription={subscription} onDismiss={dismissResult} />
      )}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="lg:order-2">
          <CurrentPlanCard status={status.data} />
        </div>
        <div className="min-w-0 lg:order-1">
          <Tabs label={SUBSCRIPTION_TEXTS.tabsLabel} tabs={tabs} current={choice.plan} onChange={choice.showPlan} />
        </div>
      </div>
      {buying && (
        <CheckoutDialog
          plan={buying.plan}
          option={buying.option}
          subscription={subscription}
          pending={checkout.isPending || checkout.isSuccess}
          error={checkout.error}
          onCancel={() => setBuying(null)}
          onConfirm={() => checkout.mutate({ planId: buying.plan.id, months: buying.option.months })}
        />
      )}
    </div>
  );
}
