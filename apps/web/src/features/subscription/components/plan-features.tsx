import { clsx } from 'clsx';
import { Check, X } from 'lucide-react';
import { useId } from 'react';
import type { Plan } from '@kindred/contract/plans';
import { planFeatures, SUBSCRIPTION_TEXTS } from '@kindred/contract/subscription-screen';

/** SPEC 3 Plan features, each marked included or not (said, not only drawn). */
export function PlanFeatures({ plan }: { plan: Plan }) {
  const headingId = useId();
  return (
    <div>
      <h3 id={headingId} className="mb-3 text-sm font-semibold text-stone-900 dark:text-stone-100">
        {SUBSCRIPTION_TEXTS.featuresHeading}
      </h3>
      <ul aria-labelledby={headingId} className="grid gap-2 sm:grid-cols-2">
        {planFeatures(plan).map((feature) => (
          <li
            key={feature.text}
            className={clsx(
              'flex items-center gap-2 text-sm',
              feature.included ? 'text-stone-800 dark:text-stone-200' : 'text-stone-500 dark:text-stone-400',
            )}
          >
            {feature.included ? (
              <Check aria-hidden="true" className="h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
            ) : (
              <X aria-hidden="true" className="h-4 w-4 shrink-0 text-stone-400 dark:text-stone-500" />
            )}
            <span className={clsx(!feature.included && 'line-through decoration-stone-400/70')}>{feature.text}</span>
            <span className="sr-only">
              ({feature.included ? SUBSCRIPTION_TEXTS.included : SUBSCRIPTION_TEXTS.notIncluded})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
