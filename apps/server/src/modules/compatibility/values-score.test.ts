import { describe, expect, it } from 'vitest';
import { answer, member, randomMember, seededRandom } from '../../../test/compatibility-members';
import { VALUES_SHRINK_K, hasMandatoryMismatch, satisfaction, sharedQuestionIds, valuesScore } from './values-score';

describe('values score', () => {
  it('is a neutral 50 when the members share no question', () => {
    const a = member({ answers: { pets: answer('have', ['have'], 'very') } });
    const b = member({ answers: { tidiness: answer('tidy', ['tidy'], 'very') } });
    expect(valuesScore(a, b)).toEqual({ score: 50, shared: 0, excluded: false });
  });

  it('matches a two-question case computed by hand', () => {
    // A is satisfied on q1 (50 of 50) but not q2 (0 of 10): 50/60. B is satisfied on both: 51/51.
    // raw = 100 × √(5/6 × 1) = 91.29; two shared questions: 50 + 41.29 × 2/7 = 61.80.
    const a = member({
      answers: {
        'want-children': answer('yes', ['yes'], 'very'),
        tidiness: answer('tidy', ['tidy', 'spotless'], 'somewhat'),
      },
    });
    const b = member({
      answers: {
        'want-children': answer('yes', ['yes', 'open'], 'a little'),
        tidiness: answer('lived-in', ['tidy'], 'very'),
      },
    });
    expect(satisfaction(a, b, ['tidiness', 'want-children'])).toBeCloseTo(50 / 60, 10);
    expect(satisfaction(b, a, ['tidiness', 'want-children'])).toBe(1);
    const result = valuesScore(a, b);
    expect(result.shared).toBe(2);
    expect(result.excluded).toBe(false);
    expect(result.score).toBeCloseTo(61.796, 3);
  });

  it('combines the directions by geometric mean: one side fully unsatisfied gives a raw 0', () => {
    const a = member({ answers: { pets: answer('have', ['have'], 'very') } });
    const b = member({ answers: { pets: answer('no', ['have', 'no'], 'very') } });
    // raw 0 with one question: 50 − 50 × 1/6.
    expect(valuesScore(a, b).score).toBeCloseTo(50 - 50 / 6, 10);
  });

  it('treats a member who marked every shared question irrelevant as half satisfied', () => {
    const a = member({ answers: { pets: answer('have', [], 'irrelevant') } });
    const b = member({ answers: { pets: answer('no', ['no', 'have'], 'very') } });
    expect(satisfaction(a, b, ['pets'])).toBe(0.5);
    expect(valuesScore(a, b).score).toBeCloseTo(50 + (100 * Math.sqrt(0.5) - 50) / 6, 10);
  });

  it('only counts questions both members answered', () => {
    const a = member({ answers: { pets: answer('have', ['have'], 'very'), travel: answer('often', [], 'very') } });
    const b = member({ answers: { pets: answer('have', ['have'], 'very') } });
    expect(sharedQuestionIds(a, b)).toEqual(['pets']);
    expect(valuesScore(a, b).shared).toBe(1);
  });

  it('shrinks toward 50 with few shared questions and approaches the raw score with many', () => {
    expect(VALUES_SHRINK_K).toBe(5);
    const agreeing = (n: number) => {
      const answers = Object.fromEntries(
        Array.from({ length: n }, (_, i) => [`q-${i}`, answer('x', ['x'], 'somewhat')] as const),
      );
      return valuesScore(member({ answers }), member({ answers })).score;
    };
    expect(agreeing(1)).toBeCloseTo(50 + 50 / 6, 10);
    expect(agreeing(5)).toBeCloseTo(75, 10);
    expect(agreeing(20)).toBeCloseTo(90, 10);
    let previous = 50;
    for (let n = 1; n <= 40; n++) {
      const score = agreeing(n);
      expect(score).toBeGreaterThan(previous);
      expect(score).toBeLessThan(100);
      previous = score;
    }
  });

  it('never lowers when one member comes to accept the other’s answer', () => {
    const random = seededRandom(7);
    let checked = 0;
    for (let i = 0; i < 300; i++) {
      const a = randomMember(random);
      const b = randomMember(random);
      const before = valuesScore(a, b).score;
      const id = sharedQuestionIds(a, b).find((qid) => !a.answers[qid]!.accepted.includes(b.answers[qid]!.answer));
      if (!id) continue;
      const own = a.answers[id]!;
      const widened = {
        ...a,
        answers: { ...a.answers, [id]: { ...own, accepted: [...own.accepted, b.answers[id]!.answer] } },
      };
      expect(valuesScore(widened, b).score).toBeGreaterThanOrEqual(before - 1e-9);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('excludes the pair, both ways, when a mandatory answer is not accepted', () => {
    const strict = member({ answers: { 'want-children': answer('yes', ['yes'], 'mandatory') } });
    const other = member({ answers: { 'want-children': answer('no', ['no', 'yes'], 'a little') } });
    expect(valuesScore(strict, other).excluded).toBe(true);
    expect(valuesScore(other, strict).excluded).toBe(true);
    expect(hasMandatoryMismatch(other, strict)).toBe(true);
  });

  it('does not exclude when the mandatory answer is accepted or the other did not answer', () => {
    const strict = member({ answers: { 'want-children': answer('yes', ['yes'], 'mandatory') } });
    const agreeing = member({ answers: { 'want-children': answer('yes', ['no'], 'somewhat') } });
    const silent = member({ answers: { pets: answer('have', ['have'], 'very') } });
    expect(valuesScore(strict, agreeing).excluded).toBe(false);
    expect(valuesScore(agreeing, strict).excluded).toBe(false);
    expect(valuesScore(strict, silent).excluded).toBe(false);
  });
});
