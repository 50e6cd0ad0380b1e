import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ButtonHTMLAttributes, Ref } from 'react';

interface CloseButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-label' | 'children'> {
  /** What it closes or removes, for screen readers. */
  label: string;
  iconClassName?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** A round button with an X; its size, colours and place come from `className`. */
export function CloseButton({ label, iconClassName = 'h-5 w-5', className, ...button }: CloseButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      className={clsx(
        // Callers position it (relative, or absolute in a corner); hit-area needs one of them.
        'hit-area flex items-center justify-center rounded-full focus-visible:ring-2 focus-visible:outline-none',
        className,
      )}
      {...button}
    >
      <X aria-hidden="true" className={iconClassName} />
    </button>
  );
}
