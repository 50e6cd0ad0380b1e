import { describe, expect, it } from 'vitest';
import { blockingPairs, stableMatching, type CandidateLists } from './stable-matching';

/** A small deterministic generator (mulberry32), so a failing instance can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `members` members; each pair is eligible with probability `density` and scores a shared value
 * (few distinct values, so ties are common), each member's view off by up to a point (distance);
 * each member keeps their best `k`.
 */
function instance(seed: number, members: number, k: number, density: number): CandidateLists {
  const next = random(seed);
  const ids = Array.from({ length: members }, (_, i) => `m${String(i).padStart(3, '0')}`);
  const scores = new Map<string, Array<{ id: string; score: number }>>(ids.map((id) => [id, []]));
  for (let i = 0; i < members; i++) {
    for (let j = i + 1; j < members; j++) {
      if (next() > density) continue;
      const base = 40 + Math.floor(next() * 20);
      scores.get(ids[i]!)!.push({ id: ids[j]!, score: base + Math.round(next()) });
      scores.get(ids[j]!)!.push({ id: ids[i]!, score: base + Math.round(next()) });
    }
  }
  const lists = new Map<string, Array<{ id: string; score: number }>>();
  for (const [id, all] of scores) lists.set(id, all.sort((a, b) => b.score - a.score).slice(0, k));
  return lists;
}

describe('stable matching of the daily picks (decision 105)', () => {
  it('pairs the heaviest mutual pairs first', () => {
    const lists: CandidateLists = new Map([
      [
        'a',
        [
          { id: 'b', score: 90 },
          { id: 'c', score: 80 },
        ],
      ],
      [
        'b',
        [
          { id: 'a', score: 91 },
          { id: 'd', score: 95 },
        ],
      ],
      ['c', [{ id: 'a', score: 80 }]],
      ['d', [{ id: 'b', score: 94 }]],
      ['e', [{ id: 'a', score: 99 }]],
    ]);
    const matching = stableMatching(lists);
    expect(matching.get('b')).toEqual({ partner: 'd', weight: 94 });
    expect(matching.get('d')).toEqual({ partner: 'b', weight: 94 });
    expect(matching.get('a')).toEqual({ partner: 'c', weight: 80 });
    // e is on nobody's list: left for the one-way pick.
    expect(matching.has('e')).toBe(false);
    expect(blockingPairs(lists, matching)).toEqual([]);
  });

  it('finds the blocking pair of a matching that is not stable (the check itself works)', () => {
    const lists: CandidateLists = new Map([
      [
        'a',
        [
          { id: 'b', score: 90 },
          { id: 'c', score: 50 },
        ],
      ],
      [
        'b',
        [
          { id: 'a', score: 90 },
          { id: 'd', score: 50 },
        ],
      ],
      ['c', [{ id: 'a', score: 50 }]],
      ['d', [{ id: 'b', score: 50 }]],
    ]);
    const unstable = new Map([
      ['a', { partner: 'c', weight: 50 }],
      ['c', { partner: 'a', weight: 50 }],
      ['b', { partner: 'd', weight: 50 }],
      ['d', { partner: 'b', weight: 50 }],
    ]);
    expect(blockingPairs(lists, unstable)).toEqual([{ a: 'a', b: 'b', weight: 90 }]);
  });

  it('leaves no blocking pair on 500 random instances, and pairs only members on each other’s lists', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const members = 5 + (seed % 60);
      const k = 1 + (seed % 15);
      const lists = instance(seed, members, k, 0.1 + (seed % 9) / 10);
      const matching = stableMatching(lists);
      expect(blockingPairs(lists, matching), `seed ${seed}`).toEqual([]);
      for (const [member, { partner, weight }] of matching) {
        expect(matching.get(partner)?.partner, `seed ${seed}`).toBe(member);
        const mine = lists.get(member)!.find((entry) => entry.id === partner);
        const theirs = lists.get(partner)!.find((entry) => entry.id === member);
        expect(mine && theirs, `seed ${seed}`).toBeTruthy();
        expect(weight).toBe(Math.min(mine!.score, theirs!.score));
      }
    }
  });
});
