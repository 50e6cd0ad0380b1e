import { PartyPopper } from 'lucide-react';
import { ONBOARDING_TEXTS } from '@kindred/contract/member-screens';

export function CompleteStep() {
  return (
    <div className="flex flex-col items-center text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300">
        <PartyPopper aria-hidden="true" className="h-8 w-8" />
      </span>
      <p className="mt-4 text-lg text-stone-700 dark:text-stone-300">{ONBOARDING_TEXTS.completeBody}</p>
    </div>
  );
}
