import { describe, expect, it } from 'vitest';
import { RANKING_BONUS, RANKING_EXPOSURE, REPLY_RATE, exposurePenalty, rankScore, smoothedReplyRate } from './ranking';

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

describe('the reply-rate term of the ranking (decision 107)', () => {
  it('is neutral for a member nobody wrote to, and spans its stated points between never and always', () => {
    expect(smoothedReplyRate(0, 0)).toBe(REPLY_RATE.prior);
    expect(rankScore({ ...base, replyRate: smoothedReplyRate(0, 0) }, now)).toBeCloseTo(rankScore(base, now), 10);
    const always = rankScore({ ...base, replyRate: 1 }, now);
    const never = rankScore({ ...base, replyRate: 0 }, now);
    expect(always - never).toBeCloseTo(RANKING_BONUS.replyRate, 10);
    expect(always - rankScore(base, now)).toBeCloseTo(RANKING_BONUS.replyRate / 2, 10);
  });

  it('is smoothed: two unanswered conversations move a new member a little, twenty a lot', () => {
    expect(smoothedReplyRate(2, 0)).toBeCloseTo(1 / 3, 10);
    expect(smoothedReplyRate(20, 0)).toBeCloseTo(1 / 12, 10);
    expect(smoothedReplyRate(20, 20)).toBeCloseTo(11 / 12, 10);
    expect(smoothedReplyRate(5, 3)).toBeGreaterThan(0.5);
  });
});
