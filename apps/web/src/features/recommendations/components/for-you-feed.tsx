import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { HeartHandshake, RefreshCw, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { UNDO_LIMITS, UNDO_TEXTS } from '@kindred/contract/undo';
import { WELL_ANSWERED_COUNT } from '@kindred/contract/compatibility';
import {
  DISCOVERY_TEXTS,
  type InteractionStatus,
  type NewMatch,
  type Recommendation,
} from '@kindred/contract/discovery';
import { MESSAGES } from '@kindred/contract/messages';
import { MEMBER_SAFETY_TEXTS } from '@kindred/contract/safety';
import { MatchDialog, type MatchDialogMember } from '@/components/match-dialog';
import { SafetyNotice } from '@/components/safety/safety-notice';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { CardGridSkeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useRecommendationInteraction } from '../api/recommendation-interaction';
import { useRecommendationInterests } from '../api/get-recommendation-interests';
import { RECOMMENDATIONS_QUERY_KEY, recommendationsQueryKey, useRecommendations } from '../api/get-recommendations';
import { useRefreshRecommendations } from '../api/refresh-recommendations';
import { useUndoInteraction, type UndoVariables } from '../api/undo-interaction';
import { logFailure } from '../lib/log-failure';
import {
  activeFilterCount,
  forYouFilterFrom,
  toRecommendationFilter,
  type ForYouFilter,
  type MemberPreferences,
} from '../lib/recommendation-filter';
import { RecommendationCard, recommendationCardId } from './recommendation-card';

import { RecommendationFilters } from './recommendation-filters';
import { SwipeFeedback, type SwipeFeedbackState } from './swipe-feedback';

/** The card in reach first, then the one that takes its place; the rest load as they come near. */
const PHOTO_PRIORITY = ['first', 'ahead'] as const;

/** Slider drags settle before the list reloads. */
export const FILTER_DEBOUNCE_MS = 400;

interface ForYouFeedProps {
  /** The page's title block, drawn beside the filter and refresh buttons. */
  heading: ReactNode;
  me: MatchDialogMember | null;
  /** The member's stored age range and distance: the filter starts there (issue 38). */
  preferences?: MemberPreferences | null;
  /** Shown under the toolbar, above the cards, with them (the questions banner). */
  notice?: ReactNode;
  /** False while the notice waits for its data: the skeleton stays, so nothing moves (CLS). */
  noticeReady?: boolean;
  /** How many questions the member has answered, once known: below WELL_ANSWERED_COUNT each score says it is rough. */
  answeredCount?: number;
}

/** How long "Ana is back" or a refused undo stays. */
const AFTER_UNDO_MS = 4000;

/** Moves focus without scrolling: the page stays where the member was (issue 38). */
const focusCard = (id: string) => document.getElementById(recommendationCardId(id))?.focus({ preventScroll: true });

const GRID_CLASSES = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

/** SPEC 2 For You: filters, refresh, the grid of recommendations, and the match moment. */
export function ForYouFeed({
  heading,
  me,
  preferences = null,
  notice,
  noticeReady = true,
  answeredCount,
}: ForYouFeedProps) {
  const panelId = useId();
  const start = forYouFilterFrom(preferences);
  const startKey = JSON.stringify(start);
  const [filter, setChosenFilter] = useState<ForYouFilter>(start);
  const [startedFrom, setStartedFrom] = useState(startKey);
  const [touched, setTouched] = useState(false);
  // The profile may answer after the first frame: an untouched filter follows it.
  if (startedFrom !== startKey) {
    setStartedFrom(startKey);
    if (!touched) setChosenFilter(start);
  }
  const setFilter = (next: ForYouFilter) => {
    setTouched(true);
    setChosenFilter(next);
  };
  const resetFilter = () => {
    setTouched(false);
    setChosenFilter(start);
  };
  const [feedback, setFeedback] = useState<(SwipeFeedbackState & { undo: UndoVariables }) | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [match, setMatch] = useState<NewMatch | null>(null);
  const [blockedNotice, setBlockedNotice] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const settledFilter = useDebouncedValue(filter, FILTER_DEBOUNCE_MS);
  const apiFilter = useMemo(() => toRecommendationFilter(settledFilter), [settledFilter]);

  const recommendations = useRecommendations(apiFilter);
  const interests = useRecommendationInterests();
  const refresh = useRefreshRecommendations();
  const interaction = useRecommendationInteraction();
  const undoInteraction = useUndoInteraction();

  // Undo is offered for a few seconds (decision 073); what followed it stays a little.
  const phase = feedback?.phase;
  useEffect(() => {
    if (!phase || phase === 'undoing') return;
    const timer = window.setTimeout(
      () => setFeedback(null),
      phase === 'offered' ? UNDO_LIMITS.offeredForMs : AFTER_UNDO_MS,
    );
    return () => window.clearTimeout(timer);
  }, [feedback, phase]);

  useEffect(() => {
    if (recommendations.error) logFailure('loading recommendations', recommendations.error);
  }, [recommendations.error]);
  useEffect(() => {
    if (interests.error) logFailure('loading interests', interests.error);
  }, [interests.error]);

  const list = recommendations.data;
  const activeCount = activeFilterCount(filter, start);
  const updating = filter !== settledFilter || (recommendations.isFetching && !recommendations.isPending);

  const act = async (person: Recommendation, status: InteractionStatus) => {
    const before = list ?? [];
    const index = before.findIndex((item) => item.id === person.id);
    const queryKey = recommendationsQueryKey(apiFilter);
    const result = await interaction.mutateAsync({ likedId: person.id, status });
    // The card has left; keyboard users carry on from the next one, and the page does not move.
    const next = before[index + 1] ?? before[index - 1];
    if (next) focusCard(next.id);
    if (result.matched && result.match) {
      // A like that made a match stays (decision 073): the match moment instead of Undo.
      setFeedback(null);
      setMatch(result.match);
      return;
    }
    setFeedback({ name: person.name, status, phase: 'offered', undo: { person, index, queryKey } });
  };

  const undo = () => {
    if (!feedback || feedback.phase !== 'offered') return;
    const current = feedback;
    setFeedback({ ...current, phase: 'undoing' });
    undoInteraction.mutate(current.undo, {
      onSuccess: () => {
        setFeedback({ ...current, phase: 'undone' });
        window.requestAnimationFrame(() => focusCard(current.undo.person.id));
      },
      onError: (error) => {
        logFailure('undo', error);
        setFeedback({ ...current, phase: 'failed', message: errorMessage(error, UNDO_TEXTS.undoFailed) });
      },
    });
  };

  // Decision 080: the card leaves at once (the block's hook then reloads every list) and the
  // next card takes focus.
  const blocked = (person: Recommendation) => {
    const before = list ?? [];
    const index = before.findIndex((item) => item.id === person.id);
    const next = before[index + 1] ?? before[index - 1];
    queryClient.setQueriesData<Recommendation[]>({ queryKey: RECOMMENDATIONS_QUERY_KEY }, (cached) =>
      cached?.filter((item) => item.id !== person.id),
    );
    if (feedback?.undo.person.id === person.id) setFeedback(null);
    setBlockedNotice(MEMBER_SAFETY_TEXTS.blocked(person.name));
    if (next) window.requestAnimationFrame(() => focusCard(next.id));
  };

  const runRefresh = () =>
    refresh.mutate(apiFilter, { onError: (error) => logFailure('refreshing recommendations', error) });

  const scoreNote =
    answeredCount !== undefined && answeredCount < WELL_ANSWERED_COUNT
      ? DISCOVERY_TEXTS.roughScore(answeredCount)
      : undefined;

  let body: ReactNode;
  if (recommendations.isPending || !noticeReady) {
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
          <Button variant="outline" className="mt-6" onClick={resetFilter}>
            {DISCOVERY_TEXTS.resetFilters}
          </Button>
        )}
      </div>
    );
  } else {
    body = (
      <ul className={clsx(GRID_CLASSES, updating && 'opacity-70 transition-opacity')}>
        {list.map((person, index) => (
          <li key={person.id} className="flex">
            <RecommendationCard
              recommendation={person}
              docked={index === 0}
              photoPriority={PHOTO_PRIORITY[index]}
              scoreNote={scoreNote}
              onAct={(status) => act(person, status)}
              onBlocked={() => blocked(person)}
            />
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
          <RecommendationFilters
            id={panelId}
            filter={filter}
            onChange={setFilter}
            interests={interests.data ?? []}
            start={start}
            onReset={resetFilter}
          />
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

      {/* Room below the last card for the action bar fixed over a phone's foot (desktop's stays in the card). */}
      <div className={clsx('mt-6', list && list.length > 0 && 'pb-28 lg:pb-0')}>
        {/* In the skeleton's place, with the cards: nothing already on screen moves (CLS). */}
        {notice && list && noticeReady && <div className="mb-5">{notice}</div>}
        {body}
      </div>

      <SwipeFeedback feedback={feedback} onUndo={undo} />
      <SafetyNotice message={blockedNotice} onDone={() => setBlockedNotice(null)} raised />
      {match && <MatchDialog match={match} me={me} onClose={() => setMatch(null)} />}
    </>
  );
}
