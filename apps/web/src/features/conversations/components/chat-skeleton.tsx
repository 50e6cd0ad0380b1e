import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { CHAT_TEXTS } from '@kindred/contract/conversations';
import { ROUTES } from '@kindred/contract/routes';
import { COMMON_TEXTS } from '@kindred/contract/screens';
import { Skeleton, SkeletonStatus } from '@/components/ui/skeleton';

// Theirs on the left, mine on the right, of varied widths: the look of a thread.
const BUBBLES = [
  { mine: false, width: 'w-48' },
  { mine: true, width: 'w-40' },
  { mine: false, width: 'w-56' },
  { mine: true, width: 'w-32' },
  { mine: false, width: 'w-44' },
] as const;

/**
 * The chat's shape while the match and its messages load: the header (with its real way back
 * and actions), bubbles and the composer, where the loaded chat will put them.
 */
export function ChatSkeleton({ card, headerActions }: { card: boolean; headerActions?: ReactNode }) {
  return (
    <div
      className={clsx(
        'flex min-w-0 flex-1 flex-col overflow-hidden bg-stone-50 dark:bg-stone-950',
        card && 'lg:rounded-3xl lg:border lg:border-stone-200 lg:shadow-sm lg:dark:border-stone-700',
      )}
    >
      <div className="flex items-center gap-2 border-b border-stone-200 bg-white px-2 py-2 sm:px-3 dark:border-stone-700 dark:bg-stone-900">
        <Link
          to={ROUTES.messages}
          aria-label={COMMON_TEXTS.backToMessages}
          title={COMMON_TEXTS.backToMessages}
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-stone-200 dark:hover:bg-stone-800"
        >
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
        </Link>
        <Skeleton className="h-10 w-10 shrink-0 rounded-full" />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 pl-1">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-3 w-14" />
        </div>
        {headerActions}
      </div>
      <SkeletonStatus label={CHAT_TEXTS.loadingMessages} className="flex flex-1 flex-col justify-end gap-4 px-4 py-4">
        {BUBBLES.map((bubble, index) => (
          <Skeleton key={index} className={clsx('h-11 rounded-2xl', bubble.width, bubble.mine && 'self-end')} />
        ))}
      </SkeletonStatus>
      <div className="border-t border-stone-200 bg-white px-3 py-3 dark:border-stone-700 dark:bg-stone-900">
        <Skeleton className="h-11 w-full rounded-full" />
      </div>
    </div>
  );
}
