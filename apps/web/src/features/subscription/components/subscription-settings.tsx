import { useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { SUBSCRIPTION_TEXTS } from '@kindred/contract/subscription-screen';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useBillingStatus } from '@/api/billing/get-billing-status';
import { useResumeSubscription } from '../api/resume-subscription';
import { planRenewalText } from '../lib/plan-renewal-text';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';

/**
 * Settings, Account tab (SPEC 1: subscriptions can be cancelled in account settings): the plan,
 * a link to the plans, and Cancel subscription, or once cancelled 'Active until' and Resume.
 */
export function SubscriptionSettings() {
  const status = useBillingStatus();
  const resume = useResumeSubscription();
  const [cancelling, setCancelling] = useState(false);

  if (status.isPending) return <Spinner />;
  if (status.isError) {
    return (
      <RetryAlert
        message={errorMessage(status.error, SUBSCRIPTION_TEXTS.loadFailed)}
        onRetry={() => void status.refetch()}
      />
    );
  }

  const { subscription } = status.data;
  const paid = subscription.planId !== 'basic';
  return (
    <div className="space-y-4">
      <div>
        <p className="text-lg font-bold text-stone-900 dark:text-stone-100">{subscription.planName}</p>
        <p className="text-sm font-medium text-stone-700 dark:text-stone-300">{planRenewalText(subscription)}</p>
      </div>
      {resume.isError && <Alert tone="error">{errorMessage(resume.error, SUBSCRIPTION_TEXTS.resumeFailed)}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Link to={ROUTES.subscription} className={buttonClasses('outline', 'sm')}>
          {SUBSCRIPTION_TEXTS.seePlans}
        </Link>
        {paid && !subscription.cancelAtPeriodEnd && (
          <Button variant="ghost" size="sm" onClick={() => setCancelling(true)}>
            {SUBSCRIPTION_TEXTS.cancelSubscription}
          </Button>
        )}
        {paid && subscription.cancelAtPeriodEnd && (
          <Button size="sm" busy={resume.isPending} onClick={() => resume.mutate()}>
            {SUBSCRIPTION_TEXTS.resumeSubscription}
          </Button>
        )}
      </div>
      {cancelling && <CancelSubscriptionDialog subscription={subscription} onClose={() => setCancelling(false)} />}
    </div>
  );
}
