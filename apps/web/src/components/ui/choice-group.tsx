import { clsx } from 'clsx';
import { useId } from 'react';
import { FieldError } from './field-error';

interface ChoiceGroupProps<T extends string> {
  label: string;
  options: readonly T[];
  value: T | '';
  onChange: (value: T) => void;
  /** Label of each option; defaults to the value. */
  optionLabel?: (value: T) => string;
  error?: string;
  /** A line under the label saying what the choice does. */
  description?: string;
  /** 5: two columns in a narrow container, one row of five where they fit. */
  columns?: 1 | 2 | 3 | 4 | 5;
  /** With 5 columns, the odd option out that spans both columns of the narrow layout. */
  wideOption?: T;
  /** The id of a note about the current choice, read with it. */
  describedBy?: string;
}

const gridColumns = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-3',
  4: 'grid-cols-2 sm:grid-cols-4',
  5: 'grid-cols-2 @xl:grid-cols-5',
};

/** One choice out of a few, as native radio buttons drawn as pills (arrow keys move the choice). */
export function ChoiceGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  optionLabel = (option) => option,
  error,
  description,
  columns = 2,
  wideOption,
  describedBy,
}: ChoiceGroupProps<T>) {
  const name = useId();
  const errorId = `${name}-error`;
  const descriptionId = `${name}-description`;
  const described = [description ? descriptionId : null, describedBy, error ? errorId : null].filter(Boolean).join(' ');
  const fitsFive = columns === 5;
  return (
    <fieldset aria-describedby={described || undefined}>
      <legend className="mb-2 text-sm font-semibold text-stone-800 dark:text-stone-200">{label}</legend>
      {description && (
        <p id={descriptionId} className="-mt-1 mb-2 text-sm text-stone-600 dark:text-stone-400">
          {description}
        </p>
      )}
      <div className={clsx(fitsFive && '@container')}>
        <div className={clsx('grid gap-2', gridColumns[columns])}>
          {options.map((option) => {
            const checked = option === value;
            return (
              <label
                key={option}
                className={clsx(
                  'flex min-h-11 cursor-pointer items-center justify-center rounded-xl border py-2 text-center text-sm font-semibold transition-colors',
                  fitsFive ? 'px-2 leading-tight' : 'px-3',
                  option === wideOption && 'col-span-2 @xl:col-span-1',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-500 has-[:focus-visible]:ring-offset-1 dark:has-[:focus-visible]:ring-offset-stone-900',
                  checked
                    ? 'border-rose-600 bg-rose-600 text-white'
                    : 'border-stone-300 bg-white text-stone-800 hover:border-rose-300 hover:bg-rose-50 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-200 dark:hover:bg-stone-800',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={option}
                  checked={checked}
                  onChange={() => onChange(option)}
                  className="sr-only"
                />
                {optionLabel(option)}
              </label>
            );
          })}
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
