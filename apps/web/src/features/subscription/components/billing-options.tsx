import { clsx } from 'clsx';
import { useId } from 'react';
import { savingsPercent, type Plan } from '@kindred/contract/plans';
import {
  BILLING_CHOICE_MONTHS,
  BILLING_CHOICES,
  formatPrice,
  SUBSCRIPTION_TEXTS,
  type BillingChoice,
} from '@kindred/contract/subscription-screen';

interface BillingOptionsProps {
  plan: Plan;
  choice: BillingChoice;
  onChoose: (choice: BillingChoice) => void;
}

/** SPEC 3 Plan billing options: monthly, or yearly shown per month with its total and its saving. */
export function BillingOptions({ plan, choice, onChoose }: BillingOptionsProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">{SUBSCRIPTION_TEXTS.billingLabel(plan.name)}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {BILLING_CHOICES.map((id) => {
          const option = plan.billingOptions.find((candidate) => candidate.months === BILLING_CHOICE_MONTHS[id]);
          if (!option) return null;
          const saving = savingsPercent(plan.price, option);
          const checked = id === choice;
          return (
            <label
              key={id}
              className={clsx(
                'relative flex cursor-pointer flex-col gap-0.5 rounded-2xl border-2 p-4 transition-colors',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-500 has-[:focus-visible]:ring-offset-2 dark:has-[:focus-visible]:ring-offset-stone-900',
                checked
                  ? 'border-rose-600 bg-rose-50 dark:border-rose-400 dark:bg-rose-950/40'
                  : 'border-stone-200 bg-white hover:border-stone-300 dark:border-stone-700 dark:bg-stone-900 dark:hover:border-stone-600',
              )}
            >
              <input
                type="radio"
                name={name}
                value={id}
                checked={checked}
                onChange={() => onChoose(id)}
                className="sr-only"
              />
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold text-stone-900 dark:text-stone-100">{SUBSCRIPTION_TEXTS[id]}</span>
                {saving > 0 && (
                  <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-bold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
                    {SUBSCRIPTION_TEXTS.save(`${saving}%`)}
                  </span>
                )}
              </span>
              <span className="text-2xl font-bold text-stone-900 dark:text-stone-100">
                {formatPrice(option.pricePerMonth)}
                <span className="text-sm font-medium text-stone-600 dark:text-stone-400">
                  {SUBSCRIPTION_TEXTS.perMonth}
                </span>
              </span>
              <span className="text-sm text-stone-600 dark:text-stone-400">
                {option.months === 1
                  ? SUBSCRIPTION_TEXTS.billedMonthly(option.totalPrice)
                  : SUBSCRIPTION_TEXTS.billedYearly(option.totalPrice)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
