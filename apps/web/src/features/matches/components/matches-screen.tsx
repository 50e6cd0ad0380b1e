import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { DISCOVERY_TEXTS } from '@kindred/contract/discovery';
import { MATCH_MESSAGES, MATCH_TEXTS, type Match } from '@kindred/contract/matches';
import { MATCHES_SCREEN_TEXTS } from '@kindred/contract/matches-screen';
import { MESSAGES } from '@kindred/contract/messages';
import { MEMBER_SAFETY_TEXTS } from '@kindred/contract/safety';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { SafetyNotice } from '@/components/safety/safety-notice';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FocusableHeading } from '@/components/ui/focusable-heading';
import { CardGridSkeleton } from '@/components/ui/skeleton';
import { useMatches } from '@/api/matches/get-matches';
import { useUnmatch } from '@/api/matches/unmatch';
import type { MemberReportInput } from '@/api/safety/report-member';
import { errorMessage } from '@/lib/api-client';
import { countActiveFilters, DEFAULT_MATCH_FILTERS, distinctInterests, filterMatches } from '../lib/match-filters';
import { MatchCard, matchCardId } from './match-card';
import { MatchFiltersPanel } from './match-filters-panel';
import { MatchesEmptyState } from './matches-empty-state';
import { UnmatchDialog } from './unmatch-dialog';

const NO_MATCHES: readonly Match[] = [];

const GRID_CLASSES = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
/**
 * SPEC 2 Matches screen ('Your Matches'): the member's matches loaded once, filtered on the
 * page, each card leading to the match; Unmatch ends one after a confirmation. `beforeList` is
 * what the page puts between the header and the list ("Likes you", decision 049); it and the
 * cards come together once the matches and `beforeListReady` are there (a skeleton until then), so
 * that nothing above the cards grows after them and pushes them down.
 */
export function MatchesScreen({
  beforeList,
  beforeListReady = true,
}: { beforeList?: ReactNode; beforeListReady?: boolean } = {}) {
  const panelId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const matches = useMatches();
  const unmatch = useUnmatch();
  const [filters, setFilters] = useState(DEFAULT_MATCH_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [confirming, setConfirming] = useState<Match | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  // After an unmatch the card is gone: keyboard users carry on from its neighbour.
  const [focusAfterUnmatch, setFocusAfterUnmatch] = useState<string | null>(null);

  const all = matches.data ?? NO_MATCHES;
  const shown = useMemo(() => filterMatches(all, filters), [all, filters]);
  // Chosen interests stay on offer even once no loaded match has them (after an unmatch).
  const interests = useMemo(
    () => [...new Set([...distinctInterests(all), ...filters.interests])].sort((a, b) => a.localeCompare(b)),
    [all, filters.interests],
  );
  const activeCount = countActiveFilters(filters);
  const loaded = !matches.isPending;
  // Nothing to filter or sort without matches (unless a filter is still set).
  const canFilter = loaded && (all.length > 0 || activeCount > 0);

  useEffect(() => {
    if (focusAfterUnmatch === null) return;
    const target = document.getElementById(focusAfterUnmatch) ?? headingRef.current;
    target?.focus();
    setFocusAfterUnmatch(null);
  }, [focusAfterUnmatch]);

  const askToUnmatch = (match: Match) => {
    unmatch.reset();
    setConfirming(match);
  };

  const confirmUnmatch = (report: MemberReportInput | null) => {
    if (!confirming) return;
    const match = confirming;
    const index = shown.findIndex((item) => item.id === match.id);
    const neighbour = shown[index + 1] ?? shown[index - 1];
    unmatch.mutate(
      { matchId: match.id, report },
      {
        onSuccess: () => {
          setConfirming(null);
          const name = match.otherUser.profile.name;
          // With a report the notice, a live region, says both; otherwise a quiet announcement.
          if (report) setNotice(MEMBER_SAFETY_TEXTS.unmatchedAndReported(name));
          else setAnnouncement(MATCHES_SCREEN_TEXTS.unmatchedAnnouncement(name));
          setFocusAfterUnmatch(neighbour ? matchCardId(neighbour.id) : '');
        },
      },
    );
  };

  // Once shown, for good: a section that failed loads again when it mounts, and taking it away
  // while it does would start that over and over.
  const [cardsShown, setCardsShown] = useState(false);
  const showingCards = cardsShown || (!matches.isPending && beforeListReady);
  if (showingCards && !cardsShown) setCardsShown(true);
  let body: ReactNode;
  if (!showingCards) {
    body = <CardGridSkeleton gridClassName={GRID_CLASSES} count={4} label={MATCH_TEXTS.loading} />;
  } else if (shown.length === 0) {
    // SPEC 8: a failed load ends in the empty list too (with the alert above saying why).
    body = <MatchesEmptyState filtered={activeCount > 0} onClearFilters={() => setFilters(DEFAULT_MATCH_FILTERS)} />;
  } else {
    body = (
      <ul className={GRID_CLASSES}>
        {shown.map((match, index) => (
          <li key={match.id} className="flex">
            {/* The first card's photo is the page's largest paint: fetched first; the rest as they near. */}
            <MatchCard match={match} onUnmatch={askToUnmatch} photoPriority={index === 0 ? 'first' : undefined} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-10 sm:px-6 sm:pt-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <FocusableHeading
            ref={headingRef}
            className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl dark:text-stone-100"
          >
            {SCREEN_TITLES.matches}
          </FocusableHeading>
          {/* The line keeps its height while the matches load, so nothing below it moves. */}
          <p className="mt-1 flex min-h-5 items-center gap-2 text-sm text-stone-600 dark:text-stone-400">
            {loaded && (
              <>
                <span role="status" className="font-semibold text-stone-800 dark:text-stone-200">
                  {MATCH_TEXTS.count(shown.length)}
                </span>
                {canFilter && (
                  <>
                    <span aria-hidden="true">·</span>
                    <span>{MATCH_TEXTS.mostRecent}</span>
                  </>
                )}
              </>
            )}
          </p>
        </div>
        {canFilter && (
          <Button
            variant={filtersOpen ? 'secondary' : 'outline'}
            size="sm"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            // One name in every browser: 'Filters', or 'Filters, 2 active'.
            aria-label={
              activeCount > 0
                ? `${DISCOVERY_TEXTS.filters}, ${DISCOVERY_TEXTS.filtersActive(activeCount)}`
                : DISCOVERY_TEXTS.filters
            }
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
            {DISCOVERY_TEXTS.filters}
            {activeCount > 0 && (
              <span className="ml-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-rose-600 px-1.5 text-xs font-bold text-white">
                {activeCount}
              </span>
            )}
          </Button>
        )}
      </div>

      {filtersOpen && canFilter && (
        <div className="mt-4">
          <MatchFiltersPanel
            id={panelId}
            filters={filters}
            onChange={setFilters}
            onReset={() => setFilters(DEFAULT_MATCH_FILTERS)}
            interests={interests}
          />
        </div>
      )}

      {/* With the cards, not before: what it holds takes its height from its answers. */}
      {showingCards && beforeList}

      {matches.isError && (
        <Alert tone="error" className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <span>{MATCHES_SCREEN_TEXTS.loadFailed}</span>
          <Button variant="outline" size="sm" busy={matches.isFetching} onClick={() => void matches.refetch()}>
            {MESSAGES.tryAgain}
          </Button>
        </Alert>
      )}

      {/* A new element once the cards come: the sections above come in the same moment, and the
          skeleton's box moving down with them would count as a layout shift. */}
      <div key={showingCards ? 'cards' : 'waiting'} className="mt-6">
        {body}
      </div>

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <SafetyNotice message={notice} onDone={() => setNotice(null)} />

      {confirming && (
        <UnmatchDialog
          name={confirming.otherUser.profile.name}
          pending={unmatch.isPending}
          failure={unmatch.isError ? errorMessage(unmatch.error, MATCH_MESSAGES.unmatchFailed) : null}
          onConfirm={confirmUnmatch}
          onClose={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
