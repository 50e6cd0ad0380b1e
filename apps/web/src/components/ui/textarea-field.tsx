import { useId, type TextareaHTMLAttributes } from 'react';
import { FieldError } from './field-error';
import { inputClasses } from './input-classes';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> {
  label: string;
  value: string;
  error?: string;
  /** Shows "n/max" under the field. */
  maxLength?: number;
}

export function TextareaField({ label, error, value, maxLength, className, ...textarea }: TextareaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const describedBy = [maxLength ? counterId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800 dark:text-stone-200">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={maxLength}
        className={inputClasses(Boolean(error), 'min-h-28 resize-y')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      {maxLength !== undefined && (
        <p id={counterId} className="mt-1 text-right text-xs text-stone-600 dark:text-stone-400">
          {value.length}/{maxLength}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
