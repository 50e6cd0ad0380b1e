import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError } from './field-error';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  error?: string;
}

export function Checkbox({ label, error, className, ...input }: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      {/* The label wraps the box and reaches 12 px past it (padding, undone by negative margins):
          a tap anywhere over 44 × 44 px around the box ticks it, and the layout stays as drawn. */}
      <label htmlFor={id} className="-my-3 -ml-3 flex items-start gap-2.5 py-3 pl-3">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-stone-400 accent-rose-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-2"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <span className="text-sm text-stone-800 dark:text-stone-200">{label}</span>
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
