import { Skeleton, SkeletonStatus } from '@/components/ui/skeleton';

const ROWS = 6;

/** The conversation rows' shape (avatar, name, preview) while the list loads. */
export function ConversationsSkeleton({ label }: { label: string }) {
  return (
    <SkeletonStatus
      label={label}
      className="divide-y divide-stone-100 overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-sm lg:rounded-none lg:border-0 lg:shadow-none dark:divide-stone-800 dark:border-stone-700 dark:bg-stone-900"
    >
      {Array.from({ length: ROWS }, (_, row) => (
        <div key={row} className="flex items-center gap-3 py-3 pr-4 pl-4">
          <Skeleton className="h-14 w-14 shrink-0 rounded-full" />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3.5 w-2/3" />
          </div>
        </div>
      ))}
    </SkeletonStatus>
  );
}
