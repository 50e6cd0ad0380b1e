import { ONBOARDING_TEXTS } from '@kindred/contract/member-screens';
import { onboardingProgressOf } from '@kindred/contract/onboarding';
import { ProgressBar } from '@/components/ui/progress-bar';

interface OnboardingProgressProps {
  /** The step's place among the steps shown (welcome is 0). */
  position: number;
  /** Steps with something to fill in (welcome and complete are not counted). */
  total: number;
}

/**
 * 'Step X of Y' and the progress bar (SPEC 2). SPEC 5 computes the percentage over 7 steps; the
 * steps registration already answered are skipped and count as done, so the two agree (issue 38).
 */
export function OnboardingProgress({ position, total }: OnboardingProgressProps) {
  const percent = onboardingProgressOf(position, total);
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm font-semibold">
        <p className="text-rose-700 dark:text-rose-300">{ONBOARDING_TEXTS.stepOf(position, total)}</p>
        <p className="text-stone-600 dark:text-stone-400" aria-hidden="true">
          {percent}%
        </p>
      </div>
      <ProgressBar className="mt-2" value={percent} label={ONBOARDING_TEXTS.progress} />
    </div>
  );
}
