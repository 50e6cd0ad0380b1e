import { SearchX } from 'lucide-react';
import { EMPTY_STATES } from '@kindred/contract/messages';
import { DISCOVERY_TEXTS } from '@kindred/contract/discovery';
import { Button } from '@/components/ui/button';

/** SPEC 2 Discover empty state: 'No matches found' and Reset Filters. */
export function DiscoverEmptyState({ onReset }: { onReset: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center dark:border-stone-700 dark:bg-stone-900">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-rose-50 text-rose-600 dark:bg-rose-950/60 dark:text-rose-300">
        <SearchX aria-hidden="true" className="h-7 w-7" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-stone-900 dark:text-stone-100">{EMPTY_STATES.noMatches}</h2>
      <p className="mt-1 max-w-sm text-stone-600 dark:text-stone-400">{EMPTY_STATES.noMatchesFiltered}</p>
      <Button className="mt-5" onClick={onReset}>
        {DISCOVERY_TEXTS.resetFilters}
      </Button>
    </div>
  );
}
