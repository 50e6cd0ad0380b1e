import { NEUTRAL_SCORE } from './compatibility-member';

/**
 * Rarity weight of an interest: -ln(share of members who have it), so an interest one member in
 * twenty lists (ln 20 ≈ 3.0) counts about four times as much as one every other member lists
 * (ln 2 ≈ 0.7). The share is floored at 1 % (weight at most ln 100 ≈ 4.6) so a typo-level rarity
 * cannot dominate, and the weight is floored at 0.1 so an interest everyone has still counts a little.
 */
export const INTEREST_MIN_SHARE = 0.01;
export const INTEREST_MIN_WEIGHT = 0.1;

export function interestKey(interest: string): string {
  return interest.trim().toLowerCase();
}

export function interestWeight(share: number): number {
  const bounded = Math.min(1, Math.max(INTEREST_MIN_SHARE, Number.isFinite(share) ? share : 1));
  return Math.max(INTEREST_MIN_WEIGHT, -Math.log(bounded));
}

export interface SharedInterest {
  /** As one of the members wrote it (the alphabetically first spelling, so the pair order does not matter). */
  label: string;
  weight: number;
}

export interface InterestsScore {
  /** 0 to 100, not rounded. */
  score: number;
  /** Rarest first. */
  shared: SharedInterest[];
}

function weighted(interests: readonly string[], frequency: (interest: string) => number): Map<string, SharedInterest> {
  const byKey = new Map<string, SharedInterest>();
  for (const label of interests) {
    const key = interestKey(label);
    if (key === '') continue;
    const known = byKey.get(key);
    if (!known || label < known.label) byKey.set(key, { label, weight: interestWeight(frequency(key)) });
  }
  return byKey;
}

function total(items: Iterable<SharedInterest>): number {
  let sum = 0;
  for (const item of items) sum += item.weight;
  return sum;
}

/**
 * DESIGN 6 interests: the rarity-weighted Dice overlap, 2 × weight(shared) / (weight(A) + weight(B)),
 * then square-rooted to 0..100. Dice, not Jaccard, because a member with 15 interests would
 * otherwise score near zero with everyone; the square root because sharing a quarter of each
 * other's (weighted) interests is already a good sign (50), not a poor one (25). Nothing shared
 * scores 0; a member without interests gives no information, so the score is neutral (50).
 * `frequency` is asked with the lower-cased, trimmed interest.
 */
export function interestsScore(
  a: { interests: readonly string[] },
  b: { interests: readonly string[] },
  frequency: (interest: string) => number,
): InterestsScore {
  const ofA = weighted(a.interests, frequency);
  const ofB = weighted(b.interests, frequency);
  if (ofA.size === 0 || ofB.size === 0) return { score: NEUTRAL_SCORE, shared: [] };
  const shared: SharedInterest[] = [];
  for (const [key, fromA] of ofA) {
    const fromB = ofB.get(key);
    if (fromB) shared.push(fromA.label <= fromB.label ? fromA : fromB);
  }
  shared.sort((x, y) => y.weight - x.weight || (x.label < y.label ? -1 : x.label > y.label ? 1 : 0));
  const dice = (2 * total(shared)) / (total(ofA.values()) + total(ofB.values()));
  return { score: 100 * Math.sqrt(Math.min(1, dice)), shared };
}
