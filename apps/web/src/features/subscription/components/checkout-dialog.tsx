import type { Subscription } from '@kindred/contract/billing';
import { BILLING_MESSAGES } from '@kindred/contract/billing';
import type { BillingOption, Plan } from '@kindred/contract/plans';
import { SUBSCRIPTION_TEXTS } from '@kindred/contract/subscription-screen';
import { Alert } from '@/components/ui/alert';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';

interface CheckoutDialogProps {
  plan: Plan;
  option: BillingOption;
  subscription: Subscription;
  pending: boolean;
  error: Error | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before buying: the price, test mode (no card is charged) or Stripe, final and auto-renewing. */
export function CheckoutDialog({
  plan,
  option,
  subscription,
  pending,
  error,
  onCancel,
  onConfirm,
}: CheckoutDialogProps) {
  return (
    <Dialog title={SUBSCRIPTION_TEXTS.confirmTitle(plan.name)} onClose={pending ? () => undefined : onCancel}>
      <p className="text-stone-800 dark:text-stone-200">
        {SUBSCRIPTION_TEXTS.confirmBody(plan.name, option.totalPrice, option.months)}
      </p>
      {subscription.testMode ? (
        <p className="mt-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-200">
          {BILLING_MESSAGES.testMode}
        </p>
      ) : (
        <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">{SUBSCRIPTION_TEXTS.stripeNotice}</p>
      )}
      <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">{BILLING_MESSAGES.finalAndRenewing}</p>
      {error && (
        <Alert tone="error" className="mt-4">
          {errorMessage(error, SUBSCRIPTION_TEXTS.checkoutFailed)}
        </Alert>
      )}
      <ConfirmActions
        cancelLabel={SUBSCRIPTION_TEXTS.cancel}
        confirmLabel={SUBSCRIPTION_TEXTS.confirm}
        confirmVariant="primary"
        pending={pending}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </Dialog>
  );
}
