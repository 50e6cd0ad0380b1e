import { clsx } from 'clsx';
import { ChevronDown, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { COMPATIBILITY_SUB_SCORES, SUB_SCORE_LABELS } from '@kindred/contract/compatibility';
import { DISCOVERY_TEXTS, type CompatibilitySummary } from '@kindred/contract/discovery';
import { ProgressBar } from './ui/progress-bar';

interface CompatibilityCardProps {
  compatibility: CompatibilitySummary;
  /** The card's heading level where it sits (3 inside a dialog that has its own h2). */
  headingLevel?: 2 | 3;
  className?: string;
}

const percent = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

/**
 * DESIGN 6: the overall percentage and the reasons that explain it; 'Show details' opens the
 * four sub-scores computed on the server (values, interests, lifestyle, communication).
 */
export function CompatibilityCard({ compatibility, headingLevel = 2, className }: CompatibilityCardProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const overall = percent(compatibility.overall);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={clsx(
        'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm dark:border-stone-700 dark:bg-stone-900',
        className,
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <Heading id={`${id}-title`} className="text-lg font-bold text-stone-900 dark:text-stone-100">
          {DISCOVERY_TEXTS.compatibility}
        </Heading>
        <p className="text-lg font-bold whitespace-nowrap text-rose-700 dark:text-rose-300">
          {DISCOVERY_TEXTS.matchPercent(overall)}
        </p>
      </div>
      <ProgressBar value={overall} label={DISCOVERY_TEXTS.compatibility} className="mt-3" />

      {compatibility.reasons.length > 0 && (
        <ul className="mt-4 space-y-2">
          {compatibility.reasons.map((reason) => (
            <li key={reason} className="flex gap-2 text-sm text-stone-700 dark:text-stone-300">
              <Sparkles aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-rose-500 dark:text-rose-400" />
              {reason}
            </li>
          ))}
        </ul>
      )}

      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-details`}
        onClick={() => setOpen((value) => !value)}
        className="hit-area relative mt-4 inline-flex items-center gap-1 rounded-full text-sm font-semibold text-rose-700 hover:text-rose-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-2 dark:text-rose-300 dark:hover:text-rose-200 dark:focus-visible:ring-offset-stone-900"
      >
        {open ? DISCOVERY_TEXTS.hideDetails : DISCOVERY_TEXTS.showDetails}
        <ChevronDown aria-hidden="true" className={clsx('h-4 w-4 transition-transform', open && 'rotate-180')} />
      </button>
      <ul id={`${id}-details`} hidden={!open} className="mt-3 space-y-3">
        {COMPATIBILITY_SUB_SCORES.map((key) => {
          const value = percent(compatibility.subScores[key]);
          return (
            <li key={key}>
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium text-stone-700 dark:text-stone-300">{SUB_SCORE_LABELS[key]}</span>
                <span className="font-semibold text-stone-900 dark:text-stone-100">{value}%</span>
              </div>
              <ProgressBar value={value} label={SUB_SCORE_LABELS[key]} className="mt-1 h-1.5" />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
