import { clsx } from 'clsx';
import { useId } from 'react';
import { FieldError } from '@/components/ui/field-error';

interface OptionFieldsetProps {
  legend: string;
  /** A line under the legend. */
  hint?: string;
  /** radio: one option (the member's own answer); checkbox: any number (the answers they accept). */
  type: 'radio' | 'checkbox';
  options: readonly { id: string; label: string }[];
  selected: readonly string[];
  onToggle: (optionId: string) => void;
  error?: string;
}

/** A question's options as labelled native radios or checkboxes, grouped under a legend. */
export function OptionFieldset({ legend, hint, type, options, selected, onToggle, error }: OptionFieldsetProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={describedBy || undefined}>
      <legend className="mb-2 text-sm font-semibold text-stone-800 dark:text-stone-200">{legend}</legend>
      {hint && (
        <p id={hintId} className="-mt-1 mb-2 text-sm text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      )}
      <div className="@container">
        <div className={clsx('grid gap-2', type === 'checkbox' && '@md:grid-cols-2')}>
          {options.map((option) => (
            <label
              key={option.id}
              className={clsx(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-2.5 text-sm text-stone-800 transition-colors dark:text-stone-200',
                'border-stone-300 bg-white hover:border-rose-300 dark:border-stone-600 dark:bg-stone-900 dark:hover:border-rose-400',
                'has-[:checked]:border-rose-500 has-[:checked]:bg-rose-50 dark:has-[:checked]:border-rose-400 dark:has-[:checked]:bg-rose-950/50',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-500 has-[:focus-visible]:ring-offset-1 dark:has-[:focus-visible]:ring-offset-stone-900',
              )}
            >
              <input
                type={type}
                name={type === 'radio' ? id : undefined}
                value={option.id}
                checked={selected.includes(option.id)}
                onChange={() => onToggle(option.id)}
                className="h-5 w-5 shrink-0 accent-rose-600 focus-visible:outline-none"
              />
              {option.label}
            </label>
          ))}
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
