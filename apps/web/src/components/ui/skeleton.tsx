import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { COMMON_TEXTS } from '@kindred/contract/screens';

/** One grey placeholder block, the size of what will replace it. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx('block animate-pulse rounded-xl bg-stone-200/80 dark:bg-stone-800', className)}
    />
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

/**
 * Profile cards' shape (a 4:5 photo, a name, two lines) in the grid the cards will fill: For You,
 * Discover and Matches while their list loads.
 */
export function CardGridSkeleton({
  gridClassName,
  count,
  label,
}: {
  gridClassName: string;
  count: number;
  label?: string;
}) {
  return (
    <SkeletonStatus label={label} className={gridClassName}>
      {Array.from({ length: count }, (_, card) => (
        <div
          key={card}
          className="flex flex-col overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-sm dark:border-stone-700 dark:bg-stone-900"
        >
          <Skeleton className="aspect-[4/5] w-full rounded-none" />
          <div className="flex flex-col gap-2.5 p-4">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-3.5 w-1/2" />
            <Skeleton className="h-3.5 w-5/6" />
          </div>
        </div>
      ))}
    </SkeletonStatus>
  );
}

/** A settings page's cards (a title and a few lines each) while the member's settings load. */
export function CardStackSkeleton({ count, label }: { count: number; label?: string }) {
  return (
    <SkeletonStatus label={label} className="mt-6 space-y-5">
      {Array.from({ length: count }, (_, card) => (
        <div
          key={card}
          className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm dark:border-stone-700 dark:bg-stone-900"
        >
          <Skeleton className="h-5 w-40" />
          <Skeleton className="mt-4 h-4 w-3/4" />
          <Skeleton className="mt-2.5 h-10 w-full" />
        </div>
      ))}
    </SkeletonStatus>
  );
}
