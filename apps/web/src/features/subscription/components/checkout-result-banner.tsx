import { CheckCircle2, X } from 'lucide-react';
import type { CheckoutResult, Subscription } from '@kindred/contract/billing';
import { SUBSCRIPTION_TEXTS } from '@kindred/contract/subscription-screen';
import { Alert } from '@/components/ui/alert';
import { CloseButton } from '@/components/ui/close-button';

/** Back from checkout (/subscription?checkout=success or cancelled): what happened, and the new plan. */
export function CheckoutResultBanner({
  result,
  subscription,
  onDismiss,
}: {
  result: CheckoutResult;
  subscription: Subscription;
  onDismiss: () => void;
}) {
  const text =
    result === 'cancelled'
      ? SUBSCRIPTION_TEXTS.checkoutCancelled
      : subscription.planId === 'basic'
        ? SUBSCRIPTION_TEXTS.checkoutPending
        : SUBSCRIPTION_TEXTS.checkoutSuccess(subscription.planName);
  return (
    <Alert tone={result === 'success' ? 'success' : 'info'} className="flex items-start gap-3">
      {result === 'success' ? (
        <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      ) : (
        <X aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      )}
      <span className="flex-1 text-base">{text}</span>
      <CloseButton
        label={SUBSCRIPTION_TEXTS.dismiss}
        onClick={onDismiss}
        className="relative -my-1 h-8 w-8 shrink-0 hover:bg-black/5 focus-visible:ring-emerald-600 dark:hover:bg-white/10"
      />
    </Alert>
  );
}
