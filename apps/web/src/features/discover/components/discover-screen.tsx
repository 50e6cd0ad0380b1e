import { clsx } from 'clsx';
import { useId, useMemo, useState } from 'react';
import { DISCOVERY_TEXTS, type DiscoverSort, type Recommendation } from '@kindred/contract/discovery';
import { ROUTES } from '@kindred/contract/routes';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { BackLink } from '@/components/ui/back-link';
import { CardGridSkeleton } from '@/components/ui/skeleton';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDiscoverProfiles } from '../api/get-discover-profiles';
import { countActiveFilters, DEFAULT_DISCOVER_FILTERS, toDiscoverQuery } from '../lib/discover-filters';
import { DiscoverEmptyState } from './discover-empty-state';
import { DiscoverFiltersPanel } from './discover-filters-panel';
import { DiscoverProfileCard, type DiscoverLayout } from './discover-profile-card';
import { DiscoverToolbar } from './discover-toolbar';

const GRID_CLASSES: Record<DiscoverLayout, string> = {
  grid: 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4',
  list: 'grid gap-3 lg:grid-cols-2',
};
import { LayoutToggle } from './layout-toggle';
import { PremiumBanner } from './premium-banner';
import { ProfileViewDialog } from './profile-view-dialog';

/** Typing, dragging a slider or ticking chips settles for this long before the server is asked. */
export const DISCOVER_QUERY_DELAY_MS = 300;

/** SPEC 2 Discover: search, filters and sort run on the server; cards open a profile view. */
export function DiscoverScreen({ showPremiumBanner }: { showPremiumBanner: boolean }) {
  const filtersPanelId = useId();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState(DEFAULT_DISCOVER_FILTERS);
  const [sort, setSort] = useState<DiscoverSort>('recommended');
  const [layout, setLayout] = useState<DiscoverLayout>('grid');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [viewing, setViewing] = useState<Recommendation | null>(null);

  const query = useMemo(() => toDiscoverQuery(filters, search, sort), [filters, search, sort]);
  const profiles = useDiscoverProfiles(useDebouncedValue(query, DISCOVER_QUERY_DELAY_MS));
  const resetFilters = () => {
    setFilters(DEFAULT_DISCOVER_FILTERS);
    setSearch('');
  };

  let results;
  if (profiles.isPending) {
    results = <CardGridSkeleton gridClassName={GRID_CLASSES[layout]} count={8} />;
  } else if (profiles.isError) {
    results = <RetryAlert message={DISCOVERY_TEXTS.loadFailed} onRetry={() => void profiles.refetch()} />;
  } else if (profiles.data.length === 0) {
    results = <DiscoverEmptyState onReset={resetFilters} />;
  } else {
    results = (
      <ul
        aria-busy={profiles.isPlaceholderData || undefined}
        className={clsx('transition-opacity', GRID_CLASSES[layout], profiles.isPlaceholderData && 'opacity-60')}
      >
        {profiles.data.map((profile) => (
          <li key={profile.id} className="flex">
            <DiscoverProfileCard profile={profile} layout={layout} onView={setViewing} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-10 sm:px-6 sm:pt-6">
      <BackLink to={ROUTES.matches} label={DISCOVERY_TEXTS.backToMatches} look="text" />
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-stone-900 dark:text-stone-100">
        {SCREEN_TITLES.discover}
      </h1>

      <div className="mt-4 space-y-4">
        {showPremiumBanner && <PremiumBanner />}
        <DiscoverToolbar
          search={search}
          onSearchChange={setSearch}
          filtersOpen={filtersOpen}
          filtersPanelId={filtersPanelId}
          activeFilters={countActiveFilters(filters)}
          onToggleFilters={() => setFiltersOpen((open) => !open)}
          sort={sort}
          onSortChange={setSort}
        />
        {filtersOpen && (
          <DiscoverFiltersPanel id={filtersPanelId} filters={filters} onChange={setFilters} onReset={resetFilters} />
        )}
        <div className="flex items-center justify-between gap-3">
          <p role="status" className="text-sm font-medium text-stone-600 dark:text-stone-400">
            {profiles.data && DISCOVERY_TEXTS.resultsCount(profiles.data.length)}
          </p>
          <LayoutToggle layout={layout} onChange={setLayout} />
        </div>
        {results}
      </div>

      {viewing && <ProfileViewDialog key={viewing.id} card={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
