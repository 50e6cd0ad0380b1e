import { describe, expect, it } from 'vitest';
import { RANKING_EXPOSURE, exposurePenalty, rankScore } from './ranking';

const now = new Date('2026-11-26T12:00:00Z');
const base = { compatibility: 70, theirStatus: null, boostedUntil: null, lastActiveAt: now, miles: 5, radiusMiles: 25 };

describe('the exposure term of the ranking', () => {
  it('costs nothing without exposure, its weight at the fair share, and never more than its cap', () => {
    expect(exposurePenalty(0)).toBe(0);
    expect(exposurePenalty(Number.NaN)).toBe(0);
    expect(exposurePenalty(RANKING_EXPOSURE.fairShare)).toBeCloseTo(RANKING_EXPOSURE.weight, 10);
    expect(exposurePenalty(3 * RANKING_EXPOSURE.fairShare)).toBeCloseTo(2 * RANKING_EXPOSURE.weight, 10);
    expect(exposurePenalty(1e9)).toBe(RANKING_EXPOSURE.maxPenalty);
  });

  it('lowers the rank by the penalty, and a fit better by more than the cap still goes first', () => {
    expect(rankScore({ ...base, exposure: 30 }, now)).toBeCloseTo(rankScore(base, now) - exposurePenalty(30), 10);
    const seenEverywhere = rankScore(
      { ...base, compatibility: base.compatibility + RANKING_EXPOSURE.maxPenalty + 1, exposure: 1e9 },
      now,
    );
    expect(seenEverywhere).toBeGreaterThan(rankScore(base, now));
  });
});
