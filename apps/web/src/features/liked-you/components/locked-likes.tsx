import { Lock, UserRound } from 'lucide-react';
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
            className="relative flex h-16 w-16 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-rose-200 via-amber-100 to-rose-300 ring-4 ring-white dark:from-rose-900 dark:via-stone-700 dark:to-rose-950 dark:ring-stone-900"
          >
            <UserRound className="absolute -bottom-1 h-16 w-16 text-rose-400/80 blur-[3px] dark:text-rose-300/60" />
            <span className="relative flex h-7 w-7 items-center justify-center rounded-full bg-white/85 text-stone-700 shadow-sm dark:bg-stone-900/85 dark:text-stone-200">
              <Lock className="h-3.5 w-3.5" />
            </span>
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
