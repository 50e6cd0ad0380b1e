import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { CHAT_TEXTS } from '@kindred/contract/conversations';
import { Skeleton, SkeletonStatus } from '@/components/ui/skeleton';
import { ChatBackLink } from './chat-back-link';
import { CHAT_HEADER_ROW } from './chat-header';

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
      <div className={CHAT_HEADER_ROW}>
        <ChatBackLink />
        <Skeleton className="mx-0.5 h-10 w-10 shrink-0 rounded-full" />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 pl-1.5">
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
