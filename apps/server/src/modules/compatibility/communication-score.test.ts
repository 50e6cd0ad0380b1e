import { describe, expect, it } from 'vitest';
import { communicationScore, profileDepth, replyQuality } from './communication-score';
import { member } from '../../../test/compatibility-members';

const full = { bioLength: 300, answeredCount: 30 };
const empty = { bioLength: 0, answeredCount: 0 };

describe('communication score', () => {
  it('measures profile depth as half bio, half answers, each capped', () => {
    expect(profileDepth(full)).toBe(1);
    expect(profileDepth(empty)).toBe(0);
    expect(profileDepth({ bioLength: 100, answeredCount: 5 })).toBeCloseTo(0.5 * 0.5 + 0.5 * 0.25, 10);
  });

  it('scores two thorough profiles 100, two empty 0, and a thorough with an empty one 25', () => {
    expect(communicationScore(member(full), member(full))).toBe(100);
    expect(communicationScore(member(empty), member(empty))).toBe(0);
    expect(communicationScore(member(full), member(empty))).toBe(25);
  });

  it('never lowers when either member writes more or answers more', () => {
    const steps = [0, 40, 80, 120, 160, 200];
    for (const other of steps) {
      let previous = -Infinity;
      for (const bioLength of steps) {
        const score = communicationScore(
          member({ bioLength, answeredCount: 10 }),
          member({ bioLength: other, answeredCount: 10 }),
        );
        expect(score).toBeGreaterThanOrEqual(previous);
        previous = score;
      }
    }
  });

  it('ignores reply behaviour until there is some, then gives it 40 %', () => {
    const a = member(full);
    const b = member(full);
    expect(communicationScore(a, b)).toBe(100);
    // Replies to half the messages within a day (speed ½): quality 0.25; 0.6 × 100 + 0.4 × 25 = 70.
    const slow = { ...a, replyStats: { replyRate: 0.5, medianReplyMinutes: 24 * 60 } };
    expect(replyQuality(slow.replyStats)).toBeCloseTo(0.25, 10);
    expect(communicationScore(slow, b)).toBeCloseTo(70, 10);
    expect(communicationScore(b, slow)).toBeCloseTo(70, 10);
  });
});
