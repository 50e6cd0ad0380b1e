import { ageOn } from '@kindred/contract/age';
import { interestKey } from '../compatibility/interests-score';
import { INTEREST_COLUMNS, type MemberColumns } from './member-columns';
import { ageFromBirth, dateNumber } from './packed-members';

/**
 * "We met" answers in the order of For You (decision 106), in ranking.ts's points (0-100
 * compatibility plus bonuses, decision 014). From the member's own answers about people they met:
 * - an interest is *liked* when more of the people they would see again hold it than of those they
 *   would not, *avoided* when fewer (people they would not see again hold it, the others do not);
 * - a candidate gets +2 for each liked interest they hold, at most +4 (two interests);
 * - +2 when their age is within the band of the people the member would see again (youngest − 2
 *   to oldest + 2 years);
 * - −1 for each avoided interest, at most −2.
 * So between −2 and +6: about a quarter of a like's +8, and less than the activity bonus, so it
 * reorders near-equals and never lifts a poor fit over a good one. Viewer-specific, read once a
 * deck; nothing about the candidate's own answers (or anyone's answers about them) enters.
 */
export const WE_MET_TASTE = {
  perLikedInterest: 2,
  likedInterestsCounted: 2,
  ageBand: 2,
  ageMarginYears: 2,
  perAvoidedInterest: 1,
  avoidedInterestsCounted: 2,
} as const;

/** The most and least a candidate can get from the rule. */
export const WE_MET_TASTE_RANGE = {
  max: WE_MET_TASTE.perLikedInterest * WE_MET_TASTE.likedInterestsCounted + WE_MET_TASTE.ageBand,
  min: -WE_MET_TASTE.perAvoidedInterest * WE_MET_TASTE.avoidedInterestsCounted,
} as const;

/** One answer the rule reads: would the member see them again, and who they are now. */
export interface TasteAnswer {
  again: boolean;
  interests: readonly string[];
  birthdate: string | null;
}

/** What a member's answers say they like, as interest keys and an age band. */
export interface WeMetTaste {
  liked: ReadonlySet<string>;
  avoided: ReadonlySet<string>;
  ageBand: readonly [number, number] | null;
}

/** The member's taste from their answers, or null when they say nothing yet (no effect). */
export function weMetTaste(answers: readonly TasteAnswer[], today: Date): WeMetTaste | null {
  const net = new Map<string, number>();
  let youngest = Number.POSITIVE_INFINITY;
  let oldest = Number.NEGATIVE_INFINITY;
  for (const answer of answers) {
    for (const key of new Set(answer.interests.map(interestKey))) {
      if (key !== '') net.set(key, (net.get(key) ?? 0) + (answer.again ? 1 : -1));
    }
    if (answer.again && answer.birthdate) {
      const age = ageOn(answer.birthdate, today);
      if (age === null) continue;
      youngest = Math.min(youngest, age);
      oldest = Math.max(oldest, age);
    }
  }
  const liked = new Set([...net].filter(([, count]) => count > 0).map(([key]) => key));
  const avoided = new Set([...net].filter(([, count]) => count < 0).map(([key]) => key));
  const ageBand =
    youngest <= oldest
      ? ([youngest - WE_MET_TASTE.ageMarginYears, oldest + WE_MET_TASTE.ageMarginYears] as const)
      : null;
  if (liked.size === 0 && avoided.size === 0 && ageBand === null) return null;
  return { liked, avoided, ageBand };
}

/** The rule on counts: liked and avoided interests the candidate holds, and whether their age is in the band. */
export function tasteScore(likedHeld: number, avoidedHeld: number, inAgeBand: boolean): number {
  return (
    WE_MET_TASTE.perLikedInterest * Math.min(likedHeld, WE_MET_TASTE.likedInterestsCounted) +
    (inAgeBand ? WE_MET_TASTE.ageBand : 0) -
    WE_MET_TASTE.perAvoidedInterest * Math.min(avoidedHeld, WE_MET_TASTE.avoidedInterestsCounted)
  );
}

const inBand = (band: WeMetTaste['ageBand'], age: number | null) =>
  band !== null && age !== null && age >= band[0] && age <= band[1];

/** A candidate's points from the member's taste (the pool path: rows read from the database). */
export function tastePoints(taste: WeMetTaste, interests: readonly string[], age: number | null): number {
  let liked = 0;
  let avoided = 0;
  for (const key of new Set(interests.map(interestKey))) {
    if (taste.liked.has(key)) liked++;
    else if (taste.avoided.has(key)) avoided++;
  }
  return tasteScore(liked, avoided, inBand(taste.ageBand, age));
}

/**
 * The same rule on the candidate index's columns (radius-ranking.ts), by slot: the taste's
 * interests as the index's dictionary codes once a deck (an interest nobody in the index holds has
 * no code and can match nobody), then per candidate a scan of their at most INTEREST_COLUMNS codes.
 */
export function tasteOfSlots(taste: WeMetTaste, store: MemberColumns, today: Date): (slot: number) => number {
  const { columns: c, dictionary } = store;
  const todayNumber = dateNumber(today);
  const codes = (keys: ReadonlySet<string>) => [...keys].map((key) => dictionary.known(key)).filter((code) => code > 0);
  const liked = new Set(codes(taste.liked));
  const avoided = new Set(codes(taste.avoided));
  return (slot) => {
    let likedHeld = 0;
    let avoidedHeld = 0;
    if (liked.size > 0 || avoided.size > 0) {
      const start = slot * INTEREST_COLUMNS;
      const end = start + c.interestCount[slot]!;
      for (let i = start; i < end; i++) {
        const code = c.interests[i]!;
        if (liked.has(code)) likedHeld++;
        else if (avoided.has(code)) avoidedHeld++;
      }
    }
    return tasteScore(likedHeld, avoidedHeld, inBand(taste.ageBand, ageFromBirth(c.birth[slot]!, todayNumber)));
  };
}
