import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { EMPTY_STATES } from '@kindred/contract/messages';
import { ROUTES } from '@kindred/contract/routes';
import { BLOCKED_USERS_PAGE_TEXTS } from '@kindred/contract/safety-center';

/** SPEC 2, 8: 'No blocked users'. */
export function BlockedUsersEmpty() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center dark:border-stone-700 dark:bg-stone-900">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-rose-50 text-rose-600 dark:bg-rose-950/60 dark:text-rose-300">
        <ShieldCheck aria-hidden="true" className="h-7 w-7" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-stone-900 dark:text-stone-100">{EMPTY_STATES.noBlockedUsers}</h2>
      <p className="mt-1 max-w-sm text-stone-600 dark:text-stone-400">{BLOCKED_USERS_PAGE_TEXTS.emptyHint}</p>
      <Link
        to={ROUTES.safety}
        className="mt-4 rounded text-sm font-semibold text-rose-700 hover:underline focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-rose-300"
      >
        {BLOCKED_USERS_PAGE_TEXTS.safetyLink}
      </Link>
    </div>
  );
}
