import { clsx } from 'clsx';
import { COMMON_TEXTS } from '@kindred/contract/screens';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  label?: string;
  /** Inside a button that already says what is happening. */
  decorative?: boolean;
  className?: string;
}

const sizes = { sm: 'h-4 w-4 border-2', md: 'h-8 w-8 border-[3px]', lg: 'h-12 w-12 border-4' };

export function Spinner({ size = 'md', label = COMMON_TEXTS.loading, decorative = false, className }: SpinnerProps) {
  const circle = (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-block animate-spin rounded-full border-current border-t-transparent',
        sizes[size],
        className,
      )}
    />
  );
  if (decorative) return circle;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {circle}
      <span className="sr-only">{label}</span>
    </span>
  );
}
