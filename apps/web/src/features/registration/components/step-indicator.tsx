import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { REGISTRATION_STEP_TITLES } from '@kindred/contract/registration-steps';
import { REGISTER_TEXTS } from '@kindred/contract/auth-screens';

/** Five dots joined by a line; the current one is announced as the current step. */
export function StepIndicator({ step }: { step: number }) {
  const total = REGISTRATION_STEP_TITLES.length;
  return (
    <div>
      <p className="text-sm font-semibold text-rose-700 dark:text-rose-300">{REGISTER_TEXTS.stepOf(step, total)}</p>
      <ol className="mt-3 flex items-center" aria-label={REGISTER_TEXTS.stepOf(step, total)}>
        {REGISTRATION_STEP_TITLES.map((title, index) => {
          const number = index + 1;
          const done = number < step;
          const current = number === step;
          return (
            <li key={title} className={clsx('flex items-center', index > 0 && 'flex-1')}>
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={clsx(
                    'mx-1 h-0.5 flex-1 rounded',
                    done || current ? 'bg-rose-500' : 'bg-stone-200 dark:bg-stone-700',
                  )}
                />
              )}
              <span
                aria-current={current ? 'step' : undefined}
                className={clsx(
                  'flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                  done && 'bg-rose-600 text-white',
                  current && 'bg-rose-600 text-white ring-4 ring-rose-100 dark:ring-rose-900',
                  !done && !current && 'bg-stone-100 text-stone-600 dark:bg-stone-800 dark:text-stone-400',
                )}
              >
                {done ? <Check aria-hidden="true" className="h-4 w-4" /> : number}
                <span className="sr-only">{title}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
