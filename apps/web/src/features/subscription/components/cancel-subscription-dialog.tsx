import type { Subscription } from '@kindred/contract/billing';
import { formatPlanDate, SUBSCRIPTION_TEXTS } from '@kindred/contract/subscription-screen';
import { Alert } from '@/components/ui/alert';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useCancelSubscription } from '../api/cancel-subscription';

/** Confirms a cancellation: the plan stays until the end of the period paid for. */
export function CancelSubscriptionDialog({
  subscription,
  onClose,
}: {
  subscription: Subscription;
  onClose: () => void;
}) {
  const cancel = useCancelSubscription({ onSuccess: onClose });
  const until = subscription.currentPeriodEnd ? formatPlanDate(subscription.currentPeriodEnd) : '';
  return (
    <Dialog title={SUBSCRIPTION_TEXTS.cancelDialogTitle} onClose={cancel.isPending ? () => undefined : onClose}>
      <p className="text-sm text-stone-700 dark:text-stone-300">
        {SUBSCRIPTION_TEXTS.cancelDialogBody(subscription.planName, until)}
      </p>
      {cancel.isError && (
        <Alert tone="error" className="mt-4">
          {errorMessage(cancel.error, SUBSCRIPTION_TEXTS.cancelFailed)}
        </Alert>
      )}
      <ConfirmActions
        cancelLabel={SUBSCRIPTION_TEXTS.keepPlan}
        confirmLabel={SUBSCRIPTION_TEXTS.cancelSubscription}
        pending={cancel.isPending}
        onCancel={onClose}
        onConfirm={() => cancel.mutate()}
      />
    </Dialog>
  );
}
