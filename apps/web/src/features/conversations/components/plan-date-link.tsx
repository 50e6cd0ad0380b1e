import { clsx } from 'clsx';
import { CalendarHeart } from 'lucide-react';
import { Link } from 'react-router';
import { DATE_PLAN_TEXTS } from '@kindred/contract/date-plans';
import { ROUTES } from '@kindred/contract/routes';

/** The Date Planner's Custom Plan tab with this match chosen (the planner reads `?match=`). */
export const datePlannerFor = (matchId: string) =>
  `${ROUTES.datePlanner}?${new URLSearchParams({ tab: 'plan', match: matchId }).toString()}`;

/**
 * "Plan a date" (issue 35), 44 px tall: in the chat's header with its words where there is room
 * (sm and up), and as a named icon beside the composer on a phone, whose header already holds the
 * way back, the photo, the name and four icons (a fifth would squeeze the name to a few letters).
 */
export function PlanDateLink({ matchId, place }: { matchId: string; place: 'header' | 'composer' }) {
  return (
    <Link
      to={datePlannerFor(matchId)}
      title={DATE_PLAN_TEXTS.planADate}
      className={clsx(
        'h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full text-sm font-semibold text-rose-700 hover:bg-rose-50 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-rose-300 dark:hover:bg-stone-800',
        place === 'header' ? 'hidden px-3 sm:inline-flex' : 'inline-flex sm:hidden',
      )}
    >
      <CalendarHeart aria-hidden="true" className="h-5 w-5" />
      <span className={place === 'composer' ? 'sr-only' : undefined}>{DATE_PLAN_TEXTS.planADate}</span>
    </Link>
  );
}
