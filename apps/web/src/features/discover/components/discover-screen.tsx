import { clsx } from 'clsx';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { DISCOVERY_TEXTS, type DiscoverSort, type Recommendation } from '@kindred/contract/discovery';
import { ROUTES } from '@kindred/contract/routes';
import { MEMBER_SAFETY_TEXTS } from '@kindred/contract/safety';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { SafetyNotice } from '@/components/safety/safety-notice';
import { BackLink } from '@/components/ui/back-link';
import { CardGridSkeleton } from '@/components/ui/skeleton';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { DISCOVER_QUERY_KEY, useDiscoverProfiles } from '../api/get-discover-profiles';
import {
  countActiveFilters,
  discoverFiltersFrom,
  toDiscoverQuery,
  type DiscoverFilters,
  type MemberPreferences,
} from '../lib/discover-filters';
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
export function DiscoverScreen({
  showPremiumBanner,
  preferences = null,
}: {
  showPremiumBanner: boolean;
  /** The member's stored age range and distance: the filters start there (issue 38). */
  preferences?: MemberPreferences | null;
}) {
  const filtersPanelId = useId();
  // React Router names the first page of a visit 'default': nothing of the app's to go back to.
  const cameFromApp = useLocation().key !== 'default';
  const [search, setSearch] = useState('');
  const start = discoverFiltersFrom(preferences);
  const startKey = JSON.stringify(start);
  const [filters, setChosenFilters] = useState(start);
  const [startedFrom, setStartedFrom] = useState(startKey);
  const [touched, setTouched] = useState(false);
  // The profile may answer after the first frame: untouched filters follow it.
  if (startedFrom !== startKey) {
    setStartedFrom(startKey);
    if (!touched) setChosenFilters(start);
  }
  const setFilters = (next: DiscoverFilters) => {
    setTouched(true);
    setChosenFilters(next);
  };
  const [sort, setSort] = useState<DiscoverSort>('recommended');
  const [layout, setLayout] = useState<DiscoverLayout>('grid');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [viewing, setViewing] = useState<Recommendation | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const resultsRef = useRef<HTMLParagraphElement>(null);
  const queryClient = useQueryClient();

  const query = useMemo(() => toDiscoverQuery(filters, search, sort), [filters, search, sort]);
  const profiles = useDiscoverProfiles(useDebouncedValue(query, DISCOVER_QUERY_DELAY_MS));
  const resetFilters = () => {
    setTouched(false);
    setChosenFilters(start);
    setSearch('');
  };

  // Decision 080: the card leaves every Discover list at once (the block's hook then reloads them).
  const blocked = (profile: Recommendation) => {
    queryClient.setQueriesData<Recommendation[]>({ queryKey: [...DISCOVER_QUERY_KEY, 'list'] }, (cached) =>
      cached?.filter((item) => item.id !== profile.id),
    );
    setNotice(MEMBER_SAFETY_TEXTS.blocked(profile.name));
    resultsRef.current?.focus();
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
            <DiscoverProfileCard profile={profile} layout={layout} onView={setViewing} onBlocked={blocked} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-10 sm:px-6 sm:pt-6">
      {/* SPEC: back to /matches; opened from another page of the app, back to that page (issue 38). */}
      <BackLink
        to={ROUTES.matches}
        label={cameFromApp ? DISCOVERY_TEXTS.back : DISCOVERY_TEXTS.backToMatches}
        look="text"
        historyBack={cameFromApp}
      />
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-stone-900 dark:text-stone-100">
        {SCREEN_TITLES.discover}
      </h1>

      <div className="mt-4 space-y-4">
        <DiscoverToolbar
          search={search}
          onSearchChange={setSearch}
          filtersOpen={filtersOpen}
          filtersPanelId={filtersPanelId}
          activeFilters={countActiveFilters(filters, start)}
          onToggleFilters={() => setFiltersOpen((open) => !open)}
          sort={sort}
          onSortChange={setSort}
        />
        {filtersOpen && (
          <DiscoverFiltersPanel id={filtersPanelId} filters={filters} onChange={setFilters} onReset={resetFilters} />
        )}
        <div className="flex items-center justify-between gap-3">
          <p
            ref={resultsRef}
            role="status"
            tabIndex={-1}
            className="text-sm font-medium text-stone-600 focus:outline-none dark:text-stone-400"
          >
            {profiles.data && DISCOVERY_TEXTS.resultsCount(profiles.data.length)}
          </p>
          <LayoutToggle layout={layout} onChange={setLayout} />
        </div>
        {results}
        {/* After the results, never above the first card (issue 38); with them, so that nothing
            on screen moves when they come (CLS). */}
        {showPremiumBanner && profiles.data && <PremiumBanner />}
      </div>

      <SafetyNotice message={notice} onDone={() => setNotice(null)} />
      {viewing && <ProfileViewDialog key={viewing.id} card={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
