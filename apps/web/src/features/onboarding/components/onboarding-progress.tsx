import { LIMITS } from '@kindred/contract/constants';
import { ONBOARDING_STEPS, onboardingProgress, type OnboardingStep } from '@kindred/contract/onboarding';
import { ONBOARDING_TEXTS } from '@kindred/contract/member-screens';
import { ProgressBar } from '@/components/ui/progress-bar';

/** Steps with something to fill in: photos .. preferences (welcome and complete are not counted). */
export const COUNTED_STEPS = LIMITS.onboardingProgressSteps - 1;

/** 'Step X of Y' and the progress bar (SPEC 2; the percentage is over 7 steps, SPEC 5). */
export function OnboardingProgress({ step }: { step: OnboardingStep }) {
  const label = ONBOARDING_TEXTS.stepOf(ONBOARDING_STEPS.indexOf(step), COUNTED_STEPS);
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm font-semibold">
        <p className="text-rose-700 dark:text-rose-300">{label}</p>
        <p className="text-stone-600 dark:text-stone-400" aria-hidden="true">
          {onboardingProgress(step)}%
        </p>
      </div>
      <ProgressBar className="mt-2" value={onboardingProgress(step)} label={ONBOARDING_TEXTS.progress} />
    </div>
  );
}
