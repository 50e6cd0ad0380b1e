import { HeartHandshake, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { MATCH_TEXTS } from '@kindred/contract/matches';
import { ROUTES } from '@kindred/contract/routes';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { EmptyState } from '@/components/ui/empty-state';

/**
 * SPEC 2: 'No matches found', with a way out of the filters when they are what hides everyone,
 * else the ways to a first match: For You and Discover.
 */
export function MatchesEmptyState({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  return (
    <EmptyState
      icon={filtered ? SearchX : HeartHandshake}
      title={MATCH_TEXTS.emptyTitle}
      description={filtered ? MATCH_TEXTS.emptyFiltered : MATCH_TEXTS.emptyUnfiltered}
      width="narrow"
    >
      {filtered ? (
        <Button className="mt-5" onClick={onClearFilters}>
          {MATCH_TEXTS.clearFilters}
        </Button>
      ) : (
        // A first-time member lands here from onboarding: the ways to a first match, not a dead end.
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Link to={ROUTES.forYou} className={buttonClasses('primary', 'md')}>
            {MATCH_TEXTS.emptyToForYou}
          </Link>
          <Link to={ROUTES.discover} className={buttonClasses('outline', 'md')}>
            {MATCH_TEXTS.emptyToDiscover}
          </Link>
        </div>
      )}
    </EmptyState>
  );
}
