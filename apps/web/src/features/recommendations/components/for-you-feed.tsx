import { clsx } from 'clsx';
import { HeartHandshake, RefreshCw, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import {
  DISCOVERY_TEXTS,
  type InteractionStatus,
  type NewMatch,
  type Recommendation,
} from '@kindred/contract/discovery';
import { MESSAGES } from '@kindred/contract/messages';
import { MatchDialog, type MatchDialogMember } from '@/components/match-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { CardGridSkeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useRecommendationInteraction } from '../api/recommendation-interaction';
import { useRecommendationInterests } from '../api/get-recommendation-interests';
import { useRecommendations } from '../api/get-recommendations';
import { useRefreshRecommendations } from '../api/refresh-recommendations';
import { logFailure } from '../lib/log-failure';
import {
  activeFilterCount,
  DEFAULT_FOR_YOU_FILTER,
  toRecommendationFilter,
  type ForYouFilter,
} from '../lib/recommendation-filter';
import { RecommendationCard, recommendationCardId } from './recommendation-card';
import { RecommendationFilters } from './recommendation-filters';

/** Slider drags settle before the list reloads. */
export const FILTER_DEBOUNCE_MS = 400;

interface ForYouFeedProps {
  /** The page's title block, drawn beside the filter and refresh buttons. */
  heading: ReactNode;
  me: MatchDialogMember | null;
}

const GRID_CLASSES = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

/** SPEC 2 For You: filters, refresh, the grid of recommendations, and the match moment. */
export function ForYouFeed({ heading, me }: ForYouFeedProps) {
  const panelId = useId();
  const [filter, setFilter] = useState<ForYouFilter>(DEFAULT_FOR_YOU_FILTER);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [match, setMatch] = useState<NewMatch | null>(null);
  const settledFilter = useDebouncedValue(filter, FILTER_DEBOUNCE_MS);
  const apiFilter = useMemo(() => toRecommendationFilter(settledFilter), [settledFilter]);

  const recommendations = useRecommendations(apiFilter);
  const interests = useRecommendationInterests();
  const refresh = useRefreshRecommendations();
  const interaction = useRecommendationInteraction();

  useEffect(() => {
    if (recommendations.error) logFailure('loading recommendations', recommendations.error);
  }, [recommendations.error]);
  useEffect(() => {
    if (interests.error) logFailure('loading interests', interests.error);
  }, [interests.error]);

  const list = recommendations.data;
  const activeCount = activeFilterCount(filter);
  const updating = filter !== settledFilter || (recommendations.isFetching && !recommendations.isPending);

  const act = async (person: Recommendation, status: InteractionStatus) => {
    const before = list ?? [];
    const index = before.findIndex((item) => item.id === person.id);
    const result = await interaction.mutateAsync({ likedId: person.id, status });
    // The card has left; keyboard users carry on from the next one.
    const next = before[index + 1] ?? before[index - 1];
    if (next) document.getElementById(recommendationCardId(next.id))?.focus();
    if (result.matched && result.match) setMatch(result.match);
  };

  const runRefresh = () =>
    refresh.mutate(apiFilter, { onError: (error) => logFailure('refreshing recommendations', error) });

  let body: ReactNode;
  if (recommendations.isPending) {
    body = <CardGridSkeleton gridClassName={GRID_CLASSES} count={6} />;
  } else if (!list) {
    // Failed with nothing to show: the alert above says so and offers to try again.
    body = null;
  } else if (list.length === 0) {
    body = (
      <div className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center dark:border-stone-700 dark:bg-stone-900">
        <HeartHandshake aria-hidden="true" className="h-12 w-12 text-rose-500 dark:text-rose-400" strokeWidth={1.5} />
        <h2 className="mt-4 text-xl font-bold text-stone-900 dark:text-stone-100">
          {DISCOVERY_TEXTS.noRecommendations}
        </h2>
        <p className="mt-2 text-stone-600 dark:text-stone-400">{DISCOVERY_TEXTS.noRecommendationsHint}</p>
        {activeCount > 0 && (
          <Button variant="outline" className="mt-6" onClick={() => setFilter(DEFAULT_FOR_YOU_FILTER)}>
            {DISCOVERY_TEXTS.resetFilters}
          </Button>
        )}
      </div>
    );
  } else {
    body = (
      <ul className={clsx(GRID_CLASSES, updating && 'opacity-70 transition-opacity')}>
        {list.map((person) => (
          <li key={person.id} className="flex">
            <RecommendationCard recommendation={person} onAct={(status) => act(person, status)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        {heading}
        <div className="flex items-center gap-2">
          {updating && !recommendations.isPending && <Spinner size="sm" className="text-rose-600 dark:text-rose-400" />}
          <Button
            variant={filtersOpen ? 'secondary' : 'outline'}
            size="sm"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
            {DISCOVERY_TEXTS.filters}
            {activeCount > 0 && (
              <span className="ml-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-rose-600 px-1.5 text-xs font-bold text-white">
                <span aria-hidden="true">{activeCount}</span>
                <span className="sr-only">{DISCOVERY_TEXTS.filtersActive(activeCount)}</span>
              </span>
            )}
          </Button>
          <Button variant="outline" size="sm" busy={refresh.isPending} onClick={runRefresh}>
            {!refresh.isPending && <RefreshCw aria-hidden="true" className="h-4 w-4" />}
            {DISCOVERY_TEXTS.refresh}
          </Button>
        </div>
      </div>

      {filtersOpen && (
        <div className="mt-4">
          <RecommendationFilters id={panelId} filter={filter} onChange={setFilter} interests={interests.data ?? []} />
        </div>
      )}

      {(recommendations.isError || refresh.isError) && (
        <Alert tone="error" className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <span>{DISCOVERY_TEXTS.loadFailed}</span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              refresh.reset();
              void recommendations.refetch();
            }}
          >
            {MESSAGES.tryAgain}
          </Button>
        </Alert>
      )}

      <div className="mt-6">{body}</div>

      {match && <MatchDialog match={match} me={me} onClose={() => setMatch(null)} />}
    </>
  );
}
