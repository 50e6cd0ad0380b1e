import { HeartHandshake, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { MATCH_TEXTS } from '@kindred/contract/matches';
import { ROUTES } from '@kindred/contract/routes';
import { COMMON_TEXTS } from '@kindred/contract/screens';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';

/** SPEC 2: 'No matches found', with a way out of the filters when they are what hides everyone. */
export function MatchesEmptyState({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  const Icon = filtered ? SearchX : HeartHandshake;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center dark:border-stone-700 dark:bg-stone-900">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-rose-50 text-rose-600 dark:bg-rose-950/60 dark:text-rose-300">
        <Icon aria-hidden="true" className="h-7 w-7" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-stone-900 dark:text-stone-100">{MATCH_TEXTS.emptyTitle}</h2>
      <p className="mt-1 text-stone-600 dark:text-stone-400">
        {filtered ? MATCH_TEXTS.emptyFiltered : MATCH_TEXTS.emptyUnfiltered}
      </p>
      {filtered ? (
        <Button className="mt-5" onClick={onClearFilters}>
          {MATCH_TEXTS.clearFilters}
        </Button>
      ) : (
        <Link to={ROUTES.forYou} className={buttonClasses('primary', 'md', 'mt-5')}>
          {COMMON_TEXTS.startMatching}
        </Link>
      )}
    </div>
  );
}
