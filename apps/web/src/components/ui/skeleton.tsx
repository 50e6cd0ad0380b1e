import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { COMMON_TEXTS } from '@kindred/contract/screens';

/** One grey placeholder block, the size of what will replace it. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={clsx('block animate-pulse rounded-xl bg-stone-200/80 dark:bg-stone-800', className)} />
  );
}

/**
 * The shape of a screen while its data loads, shown at once so nothing moves when the data
 * arrives. Screen readers hear `label` (a busy status), not the shapes.
 */
export function SkeletonStatus({
  label = COMMON_TEXTS.loading,
  className,
  children,
}: {
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
