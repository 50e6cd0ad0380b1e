import { describe, expect, it } from 'vitest';
import { OVERALL_WEIGHTS, compatibility } from './compatibility';
import {
  answer,
  member,
  pairContext,
  randomContext,
  randomMember,
  seededRandom,
} from '../../../test/compatibility-members';

const thorough = { bioLength: 200, answeredCount: 20 };

describe('compatibility', () => {
  it('blends the sub-scores with weights that total 1', () => {
    expect(Object.values(OVERALL_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(1, 10);
  });

  it('matches a case computed by hand', () => {
    // Values 61.80 (the two-question case of values-score.test.ts); everything else identical: 100.
    // 0.4 × 61.80 + 0.2 × 100 + 0.25 × 100 + 0.15 × 100 = 84.72.
    const a = member({
      ...thorough,
      interests: ['Hiking'],
      answers: {
        'want-children': answer('yes', ['yes'], 'very'),
        tidiness: answer('tidy', ['tidy', 'spotless'], 'somewhat'),
      },
    });
    const b = member({
      ...thorough,
      interests: ['Hiking'],
      answers: {
        'want-children': answer('yes', ['yes', 'open'], 'a little'),
        tidiness: answer('lived-in', ['tidy'], 'very'),
      },
    });
    const result = compatibility(a, b, pairContext({ distanceMiles: 0 }));
    expect(result.subScores).toEqual({ values: 62, interests: 100, lifestyle: 100, communication: 100 });
    expect(result.overall).toBe(85);
    expect(result.excluded).toBe(false);
  });

  it('gives a pair with nothing to compare neutral values and interests', () => {
    const result = compatibility(member(thorough), member(thorough), pairContext({ distanceMiles: 0 }));
    expect(result.subScores.values).toBe(50);
    expect(result.subScores.interests).toBe(50);
    // 0.4 × 50 + 0.2 × 50 + 0.25 × 100 + 0.15 × 100.
    expect(result.overall).toBe(70);
  });

  it('excludes a pair with a mandatory mismatch whichever member comes first', () => {
    const a = member({ answers: { exclusivity: answer('monogamous', ['monogamous'], 'mandatory') } });
    const b = member({ answers: { exclusivity: answer('non-monogamous', ['non-monogamous'], 'somewhat') } });
    expect(compatibility(a, b, pairContext()).excluded).toBe(true);
    expect(compatibility(b, a, pairContext()).excluded).toBe(true);
  });

  it('is symmetric and within 0 to 100 for 1,000 random pairs', () => {
    const random = seededRandom(20240611);
    let excluded = 0;
    for (let i = 0; i < 1000; i++) {
      const a = randomMember(random);
      const b = randomMember(random);
      const ctx = randomContext(random);
      const ab = compatibility(a, b, ctx);
      const ba = compatibility(b, a, ctx);
      expect(ba.overall).toBe(ab.overall);
      expect(ba.subScores).toEqual(ab.subScores);
      expect(ba.excluded).toBe(ab.excluded);
      expect(ba.reasons).toEqual(ab.reasons);
      for (const score of [ab.overall, ...Object.values(ab.subScores)]) {
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }
      expect(ab.reasons.length).toBeLessThanOrEqual(3);
      if (ab.excluded) excluded++;
    }
    // The random answers include mandatory ones: both outcomes are exercised.
    expect(excluded).toBeGreaterThan(0);
    expect(excluded).toBeLessThan(1000);
  });
});

describe('compatibility reasons', () => {
  const close = {
    interests: ['Hiking', 'Coffee', 'Art', 'Yoga'],
    answers: {
      'want-children': answer('yes', ['yes'], 'very'),
      'white-lies': answer('never', ['never', 'rarely'], 'mandatory'),
      pets: answer('have', ['have', 'want'], 'a little'),
    },
  };
  const closeToo = {
    interests: ['art', 'coffee', 'hiking', 'Gaming'],
    answers: {
      'want-children': answer('yes', ['yes', 'open'], 'very'),
      'white-lies': answer('rarely', ['never', 'rarely'], 'very'),
      pets: answer('want', ['have', 'want'], 'very'),
    },
  };

  it('lists the three most informative, strongest first', () => {
    const result = compatibility(member(close), member(closeToo), pairContext({ distanceMiles: 4 }));
    expect(result.reasons).toEqual([
      'You agree on children and honesty',
      '3 shared interests: Art, Coffee, Hiking',
      'You are both looking for a relationship',
    ]);
  });

  it('does not cite an agreement one member rated only a little important', () => {
    const result = compatibility(member(close), member(closeToo), pairContext({ distanceMiles: 4 }));
    expect(result.reasons.join(' ')).not.toContain('pets');
  });

  it('falls back to distance, fewer interests and shared habits', () => {
    const a = member({ lookingFor: 'Casual', interests: ['Coffee', 'Art'] });
    const b = member({ lookingFor: 'Relationship', interests: ['coffee', 'Music'] });
    expect(compatibility(a, b, pairContext({ distanceMiles: 0.4 })).reasons).toEqual([
      'You live less than a mile apart',
      '1 shared interest: Coffee',
      'Neither of you smokes',
    ]);
  });

  it('says how many miles apart, and nothing about distance beyond the limits', () => {
    const a = member({ lookingFor: null, smoking: '', drinking: '' });
    const b = member({ lookingFor: null, smoking: '', drinking: '' });
    expect(compatibility(a, b, pairContext({ distanceMiles: 1.2 })).reasons).toEqual(['You live 1 mile apart']);
    expect(compatibility(a, b, pairContext({ distanceMiles: 12.6 })).reasons).toEqual(['You live 13 miles apart']);
    expect(compatibility(a, b, pairContext({ distanceMiles: 40 })).reasons).toEqual([]);
  });

  it('quotes only the distance the members may be told (location sharing), never the exact one', () => {
    const a = member({ lookingFor: null, smoking: '', drinking: '' });
    const b = member({ lookingFor: null, smoking: '', drinking: '' });
    const cityOnly = compatibility(a, b, pairContext({ distanceMiles: 1.2, shownDistanceMiles: 5 }));
    expect(cityOnly.reasons).toEqual(['You live 5 miles apart']);
    const hidden = compatibility(a, b, pairContext({ distanceMiles: 1.2, shownDistanceMiles: null }));
    expect(hidden.reasons).toEqual([]);
    // The score still uses the exact distance.
    expect(hidden.subScores).toEqual(compatibility(a, b, pairContext({ distanceMiles: 1.2 })).subScores);
  });

  it('recognises two serious goals that differ in name', () => {
    const a = member({ lookingFor: 'Marriage', smoking: '', drinking: '' });
    const b = member({ lookingFor: 'Relationship', smoking: '', drinking: '' });
    expect(compatibility(a, b, pairContext({ distanceMiles: null })).reasons).toEqual([
      'You both want something serious',
    ]);
  });

  it('mentions thoughtful profiles when both are thorough', () => {
    const a = member({ ...thorough, lookingFor: null, smoking: '', drinking: '' });
    expect(compatibility(a, a, pairContext({ distanceMiles: null })).reasons).toEqual([
      'You both put real thought into your profiles',
    ]);
  });
});
