// Most Compatible, once a day (issue 35 part 4, docs/decisions/105): the pass that chooses every
// active member's pick of the day, and the check For You makes before showing one.
import type { Database } from '../../db/database';
import type { CandidateIndex } from './candidate-index';
import { seekerExclusions } from './candidate-index.repo';
import { findCandidatesAmong } from './candidates.repo';
import { activeMemberIds, dayChosen, saveDailyPicks, type DailyPickRow } from './daily-picks.repo';
import type { InterestFrequencyCache } from './interest-frequencies';
import { searchOf, seekerContextOf } from './seeker-context';
import { stableMatchingPacked, type PackedLists } from './stable-matching';

/** Each active member's best this many candidates of the day enter the stable matching. */
export const DAILY_PICK_CANDIDATES = 15;
/** Active: last seen within this long (and recommendable, with a place: daily-picks.repo.ts). */
export const DAILY_PICK_ACTIVE_MS = 7 * 24 * 60 * 60 * 1000;
/** Members handled side by side (each is two statements and a walk, or one-way checks of two statements each). */
const AT_ONCE = 4;

type ActiveMembers = ReturnType<CandidateIndex['activeSince']>;

/** Runs `task` for every item, AT_ONCE side by side (each waits on the database). */
async function inGroups<T>(items: readonly T[], task: (item: T) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += AT_ONCE)
    await Promise.all(items.slice(start, start + AT_ONCE).map(task));
}

/** The day (UTC) a moment belongs to, as the table stores it. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

export interface DailyPickPass {
  day: string;
  /** Active members, and how many of them had at least one candidate. */
  active: number;
  withCandidates: number;
  picks: DailyPickRow[];
  /** A member's best candidate's score, and its mean (for the bench: how the pick compares). */
  bestOf: (memberId: string) => number | undefined;
  bestMean: number;
  /**
   * Milliseconds copying the active members out of the index, finding candidates (of which
   * walking the copy: the rest waits on each member's two statements), matching, and checking
   * one-way picks.
   */
  timings: { copyMs: number; candidatesMs: number; walkMs: number; matchingMs: number; oneWayMs: number };
}

/**
 * Whether `memberId` would be a For You card of `viewerId` now, by the viewer's own preferences:
 * every hard rule both ways, seen from the viewer's side (their radius from their place, their
 * swipes, blocks either way, a match). A pick is shown only when this holds both ways.
 */
export async function seesMember(db: Database, viewerId: string, memberId: string, today: Date): Promise<boolean> {
  const viewer = await seekerContextOf(db, viewerId, today);
  if (!viewer || viewer.lat === null || viewer.lng === null) return false;
  const found = await findCandidatesAmong(db, viewer.seeker, searchOf(viewer, {}, today), [memberId], null);
  return found.length > 0;
}

export interface DailyPicksDeps {
  db: Database;
  candidateIndex: CandidateIndex;
  frequencies: InterestFrequencyCache;
  now?: () => Date;
  candidates?: number;
}

export function createDailyPicks({
  db,
  candidateIndex,
  frequencies,
  now = () => new Date(),
  candidates = DAILY_PICK_CANDIDATES,
}: DailyPicksDeps) {
  let walkMs = 0;

  /** The member's best candidates among active members, by compatibility alone, best first. */
  async function candidatesOf(
    memberId: string,
    today: Date,
    active: ReadonlyMap<string, number>,
    among: ActiveMembers,
  ) {
    const [context, exclusions, shares] = await Promise.all([
      seekerContextOf(db, memberId, today),
      seekerExclusions(db, memberId),
      frequencies.get(),
    ]);
    if (!context || context.lat === null || context.lng === null) return [];
    // Someone who liked the member has swiped them: the member is no longer in their For You.
    const excluded = new Set(exclusions.excluded);
    for (const id of exclusions.likedBy.keys()) excluded.add(id);
    const walkStarted = performance.now();
    const { ranked } = among.rank({
      seeker: context.seeker,
      member: context.member,
      search: searchOf(context, {}, today),
      excluded,
      likedBy: new Map(),
      shares,
      today,
      limit: candidates,
      compatibilityOnly: { activeSinceMs: today.getTime() - DAILY_PICK_ACTIVE_MS },
    });
    walkMs += performance.now() - walkStarted;
    return ranked
      .filter((entry) => active.has(entry.id))
      .map((entry) => ({ id: entry.id, score: entry.rank }))
      .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
  }

  /**
   * Chooses the day's picks without writing them: every active member's best candidates, a stable
   * matching of those on each other's lists (stable-matching.ts), and for the rest their best
   * candidate who would see them too (`one-way`). `sample` limits the members whose candidates are
   * found (the bench's estimate at scale); null until the candidate index has loaded.
   */
  async function choose(sample?: number): Promise<DailyPickPass | null> {
    if (!candidateIndex.loaded) return null;
    const today = now();
    await candidateIndex.catchUp();
    const activeSince = today.getTime() - DAILY_PICK_ACTIVE_MS;
    const ids = await activeMemberIds(db, new Date(activeSince));
    // Members by number in id order (stable-matching.ts PackedLists): a list is k numbers, not k objects.
    const numberOf = new Map(ids.map((id, i) => [id, i]));
    const copyStarted = performance.now();
    const among = candidateIndex.activeSince(activeSince);
    const started = performance.now();
    walkMs = 0;
    const k = candidates;
    const lists: PackedLists = {
      k,
      candidates: new Int32Array(ids.length * k).fill(-1),
      scores: new Float64Array(ids.length * k),
    };
    const members = sample === undefined ? ids : ids.slice(0, sample);
    await inGroups(members, async (id) => {
      const row = numberOf.get(id)! * k;
      (await candidatesOf(id, today, numberOf, among)).slice(0, k).forEach((entry, i) => {
        lists.candidates[row + i] = numberOf.get(entry.id)!;
        lists.scores[row + i] = entry.score;
      });
    });
    const listed = performance.now();
    const { partner, weight } = stableMatchingPacked(lists);
    const matched = performance.now();
    const picks: DailyPickRow[] = [];
    const unpaired: number[] = [];
    let withCandidates = 0;
    let bestTotal = 0;
    for (let member = 0; member < ids.length; member++) {
      if (lists.candidates[member * k]! < 0) continue;
      withCandidates++;
      bestTotal += lists.scores[member * k]!;
      const other = partner[member]!;
      if (other >= 0)
        picks.push({ memberId: ids[member]!, pickId: ids[other]!, kind: 'mutual', compatibility: weight[member]! });
      else unpaired.push(member);
    }
    await inGroups(unpaired, async (member) => {
      for (let entry = member * k; entry < member * k + k && lists.candidates[entry]! >= 0; entry++) {
        const pickId = ids[lists.candidates[entry]!]!;
        if (await seesMember(db, pickId, ids[member]!, today)) {
          picks.push({ memberId: ids[member]!, pickId, kind: 'one-way', compatibility: lists.scores[entry]! });
          return;
        }
      }
    });
    return {
      day: dayOf(today),
      active: ids.length,
      withCandidates,
      picks,
      bestOf: (memberId) => {
        const row = (numberOf.get(memberId) ?? -1) * k;
        return row >= 0 && lists.candidates[row]! >= 0 ? lists.scores[row] : undefined;
      },
      bestMean: withCandidates > 0 ? bestTotal / withCandidates : 0,
      timings: {
        copyMs: started - copyStarted,
        walkMs,
        candidatesMs: listed - started,
        matchingMs: matched - listed,
        oneWayMs: performance.now() - matched,
      },
    };
  }

  return {
    choose,
    /**
     * The job's run: chooses and writes today's picks once (a day already written is left as it
     * is; a second process's pass writes nothing). Returns how many it wrote; 0 while the candidate
     * index loads or when nobody could be given a pick (the next run tries again).
     */
    async run(): Promise<number> {
      if (await dayChosen(db, dayOf(now()))) return 0;
      const pass = await choose();
      // A pass that found nobody to pair (an empty database, or one still being seeded) leaves the
      // day open: claiming it would leave everyone without a pick until tomorrow.
      if (!pass || pass.picks.length === 0) return 0;
      return (await saveDailyPicks(db, pass.day, pass.picks)) ? pass.picks.length : 0;
    },
  };
}

export type DailyPicks = ReturnType<typeof createDailyPicks>;
