import { Lock } from 'lucide-react';
import { BILLING_MESSAGES } from '@kindred/contract/billing';
import { UpgradeLink } from '@/components/upgrade-link';

/** At most this many placeholders, however many people liked the member. */
const PLACEHOLDERS = 4;

/**
 * Basic (decision 046): the count is all the server sends, so the faces are stand-ins, blurred
 * shapes drawn here, never someone's photo. The way on is Gold, the cheapest plan that shows them.
 */
export function LockedLikes({ count }: { count: number }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <ul aria-hidden="true" className="flex shrink-0 -space-x-3">
        {Array.from({ length: Math.min(count, PLACEHOLDERS) }, (_, index) => (
          <li
            key={index}
            className="relative h-16 w-16 overflow-hidden rounded-full bg-stone-200 ring-4 ring-white dark:bg-stone-700 dark:ring-stone-900"
          >
            <span className="absolute inset-0 bg-gradient-to-br from-rose-300 via-amber-200 to-rose-400 blur-md dark:from-rose-800 dark:via-amber-700 dark:to-rose-900" />
            <span className="absolute top-2 left-1/2 h-6 w-6 -translate-x-1/2 rounded-full bg-white/70 blur-sm dark:bg-stone-300/50" />
            <span className="absolute -bottom-3 left-1/2 h-8 w-12 -translate-x-1/2 rounded-full bg-white/70 blur-sm dark:bg-stone-300/50" />
            <Lock className="absolute right-1 bottom-1 h-4 w-4 text-stone-700 dark:text-stone-200" />
          </li>
        ))}
      </ul>
      <div>
        <p className="text-sm text-stone-700 dark:text-stone-300">{BILLING_MESSAGES.likedYouLocked}</p>
        <UpgradeLink planId="gold" className="mt-1" />
      </div>
    </div>
  );
}
