import { Check } from 'lucide-react';
import { ONBOARDING_TEXTS } from '@kindred/contract/member-screens';

export function WelcomeStep() {
  return (
    <div>
      <p className="text-lg text-stone-700 dark:text-stone-300">{ONBOARDING_TEXTS.welcomeBody}</p>
      <ul className="mt-6 space-y-3">
        {ONBOARDING_TEXTS.welcomePoints.map((point) => (
          <li key={point} className="flex items-center gap-3 font-medium text-stone-800 dark:text-stone-200">
            <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300">
              <Check aria-hidden="true" className="h-4 w-4" />
            </span>
            {point}
          </li>
        ))}
      </ul>
    </div>
  );
}
