import { QUESTION_TEXTS } from '@kindred/contract/compatibility';
import { ProgressBar } from '@/components/ui/progress-bar';

/** '12 of 45 answered' over a progress bar. */
export function AnsweredCount({ answered, total }: { answered: number; total: number }) {
  return (
    <div>
      <p className="text-sm font-semibold text-stone-800 dark:text-stone-200">
        {QUESTION_TEXTS.answeredCount(answered, total)}
      </p>
      <ProgressBar
        className="mt-2"
        value={total === 0 ? 0 : (answered / total) * 100}
        label={QUESTION_TEXTS.progressLabel}
      />
    </div>
  );
}
