import { clsx } from 'clsx';
import { Ban, Flag } from 'lucide-react';
import { MATCH_DETAIL_TEXTS } from '@kindred/contract/matches';
import { ROUTES } from '@kindred/contract/routes';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { BackLink } from '@/components/ui/back-link';

const headerButton =
  'hit-area relative inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-full px-2.5 text-sm font-semibold transition-colors sm:px-3.5 ' +
  'focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none';

interface MatchDetailHeaderProps {
  /** The two top-right buttons, once there is a match to report or block. */
  onReport?: () => void;
  onBlock?: () => void;
}

/** The page's bar: back to /matches, the title, and Report and Block at the top right. */
export function MatchDetailHeader({ onReport, onBlock }: MatchDetailHeaderProps) {
  return (
    <div className="flex items-center justify-between gap-2 py-3">
      <div className="flex min-w-0 items-center gap-2">
        <BackLink to={ROUTES.matches} label={MATCH_DETAIL_TEXTS.back} look="bar" className="shrink-0" />
        <h1 className="truncate text-lg font-bold text-stone-900 sm:text-xl dark:text-stone-100">
          {SCREEN_TITLES.matchDetail}
        </h1>
      </div>
      {onReport && onBlock && (
        <div className="flex shrink-0 items-center gap-1">
          <button
            type="button"
            onClick={onReport}
            title={MATCH_DETAIL_TEXTS.report}
            className={clsx(
              headerButton,
              'text-stone-700 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800',
            )}
          >
            <Flag aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only sm:not-sr-only">{MATCH_DETAIL_TEXTS.report}</span>
          </button>
          <button
            type="button"
            onClick={onBlock}
            title={MATCH_DETAIL_TEXTS.block}
            className={clsx(headerButton, 'text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50')}
          >
            <Ban aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only sm:not-sr-only">{MATCH_DETAIL_TEXTS.block}</span>
          </button>
        </div>
      )}
    </div>
  );
}
