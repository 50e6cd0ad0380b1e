import { SearchX } from 'lucide-react';
import { EMPTY_STATES } from '@kindred/contract/messages';
import { DISCOVERY_TEXTS } from '@kindred/contract/discovery';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** SPEC 2 Discover empty state: 'No matches found' and Reset Filters. */
export function DiscoverEmptyState({ onReset }: { onReset: () => void }) {
  return (
    <EmptyState icon={SearchX} title={EMPTY_STATES.noMatches} description={EMPTY_STATES.noMatchesFiltered}>
      <Button className="mt-5" onClick={onReset}>
        {DISCOVERY_TEXTS.resetFilters}
      </Button>
    </EmptyState>
  );
}
