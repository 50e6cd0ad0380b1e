import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { ONBOARDING_TEXTS } from '@kindred/contract/member-screens';

type AskedStep = keyof typeof ONBOARDING_TEXTS.welcomePoints;

/** What is left to do, and only that: the steps registration answered are not promised again. */
export function WelcomeStep({ left, notice }: { left: readonly AskedStep[]; notice?: ReactNode }) {
  return (
    <div>
      {notice && <div className="mb-5">{notice}</div>}
      <p className="text-lg text-stone-700 dark:text-stone-300">{ONBOARDING_TEXTS.welcomeBody(left.length)}</p>
      <ul className="mt-6 space-y-3">
        {left.map((step) => (
          <li key={step} className="flex items-center gap-3 font-medium text-stone-800 dark:text-stone-200">
            <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300">
              <Check aria-hidden="true" className="h-4 w-4" />
            </span>
            {ONBOARDING_TEXTS.welcomePoints[step]}
          </li>
        ))}
      </ul>
    </div>
  );
}
