import type { CompatibilityMember } from '../compatibility/compatibility-member';
import { interestKey } from '../compatibility/interests-score';
import type { Database } from '../../db/database';
import {
  candidateChangesSince,
  latestCandidateChange,
  recommendableMembersAfter,
  recommendableMembersAmong,
} from './candidate-index.repo';
import type { CandidateSearch, Seeker } from './candidates.repo';
import type { InterestFrequencies } from './interest-frequencies';
import { SHARING_BY_CODE, createMemberColumns, earthDistance, earthPoint, type IndexedMember } from './member-columns';
import { birthNumber } from './packed-members';
import { createPackedScorer } from './packed-score';
import { byRank, type RankedCandidate } from './pool-ranking';
import { rankScore } from './ranking';
import { METRES_PER_MILE, comparableDistance, reachMiles, widestReachMiles } from './shown-distance';

/** Grid cells of this many degrees: a radius visits the cells its box touches. */
const CELL_DEGREES = 0.25;
const LOAD_PAGE = 2000;
const CHANGES_PAGE = 5000;
/** Changes are re-read this far back: a transaction stamped earlier may commit later. */
const CHANGE_OVERLAP_US = 10_000_000;
/** How often an idle process catches up with changes made elsewhere. */
export const INDEX_POLL_MS = 10_000;
/** How often first-page placements become exposure that ranking reads (ranking.ts RANKING_EXPOSURE). */
export const EXPOSURE_SNAPSHOT_MS = 60 * 60 * 1000;
/** Exposure halves every 12 hours: what a member was shown yesterday matters half as much. */
const EXPOSURE_DECAY_PER_SNAPSHOT = 0.5 ** (1 / 12);

export interface IndexRanking {
  seeker: Seeker;
  member: CompatibilityMember;
  search: Omit<CandidateSearch, 'mode' | 'limit'>;
  excluded: ReadonlySet<string>;
  likedBy: ReadonlyMap<string, 'like' | 'superlike'>;
  shares: InterestFrequencies;
  today: Date;
  limit: number;
}

const cellOf = (lat: number, lng: number) =>
  Math.floor((lat + 90) / CELL_DEGREES) * 2000 + Math.floor((lng + 180) / CELL_DEGREES);

/**
 * Every recommendable member of the database in memory, as columns (member-columns.ts) in a grid
 * of places, so a deck can rank everyone in a radius by compatibility in milliseconds
 * (docs/decisions/054). Loaded in pages when the app starts; kept current from candidate_changes,
 * which database triggers fill whoever writes: before every ranking (so a process sees its own
 * writes and everything committed before) and every INDEX_POLL_MS.
 */
export function createCandidateIndex(db: Database, onError: (error: unknown) => void = () => undefined) {
  const store = createMemberColumns();
  const slotOf = new Map<string, number>();
  const cells = new Map<number, Set<number>>();
  const cellOfSlot: number[] = [];
  /** Microseconds since the epoch of the latest change applied, and the changes applied near it. */
  let watermark = Number.NEGATIVE_INFINITY;
  const applied = new Map<string, number>();
  let loaded: Promise<void> | null = null;
  let isLoaded = false;
  let catching: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let exposureTimer: NodeJS.Timeout | null = null;
  let stopped = false;
  /** Per slot: decayed first pages (what ranking reads) and first pages since the last snapshot. */
  let exposure = new Float32Array(1024);
  let placedSinceSnapshot = new Uint16Array(1024);

  function put(member: IndexedMember): void {
    const known = slotOf.get(member.id);
    const slot = store.write(member, known);
    slotOf.set(member.id, slot);
    if (slot >= exposure.length) {
      const grown = new Float32Array(Math.max(exposure.length * 2, slot + 1));
      grown.set(exposure);
      exposure = grown;
      const placed = new Uint16Array(grown.length);
      placed.set(placedSinceSnapshot);
      placedSinceSnapshot = placed;
    }
    if (known === undefined) {
      exposure[slot] = 0;
      placedSinceSnapshot[slot] = 0;
    }
    const cell = cellOf(member.shownLat, member.shownLng);
    if (cellOfSlot[slot] !== cell) {
      if (known !== undefined) cells.get(cellOfSlot[slot]!)?.delete(slot);
      let members = cells.get(cell);
      if (!members) cells.set(cell, (members = new Set()));
      members.add(slot);
      cellOfSlot[slot] = cell;
    }
  }

  function drop(id: string): void {
    const slot = slotOf.get(id);
    if (slot === undefined) return;
    cells.get(cellOfSlot[slot]!)?.delete(slot);
    cellOfSlot[slot] = -1;
    slotOf.delete(id);
    store.clear(slot);
  }

  async function load(): Promise<void> {
    const from = await latestCandidateChange(db);
    watermark = from.us;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      if (stopped) return;
      const page = await recommendableMembersAfter(db, after, LOAD_PAGE);
      for (const member of page) put(member);
      if (page.length < LOAD_PAGE) break;
      after = page[page.length - 1]!.id;
    }
    isLoaded = true;
    await catchUpOnce();
  }

  async function catchUpOnce(): Promise<void> {
    for (;;) {
      if (stopped) return;
      const changes = await candidateChangesSince(db, watermark - CHANGE_OVERLAP_US, CHANGES_PAGE);
      const fresh = changes.filter((change) => applied.get(change.userId) !== change.us);
      if (fresh.length > 0) {
        const ids = [...new Set(fresh.map((change) => change.userId))];
        const members = await recommendableMembersAmong(db, ids);
        const still = new Set(members.map((member) => member.id));
        for (const member of members) put(member);
        for (const id of ids) if (!still.has(id)) drop(id);
        for (const change of fresh) applied.set(change.userId, change.us);
      }
      for (const change of changes) watermark = Math.max(watermark, change.us);
      for (const [id, us] of applied) if (us < watermark - CHANGE_OVERLAP_US) applied.delete(id);
      // A full page may hide more changes at the same instant; a short one is everything.
      if (changes.length < CHANGES_PAGE || fresh.length === 0) return;
    }
  }

  /** First pages placed since the last snapshot become exposure; older exposure decays. */
  function snapshotExposure(): void {
    for (let slot = 0; slot < exposure.length; slot++) {
      exposure[slot] = exposure[slot]! * EXPOSURE_DECAY_PER_SNAPSHOT + placedSinceSnapshot[slot]!;
    }
    placedSinceSnapshot.fill(0);
  }

  /** Catches up now; a call while one runs waits for a run that starts after it (its own writes). */
  function catchUp(): Promise<void> {
    if (!isLoaded) return loaded ?? Promise.resolve();
    if (!catching) {
      catching = catchUpOnce().finally(() => (catching = null));
      return catching;
    }
    queued ??= catching.then(() => {
      queued = null;
      return catchUp();
    });
    return queued;
  }

  return {
    /** Starts loading in the background, and the poll once loaded. */
    start(): Promise<void> {
      loaded ??= load().then(
        () => {
          if (stopped) return;
          timer = setInterval(() => void catchUp().catch(onError), INDEX_POLL_MS);
          timer.unref();
          exposureTimer = setInterval(() => snapshotExposure(), EXPOSURE_SNAPSHOT_MS);
          exposureTimer.unref();
        },
        (error: unknown) => {
          loaded = null;
          onError(error);
          throw error;
        },
      );
      return loaded;
    },
    /** True once loaded, waiting at most `ms` for the load to finish (starting it if needed). */
    async readyWithin(ms: number): Promise<boolean> {
      if (isLoaded) return true;
      const loading = this.start().catch(() => undefined);
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([loading, new Promise((resolve) => (wait = setTimeout(resolve, ms)))]);
      clearTimeout(wait);
      return isLoaded;
    },
    catchUp,
    /** Members put on the first page of a deck just built (fairness: ranking.ts RANKING_EXPOSURE). */
    placedOnFirstPage(ids: readonly string[]): void {
      for (const id of ids) {
        const slot = slotOf.get(id);
        if (slot !== undefined && placedSinceSnapshot[slot]! < 65535) placedSinceSnapshot[slot]!++;
      }
    },
    snapshotExposure,
    exposureOf: (id: string): number => {
      const slot = slotOf.get(id);
      return slot === undefined ? 0 : exposure[slot]!;
    },
    get size() {
      return slotOf.size;
    },
    has: (id: string) => slotOf.has(id),

    /**
     * The best `limit` members for the seeker among everyone in the radius who passes every hard
     * rule (the ones candidates.repo.ts's eligibility() states in SQL, both ways) and is not
     * excluded, ranked by ranking.ts on the engine's overall score; and how many were eligible.
     */
    rank(input: IndexRanking): { ranked: RankedCandidate[]; eligible: number } {
      const { seeker, search, excluded, likedBy, today, limit } = input;
      const c = store.columns;
      const dictionary = store.dictionary;
      const score = createPackedScorer(store, input.member, input.shares, today);
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
      let eligible = 0;
      for (
        let lat = Math.max(-90, seeker.lat - latSpan);
        lat <= Math.min(90, seeker.lat + latSpan);
        lat += CELL_DEGREES
      ) {
        for (let lng = seeker.lng - lngSpan; lng <= seeker.lng + lngSpan; lng += CELL_DEGREES) {
          const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
          const members = cells.get(cellOf(lat, wrapped));
          if (!members) continue;
          for (const slot of members) {
            const birth = c.birth[slot]!;
            if (birth <= bornAfter || birth > bornOnOrBefore) continue;
            if (c.ageMin[slot]! > seeker.age || c.ageMax[slot]! < seeker.age) continue;
            const theirShowMe = c.showMe[slot]!;
            if (theirShowMe !== everyone && theirShowMe !== showMeKey) continue;
            if (wanted && !wanted.includes(c.gender[slot]!)) continue;
            if (lookingFor !== null && c.lookingFor[slot] !== lookingFor) continue;
            if (interests && !store.interests[slot]!.some((code) => interests.includes(code))) continue;
            const sharing = c.sharing[slot]!;
            const metres = earthDistance(hx, hy, hz, c.x[slot]!, c.y[slot]!, c.z[slot]!);
            const ownReach = reachMiles(c.maxDistance[slot]!, SHARING_BY_CODE[sharing]!) * METRES_PER_MILE;
            if (metres >= Math.min(radiusReach[sharing]!, ownReach)) continue;
            const id = store.ids[slot]!;
            if (id === seeker.id || excluded.has(id)) continue;
            eligible++;
            const miles = comparableDistance(metres, SHARING_BY_CODE[sharing]!);
            const overall = score(slot, miles);
            if (overall === null) continue;
            const boosted = c.boostedUntil[slot]!;
            const rank = rankScore(
              {
                compatibility: overall,
                theirStatus: likedBy.get(id) ?? null,
                boostedUntil: boosted === 0 ? null : new Date(boosted),
                lastActiveAt: new Date(c.lastActive[slot]!),
                miles: miles ?? search.radiusMiles,
                radiusMiles: search.radiusMiles,
                exposure: exposure[slot],
              },
              today,
            );
            best.offer({ id, rank, metres });
          }
        }
      }
      return { ranked: best.sorted(), eligible };
    },

    /** Stops the poll and any load in progress (before the database closes). */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      if (exposureTimer) clearInterval(exposureTimer);
      await Promise.allSettled([loaded, catching, queued]);
    },
  };
}

export type CandidateIndex = ReturnType<typeof createCandidateIndex>;

/** The best `limit` offered so far (a min-heap on rank: the worst kept is at the top). */
function createBestOf(limit: number) {
  const heap: RankedCandidate[] = [];
  const worse = (i: number, j: number) => byRank(heap[i]!, heap[j]!) > 0;
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j]!, heap[i]!]);
  return {
    offer(entry: RankedCandidate): void {
      if (limit <= 0) return;
      if (heap.length < limit) {
        heap.push(entry);
        for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
        return;
      }
      if (byRank(entry, heap[0]!) >= 0) return;
      heap[0] = entry;
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
    sorted: (): RankedCandidate[] => [...heap].sort(byRank),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The bench waits for it to load; tests can ask what it holds. */
    candidateIndex: CandidateIndex;
  }
}
