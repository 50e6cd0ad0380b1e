import { clsx } from 'clsx';

/**
 * Decision 103: conversations wait for the member's reply. Decorative: the Messages tab's own name
 * says how many (YOUR_TURN_TEXTS.navLabel), and the list marks each one "Your turn" in words.
 */
export function YourTurnDot({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-your-turn-dot=""
      className={clsx(
        'inline-block h-2.5 w-2.5 rounded-full bg-amber-500 ring-2 ring-white dark:ring-stone-900',
        className,
      )}
    />
  );
}
