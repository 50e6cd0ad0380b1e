import { describe, expect, it } from 'vitest';
import { INTEREST_MIN_WEIGHT, interestWeight, interestsScore } from './interests-score';

const shares: Record<string, number> = { hiking: 0.1, coffee: 0.5, art: 0.25, music: 0.5 };
const frequency = (interest: string) => shares[interest] ?? 0.1;

describe('interests score', () => {
  it('weighs an interest by −ln of its share, bounded for very rare and universal ones', () => {
    expect(interestWeight(0.5)).toBeCloseTo(Math.log(2), 10);
    expect(interestWeight(0.001)).toBeCloseTo(Math.log(100), 10);
    expect(interestWeight(1)).toBe(INTEREST_MIN_WEIGHT);
    expect(interestWeight(Number.NaN)).toBe(INTEREST_MIN_WEIGHT);
  });

  it('matches a case computed by hand', () => {
    // Shared: Hiking (ln 10). A also Coffee (ln 2), B also Art (ln 4).
    // Dice = 2 ln10 / (ln10 + ln2 + ln10 + ln4) = 0.6889; √ × 100 = 83.0.
    const result = interestsScore({ interests: ['Hiking', 'Coffee'] }, { interests: ['hiking', 'Art'] }, frequency);
    expect(result.score).toBeCloseTo(83.001, 3);
    expect(result.shared.map((interest) => interest.label)).toEqual(['Hiking']);
  });

  it('scores identical interests 100 and disjoint interests 0', () => {
    expect(interestsScore({ interests: ['Art', 'Coffee'] }, { interests: ['coffee', 'art'] }, frequency).score).toBe(
      100,
    );
    expect(interestsScore({ interests: ['Art'] }, { interests: ['Coffee'] }, frequency).score).toBe(0);
  });

  it('is neutral when either member lists no interests', () => {
    expect(interestsScore({ interests: [] }, { interests: ['Art'] }, frequency)).toEqual({ score: 50, shared: [] });
    expect(interestsScore({ interests: ['  '] }, { interests: ['Art'] }, frequency).score).toBe(50);
  });

  it('rewards a rare shared interest more than a common one', () => {
    const rare = interestsScore({ interests: ['Hiking', 'Coffee'] }, { interests: ['Hiking', 'Music'] }, frequency);
    const common = interestsScore({ interests: ['Hiking', 'Coffee'] }, { interests: ['Coffee', 'Art'] }, frequency);
    expect(rare.score).toBeGreaterThan(common.score);
  });

  it('lists shared interests rarest first, whichever member comes first', () => {
    const a = { interests: ['Coffee', 'Art', 'Hiking', 'Yoga'] };
    const b = { interests: ['coffee', 'HIKING', 'art'] };
    const labels = (x: typeof a, y: typeof a) => interestsScore(x, y, frequency).shared.map((i) => i.label);
    expect(labels(a, b)).toEqual(['HIKING', 'Art', 'Coffee']);
    expect(labels(b, a)).toEqual(labels(a, b));
  });

  it('asks the frequency of the trimmed, lower-cased interest', () => {
    const asked: string[] = [];
    interestsScore({ interests: [' Rock Climbing '] }, { interests: ['Art'] }, (interest) => {
      asked.push(interest);
      return 0.2;
    });
    expect(asked).toContain('rock climbing');
  });
});
