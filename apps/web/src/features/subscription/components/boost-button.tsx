import { Lock, Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { PAID_TEXTS } from '@kindred/contract/paid-markers';
import type { PlanUsage } from '@kindred/contract/billing';
import { formatBoostTime, planTabPath, SUBSCRIPTION_TEXTS } from '@kindred/contract/subscription-screen';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useBoostProfile } from '../api/boost-profile';

const isExpectedRefusal = (error: unknown) =>
  error instanceof ApiRequestError && [402, 409, 429].includes(error.status);

/**
 * Platinum's monthly and Diamond's weekly boost (decision 048: it lives with the usage it spends).
 * A running boost says until when; a refusal shows the server's reason.
 */
export function BoostButton({ usage }: { usage: PlanUsage }) {
  const boost = useBoostProfile();
  const running = usage.boostedUntil !== null && new Date(usage.boostedUntil).getTime() > Date.now();
  return (
    <div className="space-y-2">
      {running ? (
        <p
          role="status"
          className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1.5 text-sm font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200"
        >
          <Rocket aria-hidden="true" className="h-4 w-4" />
          {SUBSCRIPTION_TEXTS.boostedUntil(formatBoostTime(usage.boostedUntil!))}
        </p>
      ) : (
        <Button variant="secondary" busy={boost.isPending} onClick={() => boost.mutate()}>
          {!boost.isPending && <Rocket aria-hidden="true" className="h-4 w-4" />}
          {SUBSCRIPTION_TEXTS.boost}
        </Button>
      )}
      {!running && <p className="text-sm text-stone-600 dark:text-stone-400">{SUBSCRIPTION_TEXTS.boostHint}</p>}
      {boost.isError && (
        // None left (429), one running (409): expected answers, said calmly; only failures are red.
        <Alert tone={isExpectedRefusal(boost.error) ? 'info' : 'error'}>
          {errorMessage(boost.error, SUBSCRIPTION_TEXTS.boostFailed)}
        </Alert>
      )}
    </div>
  );
}

/** Plans without boosts: the boost is shown, marked Platinum (the cheapest plan with one), and leads there. */
export function LockedBoost() {
  return (
    <Link
      to={planTabPath('platinum')}
      // Its long label wraps inside a 320 px wide card rather than running past it (WCAG 1.4.10).
      className={buttonClasses('secondary', 'md', 'h-auto! min-h-11 max-w-full py-2 text-center whitespace-normal!')}
    >
      <Lock aria-hidden="true" className="h-4 w-4" />
      {PAID_TEXTS.boostOnPlatinum}
    </Link>
  );
}
