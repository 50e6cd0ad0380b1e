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

/**
 * Every member's candidates packed for a whole population (the daily pass: 300,000 members' lists
 * as objects would not fit the server's heap): member `i`'s list is `candidates[i*k .. i*k+k)`,
 * member numbers (-1 after a shorter list's end), and `scores` beside them. Members are numbered in
 * id order, so comparing numbers compares ids.
 */
export interface PackedLists {
  k: number;
  candidates: Int32Array;
  scores: Float64Array;
}

/** Each member's partner by number (-1: none) and their pair's weight. */
export function stableMatchingPacked({ k, candidates, scores }: PackedLists): {
  partner: Int32Array;
  weight: Float64Array;
} {
  const members = candidates.length / k;
  const most = Math.ceil(candidates.length / 2);
  const pairA = new Int32Array(most);
  const pairB = new Int32Array(most);
  const pairWeight = new Float64Array(most);
  let count = 0;
  for (let a = 0; a < members; a++) {
    for (let mine = a * k; mine < a * k + k; mine++) {
      const b = candidates[mine]!;
      if (b <= a) continue;
      for (let theirs = b * k; theirs < b * k + k; theirs++) {
        if (candidates[theirs] !== a) continue;
        pairA[count] = a;
        pairB[count] = b;
        pairWeight[count++] = Math.min(scores[mine]!, scores[theirs]!);
        break;
      }
    }
  }
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  order.sort((x, y) => pairWeight[y]! - pairWeight[x]! || pairA[x]! - pairA[y]! || pairB[x]! - pairB[y]!);
  const partner = new Int32Array(members).fill(-1);
  const weight = new Float64Array(members);
  for (const pair of order) {
    const a = pairA[pair]!;
    const b = pairB[pair]!;
    if (partner[a]! >= 0 || partner[b]! >= 0) continue;
    partner[a] = b;
    partner[b] = a;
    weight[a] = weight[b] = pairWeight[pair]!;
  }
  return { partner, weight };
}

/** Each paired member's partner and the pair's weight (both members are keys): stableMatchingPacked on `lists`. */
export function stableMatching(lists: CandidateLists): Map<string, { partner: string; weight: number }> {
  const ids = new Set(lists.keys());
  let k = 1;
  for (const list of lists.values()) {
    k = Math.max(k, list.length);
    for (const { id } of list) ids.add(id);
  }
  const sorted = [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const numberOf = new Map(sorted.map((id, i) => [id, i]));
  const packed: PackedLists = {
    k,
    candidates: new Int32Array(sorted.length * k).fill(-1),
    scores: new Float64Array(sorted.length * k),
  };
  for (const [member, list] of lists) {
    const row = numberOf.get(member)! * k;
    list.forEach(({ id, score }, i) => {
      packed.candidates[row + i] = numberOf.get(id)!;
      packed.scores[row + i] = score;
    });
  }
  const { partner, weight } = stableMatchingPacked(packed);
  const matched = new Map<string, { partner: string; weight: number }>();
  partner.forEach((other, member) => {
    if (other >= 0) matched.set(sorted[member]!, { partner: sorted[other]!, weight: weight[member]! });
  });
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
