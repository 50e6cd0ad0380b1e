import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError } from './field-error';
import { inputClasses } from './input-classes';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Shown at the right of the label row, e.g. a "Forgot password" link. */
  labelAside?: ReactNode;
  /** Drawn inside the input's right end, e.g. a show-password button (the text leaves it room). */
  inputEnd?: ReactNode;
}

/** A labelled input with its hint and error message wired for screen readers. */
export function TextField({ label, error, hint, labelAside, inputEnd, className, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-stone-800 dark:text-stone-200">
          {label}
        </label>
        {labelAside}
      </div>
      <div className={inputEnd ? 'relative' : undefined}>
        <input
          id={id}
          className={inputClasses(Boolean(error), inputEnd ? 'pr-12' : undefined)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {inputEnd}
      </div>
      {hint && (
        // A div: a hint may be a list (the password rules).
        <div id={hintId} className="mt-1.5 text-sm text-stone-600 dark:text-stone-400">
          {hint}
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
