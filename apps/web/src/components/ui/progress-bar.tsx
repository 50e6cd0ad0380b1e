import { clsx } from 'clsx';

interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  label: string;
  className?: string;
}

/** A determinate progress bar (role="progressbar") with its percentage for screen readers. */
export function ProgressBar({ value, label, className }: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={clsx('h-2 w-full overflow-hidden rounded-full bg-rose-100 dark:bg-stone-700', className)}
    >
      <div
        className="h-full rounded-full bg-rose-600 transition-[width] duration-300"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
