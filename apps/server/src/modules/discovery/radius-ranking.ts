import type { CompatibilityMember } from '../compatibility/compatibility-member';
import { interestKey } from '../compatibility/interests-score';
import type { CandidateSearch, Seeker } from './candidates.repo';
import type { InterestFrequencies } from './interest-frequencies';
import { INTEREST_COLUMNS, SHARING_BY_CODE, earthDistance, earthPoint, type MemberColumns } from './member-columns';
import { birthNumber } from './packed-members';
import { BELOW, createPackedScorer } from './packed-score';
import { byRank, type RankedCandidate } from './pool-ranking';
import { rankPoints } from './ranking';
import { tasteOfSlots, type WeMetTaste } from './we-met-taste';
import { METRES_PER_MILE, comparableDistance, reachMiles, widestReachMiles } from '../profiles/shown-distance';

export interface IndexRanking {
  seeker: Seeker;
  member: CompatibilityMember;
  search: Omit<CandidateSearch, 'mode' | 'limit'>;
  excluded: ReadonlySet<string>;
  likedBy: ReadonlyMap<string, 'like' | 'superlike'>;
  shares: InterestFrequencies;
  today: Date;
  limit: number;
  /**
   * The daily pick's pass (daily-picks.ts): ranks by the overall score alone, no bonuses, among
   * members last active at or after this moment (ms since the epoch). Unset for decks.
   */
  compatibilityOnly?: { activeSinceMs: number };
  /** The seeker's "We met" taste (we-met-taste.ts, decision 106): its points are added to the rank. */
  weMetTaste?: WeMetTaste | null;
}

/** What the walk reads of the candidate index. */
export interface IndexView {
  store: MemberColumns;
  /** The first slot of each grid cell's list (the columns' cellNext links the rest). */
  cellHeads: ReadonlyMap<number, number>;
  cellOf: (lat: number, lng: number) => number;
  cellDegrees: number;
  /** The average member's exposure (at least 1): ranking reads each member's against it. */
  exposureScale: number;
}

/**
 * Walks the grid cells a seeker's radius touches and ranks everyone there who passes every hard
 * rule (the ones candidates.repo.ts's eligibility() states in SQL, both ways) and is not excluded,
 * by ranking.ts on the engine's overall score (packed-score.ts). Keeps the best `limit`.
 */
export function rankRadius(
  { store, cellHeads, cellOf, cellDegrees: CELL_DEGREES, exposureScale }: IndexView,
  input: IndexRanking,
): { ranked: RankedCandidate[]; eligible: number } {
  const { seeker, search, excluded, likedBy, today, limit, compatibilityOnly: onlyCompatibility } = input;
  const c = store.columns;
  const dictionary = store.dictionary;
  const me = store.slotOf(seeker.id);
  const excludedSlots = new Set<number>();
  for (const id of excluded) {
    const slot = store.slotOf(id);
    if (slot >= 0) excludedSlots.add(slot);
  }
  const likedBySlot = new Map<number, 'like' | 'superlike'>();
  for (const [id, status] of likedBy) {
    const slot = store.slotOf(id);
    if (slot >= 0) likedBySlot.set(slot, status);
  }
  const score = createPackedScorer(store, input.member, input.shares, today);
  const tasteOf = input.weMetTaste ? tasteOfSlots(input.weMetTaste, store, today) : null;
  const [hx, hy, hz] = earthPoint(seeker.lat, seeker.lng);
  const radiusReach = SHARING_BY_CODE.map((sharing) => reachMiles(search.radiusMiles, sharing) * METRES_PER_MILE);
  const bornAfter = birthNumber(search.bornAfter);
  const bornOnOrBefore = birthNumber(search.bornOnOrBefore);
  const everyone = dictionary.known('Everyone');
  const showMeKey = seeker.showMeKey === null ? -2 : dictionary.known(seeker.showMeKey);
  const wanted = seeker.wantedGenders?.map((gender) => dictionary.known(gender)) ?? null;
  const lookingFor = search.lookingFor ? dictionary.known(search.lookingFor) : null;
  const interests = search.interests?.length
    ? search.interests.map((interest) => dictionary.known(interestKey(interest)))
    : null;

  const boxMiles = widestReachMiles(search.radiusMiles);
  const latSpan = boxMiles / 68.7 + CELL_DEGREES;
  const cosLat = Math.max(0.01, Math.cos((Math.min(89, Math.abs(seeker.lat) + latSpan) * Math.PI) / 180));
  const lngSpan = Math.min(180, boxMiles / (68.7 * cosLat) + CELL_DEGREES);
  const best = createBestOf(limit);
  const now = today.getTime();
  let eligible = 0;
  for (let lat = Math.max(-90, seeker.lat - latSpan); lat <= Math.min(90, seeker.lat + latSpan); lat += CELL_DEGREES) {
    for (let lng = seeker.lng - lngSpan; lng <= seeker.lng + lngSpan; lng += CELL_DEGREES) {
      const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
      for (let slot = cellHeads.get(cellOf(lat, wrapped)) ?? -1; slot >= 0; slot = c.cellNext[slot]!) {
        const birth = c.birth[slot]!;
        if (birth <= bornAfter || birth > bornOnOrBefore) continue;
        if (c.ageMin[slot]! > seeker.age || c.ageMax[slot]! < seeker.age) continue;
        const theirShowMe = c.showMe[slot]!;
        if (theirShowMe !== everyone && theirShowMe !== showMeKey) continue;
        if (wanted && !wanted.includes(c.gender[slot]!)) continue;
        if (lookingFor !== null && c.lookingFor[slot] !== lookingFor) continue;
        if (interests && !hasAny(c.interests, slot * INTEREST_COLUMNS, c.interestCount[slot]!, interests)) continue;
        const sharing = c.sharing[slot]!;
        const metres = earthDistance(hx, hy, hz, c.x[slot]!, c.y[slot]!, c.z[slot]!);
        const ownReach = reachMiles(c.maxDistance[slot]!, SHARING_BY_CODE[sharing]!) * METRES_PER_MILE;
        if (metres >= Math.min(radiusReach[sharing]!, ownReach)) continue;
        if (slot === me || excludedSlots.has(slot)) continue;
        if (onlyCompatibility && c.lastActive[slot]! < onlyCompatibility.activeSinceMs) continue;
        eligible++;
        const miles = comparableDistance(metres, SHARING_BY_CODE[sharing]!);
        if (onlyCompatibility) {
          const least = best.floor();
          const overall = score(slot, miles, least === Number.NEGATIVE_INFINITY ? 0 : Math.ceil(least) - 1);
          if (overall !== null && overall !== BELOW) best.offer(slot, overall, metres);
          continue;
        }
        const theirStatus = likedBySlot.get(slot) ?? null;
        const boostedUntil = c.boostedUntil[slot]!;
        const lastActive = c.lastActive[slot]!;
        const shownMiles = miles ?? search.radiusMiles;
        const exposure = c.exposure[slot]! / exposureScale;
        const replyRate = c.replyRate[slot]!;
        const taste = tasteOf ? tasteOf(slot) : 0;
        // Once the deck is full, only an overall that beats its last card is worth computing (one
        // point of margin for float order: rank is the overall plus the same bonuses).
        const floor = best.floor();
        const needed =
          floor === Number.NEGATIVE_INFINITY
            ? 0
            : Math.ceil(
                floor -
                  rankPoints(
                    0,
                    theirStatus,
                    boostedUntil,
                    lastActive,
                    shownMiles,
                    search.radiusMiles,
                    exposure,
                    now,
                    replyRate,
                  ) -
                  taste,
              ) - 1;
        const overall = score(slot, miles, needed);
        if (overall === null || overall === BELOW) continue;
        const rank = rankPoints(
          overall,
          theirStatus,
          boostedUntil,
          lastActive,
          shownMiles,
          search.radiusMiles,
          exposure,
          now,
          replyRate,
        );
        best.offer(slot, rank + taste, metres);
      }
    }
  }
  return {
    ranked: best.sorted().map(({ slot, rank, metres }) => ({ id: store.idOf(slot), rank, metres })),
    eligible,
  };
}

/** The best `limit` offered so far (a min-heap on rank: the worst kept is at the top). */
interface RankedSlot {
  slot: number;
  rank: number;
  metres: number;
}

function createBestOf(limit: number) {
  const heap: RankedSlot[] = [];
  const worse = (i: number, j: number) => byRank(heap[i]!, heap[j]!) > 0;
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j]!, heap[i]!]);
  return {
    /** The rank a member must beat to be kept (ties go to the nearer), or -Infinity while there is room. */
    floor: (): number => (heap.length < limit ? Number.NEGATIVE_INFINITY : heap[0]!.rank),
    offer(slot: number, rank: number, metres: number): void {
      if (limit <= 0) return;
      if (heap.length < limit) {
        heap.push({ slot, rank, metres });
        for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
        return;
      }
      if (byRank({ rank, metres }, heap[0]!) >= 0) return;
      heap[0] = { slot, rank, metres };
      for (let i = 0; ;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let worst = i;
        if (left < heap.length && worse(left, worst)) worst = left;
        if (right < heap.length && worse(right, worst)) worst = right;
        if (worst === i) break;
        swap(i, worst);
        i = worst;
      }
    },
    sorted: (): RankedSlot[] => [...heap].sort(byRank),
  };
}

/** Whether any of a member's `count` interest codes from `start` is one of `wanted`. */
function hasAny(codes: Uint16Array, start: number, count: number, wanted: readonly number[]): boolean {
  for (let i = start; i < start + count; i++) if (wanted.includes(codes[i]!)) return true;
  return false;
}
