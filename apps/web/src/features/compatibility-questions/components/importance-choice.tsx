import { clsx } from 'clsx';
import { useId } from 'react';
import { IMPORTANCE_LABELS, IMPORTANCE_LEVELS, type Importance } from '@kindred/contract/compatibility';
import { FieldError } from '@/components/ui/field-error';

interface ImportanceChoiceProps {
  label: string;
  value: Importance;
  onChange: (value: Importance) => void;
  error?: string;
  /** The id of a note about the current choice (the dealbreaker warning). */
  describedBy?: string;
}

/**
 * The five importance levels as one segmented choice (native radios): two columns in a narrow
 * card, one row where the five labels fit.
 */
export function ImportanceChoice({ label, value, onChange, error, describedBy }: ImportanceChoiceProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const described = [describedBy, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={described || undefined}>
      <legend className="mb-2 text-sm font-semibold text-stone-800 dark:text-stone-200">{label}</legend>
      <div className="@container">
        <div className="grid grid-cols-2 gap-2 @xl:grid-cols-5">
          {IMPORTANCE_LEVELS.map((level) => {
            const checked = level === value;
            return (
              <label
                key={level}
                className={clsx(
                  'flex min-h-11 cursor-pointer items-center justify-center rounded-xl border px-2 py-2 text-center text-sm leading-tight font-semibold transition-colors',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-500 has-[:focus-visible]:ring-offset-1 dark:has-[:focus-visible]:ring-offset-stone-900',
                  level === 'mandatory' && 'col-span-2 @xl:col-span-1',
                  checked
                    ? 'border-rose-600 bg-rose-600 text-white'
                    : 'border-stone-300 bg-white text-stone-800 hover:border-rose-300 hover:bg-rose-50 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-200 dark:hover:bg-stone-800',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={level}
                  checked={checked}
                  onChange={() => onChange(level)}
                  className="sr-only"
                />
                {IMPORTANCE_LABELS[level]}
              </label>
            );
          })}
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
