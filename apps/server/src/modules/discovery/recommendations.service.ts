import { createHash } from 'node:crypto';
import { ageOn } from '@kindred/contract/age';
import {
  DISCOVERY_MESSAGES,
  type DiscoverSort,
  type Recommendation,
  type RecommendationFilter,
} from '@kindred/contract/discovery';
import type { Database } from '../../db/database';
import { NotFound } from '../../http/errors';
import { compatibility } from '../compatibility/compatibility';
import type { Compatibility } from '@kindred/contract/compatibility';
import type { PhotoService } from '../photos/photos.service';
import { cardPhotosOf, type CardPhotos } from '../photos/photo-refs';
import {
  findCandidates,
  findCandidatesAmong,
  findVisibleMember,
  type CandidateRow,
  type DeckCandidate,
  type Seeker,
} from './candidates.repo';
import { createDeckPlacement } from './deck-placement';
import { byRank, type RankedCandidate } from './pool-ranking';
import { createCandidateIndex, type CandidateIndex } from './candidate-index';
import { seekerExclusions } from './candidate-index.repo';
import { loadAnswers, type CandidateAnswers } from './candidate-answers.repo';
import { toCompatibilityMember } from '../compatibility/profile-traits';
import {
  createInterestFrequencyCache,
  type InterestFrequencies,
  type InterestFrequencyCache,
} from './interest-frequencies';
import { rankScore } from './ranking';
import { toRecommendation } from './recommendation-card';
import { comparableDistance, visibleDistance } from '../profiles/shown-distance';
import { insertProfileView } from './discovery.repo';
import { createBackgroundQueue, type BackgroundQueue } from '../../jobs/background-queue';
import { decksBuiltBetween, deleteDeckOf, removeFromDeck, saveDeck, type Deck } from './decks.repo';
import { tastePoints, weMetTaste, type TasteAnswer, type WeMetTaste } from './we-met-taste';
import type { DomainEvents } from '../../events/domain-events';
import { dailyPickOf } from './daily-picks.repo';
import { dayOf, seesMember } from './daily-picks';

/** A deck keeps the best this many of everyone eligible in the radius (docs/decisions/054). */
export const DECK_SIZE = 200;
/** While the candidate index loads after a start: decks from this many nearest eligible members. */
export const CANDIDATE_POOL = 100;
/** How long a deck build waits for the candidate index to finish loading before using the nearest. */
export const INDEX_WAIT_MS = 3000;
/** A deck older than this is still served, and rebuilt after the response. */
export const DECK_TTL_MS = 15 * 60 * 1000;
/** Decks built ahead are those of members who had one built in this long (issue 34). */
export const BUILD_AHEAD_ACTIVE_MS = 3 * 24 * 60 * 60 * 1000;
const BUILD_AHEAD_PAGE = 200;
/** A read that leaves fewer than this many pages in the deck rebuilds it after the response. */
const DECK_LOW_PAGES = 2;
/** Extra deck members re-checked with a page, so one that dropped out needs no second query. */
const DECK_WINDOW_MARGIN = 5;
export const DISCOVER_POOL = 300;
export const DEFAULT_PAGE = 20;
/** How many popular interests the For You filter offers. */
export const POPULAR_INTERESTS = 30;

import { birthdateBounds, searchOf, seekerContextOf, type DeckSearch, type SeekerContext } from './seeker-context';

export { birthdateBounds };

export interface RecommendationDeps {
  db: Database;
  photos: Pick<PhotoService, 'cardPhotosOfMany'>;
  now?: () => Date;
  interestFrequencies?: InterestFrequencyCache;
  /** Runs deck rebuilds after the response (the app's queue, drained before the database closes). */
  background?: BackgroundQueue;
  /** Every recommendable member in memory (the app's, kept current); one of its own otherwise. */
  candidateIndex?: CandidateIndex;
  /** Announces profile views; hears of changed profiles and answers (placed in others' decks). */
  events?: Pick<DomainEvents, 'emit' | 'on'>;
  /** The member's latest "We met" answers (the we-met service's): their taste in decks (decision 106). */
  weMetAnswersOf?: (memberId: string) => Promise<readonly TasteAnswer[]>;
}

/** Names what a deck was built for: the filter and the seeker's own preferences and place. */
function deckKey(seeker: Seeker, search: DeckSearch): string {
  const interests = (search.interests ?? []).map((interest) => interest.toLowerCase()).sort();
  return createHash('sha256')
    .update(JSON.stringify([seeker, { ...search, interests }]))
    .digest('base64url');
}

export function createRecommendationService({
  db,
  photos,
  now = () => new Date(),
  interestFrequencies,
  background = createBackgroundQueue(() => undefined),
  events,
  candidateIndex = createCandidateIndex(db),
  weMetAnswersOf,
}: RecommendationDeps) {
  const frequencies = interestFrequencies ?? createInterestFrequencyCache(db);
  const placement = createDeckPlacement({
    db,
    frequencies,
    deckSize: DECK_SIZE,
    exposureOf: candidateIndex.exposureOf,
    now,
  });
  const placeLater = ({ userId }: { userId: string }) => {
    candidateIndex.noteChange();
    background.schedule(`place:${userId}`, async () => void (await placement(userId)));
  };
  events?.on('profile.changed', placeLater);
  events?.on('answers.changed', placeLater);
  // An undone like or pass (decision 073): the member may be placed in the actor's deck again.
  events?.on('interaction.undone', ({ targetId }) => placeLater({ userId: targetId }));
  // A "We met" answer changes the member's taste (decision 106): their next read builds the deck anew.
  events?.on('we-met.answered', ({ memberId }) => {
    background.schedule(`forget-deck:${memberId}`, () => deleteDeckOf(db, memberId));
  });

  /** The member's "We met" taste today (null: none yet, or no answers reader). */
  async function tasteOf(memberId: string, today: Date): Promise<WeMetTaste | null> {
    return weMetAnswersOf ? weMetTaste(await weMetAnswersOf(memberId), today) : null;
  }

  /** The member asking, with their stored deck (one statement). */
  async function contextOf(memberId: string, today: Date): Promise<SeekerContext & { deck: Deck | undefined }> {
    const context = await seekerContextOf(db, memberId, today);
    if (!context) throw new NotFound(DISCOVERY_MESSAGES.memberNotFound);
    return context;
  }

  /** Scores candidates against the seeker (lists then drop the pairs a mandatory answer excludes). */
  async function scored(context: SeekerContext, rows: CandidateRow[], today: Date): Promise<Scored[]> {
    const [answers, shares] = await Promise.all([
      loadAnswers(
        db,
        rows.map((row) => row.id),
        Object.keys(context.member.answers),
      ),
      frequencies.get(),
    ]);
    return scoreWith(context, rows, answers, shares, today);
  }

  /** The page's cards: photos are looked up for the page only, not the whole candidate pool. */
  async function cardsOf(page: Scored[], today: Date): Promise<Recommendation[]> {
    return cardsWith(page, await photos.cardPhotosOfMany(page.map((entry) => entry.row.id)), today);
  }

  const searchFor = searchOf;

  /**
   * Everyone eligible in the radius, ranked by compatibility and the ranking's bonuses in the
   * candidate index; the best DECK_SIZE stored as the member's deck with their ranks and the filter
   * (docs/decisions/054).
   */
  async function buildDeck(context: SeekerContext, search: DeckSearch, today: Date): Promise<Deck> {
    const indexed = await candidateIndex.readyWithin(INDEX_WAIT_MS);
    const { ranked, complete, builtAt } = indexed
      ? await rankFromIndex(context, search, today)
      : await rankNearest(context, search, today);
    const deck = {
      userId: context.seeker.id,
      key: deckKey(context.seeker, search),
      candidateIds: ranked.map((entry) => entry.id),
      ranks: ranked.map((entry) => entry.rank),
      complete,
      builtAt,
      radiusMiles: search.radiusMiles,
      bornAfter: search.bornAfter,
      bornOnOrBefore: search.bornOnOrBefore,
      lookingFor: search.lookingFor ?? null,
      interests: search.interests?.length ? search.interests.map((interest) => interest.toLowerCase()) : null,
    };
    await saveDeck(db, deck);
    return deck;
  }

  async function rankFromIndex(context: SeekerContext, search: DeckSearch, today: Date) {
    const [, exclusions, shares, taste] = await Promise.all([
      candidateIndex.catchUp(),
      seekerExclusions(db, context.seeker.id),
      frequencies.get(),
      tasteOf(context.seeker.id, today),
    ]);
    const { ranked, eligible } = candidateIndex.rank({
      seeker: context.seeker,
      member: context.member,
      search,
      ...exclusions,
      shares,
      today,
      limit: DECK_SIZE,
      weMetTaste: taste,
    });
    return { ranked, complete: eligible <= DECK_SIZE, builtAt: today };
  }

  /**
   * Until the index has loaded (a few seconds after a start with a million members): the nearest
   * CANDIDATE_POOL eligible members ranked, dated as old so the next read rebuilds from the index.
   */
  async function rankNearest(context: SeekerContext, search: DeckSearch, today: Date) {
    const rows = await findCandidates(db, context.seeker, {
      ...search,
      mode: 'recommendations',
      limit: CANDIDATE_POOL,
    });
    const taste = await tasteOf(context.seeker.id, today);
    const tasteOfRow = (row: CandidateRow) =>
      taste ? tastePoints(taste, row.interests, row.birthdate ? ageOn(row.birthdate, today) : null) : 0;
    const ranked: RankedCandidate[] = (await scored(context, rows, today)).filter(isRecommendable).map((entry) => ({
      id: entry.row.id,
      metres: entry.row.metres,
      rank:
        tasteOfRow(entry.row) +
        rankScore(
          {
            compatibility: entry.score.overall,
            theirStatus: entry.row.theirStatus,
            boostedUntil: entry.row.boostedUntil,
            lastActiveAt: entry.row.lastActiveAt,
            miles: comparableDistance(entry.row.metres, entry.row.locationSharing) ?? search.radiusMiles,
            radiusMiles: search.radiusMiles,
            exposure: candidateIndex.exposureOf(entry.row.id),
          },
          today,
        ),
    }));
    return { ranked: ranked.sort(byRank), complete: false, builtAt: new Date(0) };
  }

  /**
   * The first `limit` members of the deck who still pass every rule, re-checked and re-scored now,
   * as cards in the deck's order. Members who dropped out (swiped, matched, blocked, hidden, moved,
   * changed their preferences or a mandatory answer) leave the stored deck, so the next read starts
   * past them. A window's rows and photo ids come from one statement; the answers from the
   * candidate index, which holds every recommendable member's (the statement reads them only when
   * a window member is not in it: the index is loading, or the member just left it).
   */
  async function readDeck(context: SeekerContext, search: DeckSearch, deck: Deck, limit: number, today: Date) {
    const shown: Scored[] = [];
    const cardPhotos = new Map<string, CardPhotos>();
    const droppedOut = new Set<string>();
    let offset = 0;
    while (shown.length < limit && offset < deck.candidateIds.length) {
      const window = deck.candidateIds.slice(offset, offset + limit - shown.length + DECK_WINDOW_MARGIN);
      offset += window.length;
      const questionIds = Object.keys(context.member.answers);
      // With the index loaded, the answers come from it, caught up beside the statement when it
      // may be behind (an answer changed through this process before the read always counts).
      const fromIndex = candidateIndex.loaded;
      const [candidates, shares] = await Promise.all([
        findCandidatesAmong(db, context.seeker, search, window, fromIndex ? null : questionIds),
        frequencies.get(),
        fromIndex ? candidateIndex.catchUpForRead() : undefined,
      ]);
      const answers = await answersOfWindow(candidates, questionIds);
      const rows = candidates.map((candidate) => candidate.row);
      const still = new Map(
        scoreWith(context, rows, answers, shares, today)
          .filter(isRecommendable)
          .map((entry) => [entry.row.id, entry]),
      );
      for (const id of window) {
        const entry = still.get(id);
        if (entry) shown.push(entry);
        else droppedOut.add(id);
      }
      for (const candidate of candidates)
        cardPhotos.set(candidate.row.id, cardPhotosOf(candidate.row.id, candidate.photos));
    }
    const shrankTo = droppedOut.size > 0 ? await removeFromDeck(db, context.seeker.id, [...droppedOut]) : null;
    return { page: cardsWith(shown.slice(0, limit), cardPhotos, today), shrankTo };
  }

  /** The window's answers: read with it, else from the candidate index, else (a member who just left it) read now. */
  async function answersOfWindow(
    candidates: readonly DeckCandidate[],
    questionIds: readonly string[],
  ): Promise<Map<string, CandidateAnswers>> {
    const answers = new Map<string, CandidateAnswers>();
    for (const { row, answers: read } of candidates) {
      const theirs = read ?? candidateIndex.answersOf(row.id, questionIds);
      if (theirs) answers.set(row.id, theirs);
    }
    const missing = candidates.map(({ row }) => row.id).filter((id) => !answers.has(id));
    for (const [id, theirs] of await loadAnswers(db, missing, questionIds)) answers.set(id, theirs);
    return answers;
  }

  /** Rebuilds a member's deck after the response, when it is getting old or running out. */
  function rebuildLater(memberId: string, filter: RecommendationFilter): void {
    background.schedule(`deck:${memberId}`, async () => {
      const today = now();
      const context = await contextOf(memberId, today);
      if (context.lat === null || context.lng === null) return;
      await buildDeck(context, searchFor(context, filter, today), today);
    });
  }

  /**
   * DESIGN 6: served from the member's stored deck while it holds a full page (or everyone there
   * was); built on the spot when there is none for this filter or it ran out, and rebuilt in the
   * background when it is older than DECK_TTL_MS or running low.
   */
  async function recommend(memberId: string, filter: RecommendationFilter = {}, rebuild = false) {
    const today = now();
    const context = await contextOf(memberId, today);
    const deck = rebuild ? undefined : context.deck;
    if (context.lat === null || context.lng === null) return [];
    const search = searchFor(context, filter, today);
    const limit = filter.limit ?? DEFAULT_PAGE;
    // Read beside the deck: the day's pick goes first when it still passes every rule (decision 105).
    const pick = dailyPickCard(context, search, today);
    pick.catch(() => undefined);
    if (deck && deck.key === deckKey(context.seeker, search)) {
      const { page, shrankTo } = await readDeck(context, search, deck, limit, today);
      // A short page from a deck that held everyone eligible, none of whom has dropped out since,
      // is the whole answer: building again would find the same members (newcomers are placed in it
      // as they join: deck-placement.ts). Once members drop out, it is built anew.
      if (page.length === limit || (deck.complete && shrankTo === null)) {
        const old = today.getTime() - deck.builtAt.getTime() > DECK_TTL_MS;
        // A deck that was short from the start holds everyone there was: only time refreshes it.
        const runningLow = shrankTo !== null && shrankTo < limit * DECK_LOW_PAGES;
        if (old || runningLow) rebuildLater(memberId, filter);
        return shown(pickFirst(await pick, page, limit));
      }
    }
    const built = await buildDeck(context, search, today);
    return shown(pickFirst(await pick, (await readDeck(context, search, built, limit, today)).page, limit));
  }

  /**
   * The member's pick of the day (daily-picks.ts) as a card, or null: when there is none, or it no
   * longer passes every rule both ways (either swiped, matched, blocked, hid, paused, moved away,
   * changed their preferences or a mandatory answer) or the member's filter. Not replaced that day.
   */
  async function dailyPickCard(
    context: SeekerContext,
    search: DeckSearch,
    today: Date,
  ): Promise<Recommendation | null> {
    const pick = await dailyPickOf(db, context.seeker.id, dayOf(today));
    if (!pick) return null;
    const [[candidate], theySee, shares] = await Promise.all([
      findCandidatesAmong(db, context.seeker, search, [pick.pickId], Object.keys(context.member.answers)),
      seesMember(db, pick.pickId, context.seeker.id, today),
      frequencies.get(),
    ]);
    if (!candidate || !theySee) return null;
    const answers = new Map(candidate.answers ? [[candidate.row.id, candidate.answers]] : []);
    const [entry] = scoreWith(context, [candidate.row], answers, shares, today).filter(isRecommendable);
    if (!entry) return null;
    const photosOfPick = new Map([[candidate.row.id, cardPhotosOf(candidate.row.id, candidate.photos)]]);
    return { ...cardsWith([entry], photosOfPick, today)[0]!, dailyPick: pick.kind };
  }

  /** The pick first, then the page without them, `limit` in all. */
  function pickFirst(pick: Recommendation | null, page: Recommendation[], limit: number): Recommendation[] {
    return pick ? [pick, ...page.filter((card) => card.id !== pick.id)].slice(0, limit) : page;
  }

  /** Every card served counts towards its member's exposure (fairness, decision 054). */
  function shown(page: Recommendation[]): Recommendation[] {
    candidateIndex.countShown(page.map((card) => card.id));
    return page;
  }

  /**
   * Builds today's deck ahead for members whose last one is from an earlier day (UTC) of the past
   * BUILD_AHEAD_ACTIVE_MS, most recent first, at most `limit`: a deck names the day's age bounds,
   * so without this a member's first request of the day builds it on the spot. Only decks of the
   * member's own preferences: a filter of their own is built when they ask for it. Returns how many
   * it built; none until the candidate index has loaded.
   */
  async function buildAhead(limit: number, pageSize = BUILD_AHEAD_PAGE): Promise<number> {
    if (!candidateIndex.loaded) return 0;
    const today = now();
    const since = new Date(today.getTime() - BUILD_AHEAD_ACTIVE_MS);
    let before: { builtAt: Date; userId?: string } = {
      builtAt: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())),
    };
    let built = 0;
    while (built < limit) {
      const due = await decksBuiltBetween(db, since, before, pageSize);
      for (const deck of due) {
        if (built >= limit) break;
        const context = await contextOf(deck.userId, today);
        if (context.lat === null || context.lng === null) continue;
        if (deckKey(context.seeker, searchFor(context, {}, deck.builtAt)) !== deck.key) continue;
        await buildDeck(context, searchFor(context, {}, today), today);
        built++;
      }
      if (due.length < pageSize) break;
      before = due[due.length - 1]!;
    }
    return built;
  }

  return {
    recommend,
    buildAhead,

    /** Builds the deck anew; interest shares are counted again in the background for the next build. */
    async refresh(memberId: string, filter: RecommendationFilter = {}): Promise<Recommendation[]> {
      void frequencies.recount().catch(() => undefined);
      return recommend(memberId, filter, true);
    },

    async one(memberId: string, otherId: string): Promise<Recommendation> {
      const today = now();
      const context = await contextOf(memberId, today);
      const row = await findVisibleMember(db, { id: memberId, lat: context.lat, lng: context.lng }, otherId);
      if (!row) throw new NotFound(DISCOVERY_MESSAGES.memberNotFound);
      // A card opened directly is shown even when a mandatory answer keeps the pair out of lists.
      const [card] = await cardsOf(await scored(context, [row], today), today);
      return card!;
    },

    async discover(memberId: string, query: DiscoverInput): Promise<Recommendation[]> {
      const today = now();
      const context = await contextOf(memberId, today);
      if (context.lat === null || context.lng === null) return [];
      const rows = await findCandidates(db, context.seeker, {
        radiusMiles: query.maxDistance,
        ...birthdateBounds(query.minAge, query.maxAge, today),
        mode: 'discover',
        interests: query.interests,
        search: query.q || undefined,
        verifiedOnly: query.verifiedOnly,
        minPhotos: query.minPhotos,
        limit: DISCOVER_POOL,
      });
      const entries = (await scored(context, rows, today)).filter(isRecommendable);
      entries.sort(DISCOVER_ORDER[query.sort]);
      return cardsOf(entries.slice(0, query.limit), today);
    },

    /** The interests members list most, for the For You filter chips. */
    async popularInterests(): Promise<string[]> {
      return (await frequencies.get()).popular.slice(0, POPULAR_INTERESTS);
    },

    async recordView(viewerId: string, input: { profileId: string; duration?: number; source: string }) {
      const target = await visibleMemberId(viewerId, input.profileId);
      await insertProfileView(db, {
        viewerId,
        viewedId: target,
        durationMs: input.duration === undefined ? null : Math.round(input.duration),
        source: input.source,
      });
      events?.emit('profile.viewed', { viewerId, viewedId: target });
    },

    /** The member's id when the viewer may see them; otherwise 404: what a report from a card and a like go through. */
    visibleMemberId,
  };

  /** The member's id when `viewerId` may see them; otherwise 404 (never reveal that they exist). */
  async function visibleMemberId(viewerId: string, otherId: string): Promise<string> {
    const row = await findVisibleMember(db, { id: viewerId, lat: null, lng: null }, otherId);
    if (!row) throw new NotFound(DISCOVERY_MESSAGES.memberNotFound);
    return row.id;
  }
}

export interface DiscoverInput {
  q?: string;
  minAge: number;
  maxAge: number;
  maxDistance: number;
  interests?: string[];
  verifiedOnly?: boolean;
  minPhotos: number;
  sort: DiscoverSort;
  limit: number;
}

interface Scored {
  row: CandidateRow;
  score: Compatibility;
}
const isRecommendable = (entry: Scored) => !entry.score.excluded;

function scoreWith(
  context: SeekerContext,
  rows: CandidateRow[],
  answers: Map<string, CandidateAnswers>,
  shares: InterestFrequencies,
  today: Date,
): Scored[] {
  return rows.map((row) => {
    const theirs = answers.get(row.id);
    const candidate = toCompatibilityMember(row, theirs?.shared, today, theirs?.answeredCount ?? 0);
    const score = compatibility(context.member, candidate, {
      // Scores are shown (the lifestyle sub-score): they may use only the distance the card may.
      distanceMiles: comparableDistance(row.metres, row.locationSharing),
      shownDistanceMiles: visibleDistance(row.metres, row.locationSharing),
      interestFrequency: shares.share,
    });
    return { row, score };
  });
}

const NO_PHOTOS: CardPhotos = { photos: [], photoPlaceholders: [] };
const cardsWith = (page: Scored[], cardPhotos: Map<string, CardPhotos>, today: Date): Recommendation[] =>
  page.map((entry) => toRecommendation(entry.row, cardPhotos.get(entry.row.id) ?? NO_PHOTOS, entry.score, today));
const shownDistance = ({ row }: Scored) => visibleDistance(row.metres, row.locationSharing) ?? Number.POSITIVE_INFINITY;
const shownActivity = ({ row }: Scored) => (row.activityStatus ? row.lastActiveAt.getTime() : 0);
const byShownDistance = (a: Scored, b: Scored) => shownDistance(a) - shownDistance(b);
const DISCOVER_ORDER: Record<DiscoverSort, (a: Scored, b: Scored) => number> = {
  recommended: (a, b) => b.score.overall - a.score.overall || byShownDistance(a, b),
  // By the distance members are shown (City only is rounded), so the order reveals no more than the card.
  distance: (a, b) => byShownDistance(a, b) || b.score.overall - a.score.overall,
  activity: (a, b) => shownActivity(b) - shownActivity(a),
  newest: (a, b) => b.row.createdAt.getTime() - a.row.createdAt.getTime(),
};

export type RecommendationService = ReturnType<typeof createRecommendationService>;
