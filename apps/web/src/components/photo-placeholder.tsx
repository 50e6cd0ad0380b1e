import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';

interface PhotoPlaceholderProps {
  icon: LucideIcon;
  /** Says why there is no photo; read out once, as the image's name. */
  label: string;
  className?: string;
}

/** Fills a photo frame that has no photo to show (none, or it failed to load). */
export function PhotoPlaceholder({ icon: Icon, label, className }: PhotoPlaceholderProps) {
  return (
    <div
      role="img"
      aria-label={label}
      className={clsx(
        'flex h-full w-full flex-col items-center justify-center bg-gradient-to-br from-rose-100 to-amber-50 text-rose-400 dark:from-stone-800 dark:to-stone-900 dark:text-stone-500',
        className,
      )}
    >
      <Icon aria-hidden="true" className="h-16 w-16" strokeWidth={1.5} />
      <span aria-hidden="true" className="text-sm font-medium text-stone-600 dark:text-stone-400">
        {label}
      </span>
    </div>
  );
}
