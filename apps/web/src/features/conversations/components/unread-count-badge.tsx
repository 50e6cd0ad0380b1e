import { clsx } from 'clsx';
import { CONVERSATION_TEXTS } from '@kindred/contract/conversations';

/**
 * The unread count on the Messages tab. Decorative: the tab's own name says it
 * (YOUR_TURN_TEXTS.navLabel, which says it as SPEC words it), so screen readers hear it once.
 */
export function UnreadCountBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-rose-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white dark:ring-stone-900',
        className,
      )}
    >
      {CONVERSATION_TEXTS.badgeCount(count)}
    </span>
  );
}
