import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One line of small grey text after an icon (a place, a job), cut short with an ellipsis. */
export function IconLine({
  icon: Icon,
  className,
  children,
}: {
  icon: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p className={clsx('flex items-center gap-1.5 text-sm text-stone-600 dark:text-stone-400', className)}>
      <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span className="truncate">{children}</span>
    </p>
  );
}
