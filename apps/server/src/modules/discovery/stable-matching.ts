/**
 * The daily pick's pairing (docs/decisions/105): each member's best candidates of the day, scored
 * by compatibility, in; a stable matching of the pairs who are on each other's lists out.
 *
 * A pair's weight is the lower of the two members' scores of each other: the engine is symmetric
 * (compatibility.ts) but for the distance, which each measures from their own place to the other's
 * shown point, so the two scores may differ by a point. With one weight per pair, every member
 * prefers the partner of the heavier pair (ties broken by the pair's ids, the same way for both),
 * and taking the mutual pairs heaviest first, each when both are still free, is stable: a pair
 * left out was passed over because one of the two already had a heavier pair, so no two members
 * would both rather have each other (stable-matching.test.ts checks random instances for blocking
 * pairs). Members on nobody's list that wants them back are left for the one-way pick.
 */

/** One member's candidates of the day with their score of each (best first or in any order). */
export type CandidateLists = ReadonlyMap<string, ReadonlyArray<{ id: string; score: number }>>;

export interface MutualPair {
  a: string;
  b: string;
  /** The lower of the two scores. */
  weight: number;
}

/** The pair's order: heavier first, then by the lower id, then the higher (the same for both members). */
export function byWeight(x: MutualPair, y: MutualPair): number {
  return y.weight - x.weight || (x.a < y.a ? -1 : x.a > y.a ? 1 : x.b < y.b ? -1 : x.b > y.b ? 1 : 0);
}

/** Every pair on each other's lists once (`a` the lower id), with its weight. */
export function mutualPairs(lists: CandidateLists): MutualPair[] {
  const pairs: MutualPair[] = [];
  for (const [member, candidates] of lists) {
    for (const { id, score } of candidates) {
      if (!(member < id)) continue;
      const back = lists.get(id)?.find((entry) => entry.id === member);
      if (back) pairs.push({ a: member, b: id, weight: Math.min(score, back.score) });
    }
  }
  return pairs;
}

/** Each paired member's partner and the pair's weight (both members are keys). */
export function stableMatching(lists: CandidateLists): Map<string, { partner: string; weight: number }> {
  const pairs = mutualPairs(lists).sort(byWeight);
  const matched = new Map<string, { partner: string; weight: number }>();
  for (const pair of pairs) {
    if (matched.has(pair.a) || matched.has(pair.b)) continue;
    matched.set(pair.a, { partner: pair.b, weight: pair.weight });
    matched.set(pair.b, { partner: pair.a, weight: pair.weight });
  }
  return matched;
}

/**
 * Pairs of the instance who would both rather have each other than what the matching gave them
 * (none, for a stable matching). A member left unpaired would rather have anyone on their list.
 */
export function blockingPairs(
  lists: CandidateLists,
  matching: ReadonlyMap<string, { partner: string; weight: number }>,
): MutualPair[] {
  const pairs = mutualPairs(lists);
  const current = new Map<string, MutualPair>();
  for (const pair of pairs) {
    const mine = matching.get(pair.a);
    if (mine?.partner === pair.b) {
      current.set(pair.a, pair);
      current.set(pair.b, pair);
    }
  }
  const prefers = (member: string, pair: MutualPair) => {
    const held = current.get(member);
    return held === undefined || byWeight(pair, held) < 0;
  };
  return pairs.filter((pair) => current.get(pair.a) !== pair && prefers(pair.a, pair) && prefers(pair.b, pair));
}
