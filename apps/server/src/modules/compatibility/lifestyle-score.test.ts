import { DRINKING, LOOKING_FOR, SMOKING } from '@kindred/contract/enums';
import { describe, expect, it } from 'vitest';
import {
  DRINKING_FIT,
  LIFESTYLE_WEIGHTS,
  LOOKING_FOR_FIT,
  SMOKING_FIT,
  ageFit,
  distanceFit,
  drinkingFit,
  lifestyleScore,
  lookingForFit,
  smokingFit,
} from './lifestyle-score';
import { member, pairContext } from '../../../test/compatibility-members';

const pairsOf = (values: readonly string[]) =>
  values.flatMap((x, i) => values.slice(i + 1).map((y) => [x, y].sort().join('|')));

describe('lifestyle tables', () => {
  it('have an entry for every pair of different values, so a new enum value cannot go unscored', () => {
    expect(Object.keys(DRINKING_FIT).sort()).toEqual(pairsOf(DRINKING).sort());
    expect(Object.keys(SMOKING_FIT).sort()).toEqual(pairsOf(SMOKING).sort());
    expect(Object.keys(LOOKING_FOR_FIT).sort()).toEqual(pairsOf(LOOKING_FOR).sort());
  });

  it('score the same value 100, are symmetric, and treat unknown values as neutral', () => {
    for (const [fit, values] of [
      [drinkingFit, DRINKING],
      [smokingFit, SMOKING],
      [lookingForFit, LOOKING_FOR],
    ] as const) {
      for (const x of values) {
        expect(fit(x, x)).toBe(100);
        for (const y of values) expect(fit(x, y)).toBe(fit(y, x));
        expect(fit(x, '')).toBe(50);
      }
    }
    expect(lookingForFit(null, 'Relationship')).toBe(50);
  });

  it('rank smoking and drinking habits by how far apart they are', () => {
    expect(smokingFit('Non-smoker', 'Social smoker')).toBeGreaterThan(smokingFit('Non-smoker', 'Regular smoker'));
    expect(drinkingFit('Non-drinker', 'Social drinker')).toBeGreaterThan(drinkingFit('Non-drinker', 'Regular drinker'));
  });

  it('rank the same goal above compatible goals above conflicting ones', () => {
    expect(lookingForFit('Marriage', 'Marriage')).toBeGreaterThan(lookingForFit('Marriage', 'Relationship'));
    expect(lookingForFit('Marriage', 'Relationship')).toBeGreaterThan(lookingForFit('Marriage', 'Not sure yet'));
    expect(lookingForFit('Marriage', 'Not sure yet')).toBeGreaterThan(lookingForFit('Marriage', 'Casual'));
  });
});

describe('age fit', () => {
  it('is full well inside the range and softens near and beyond its edges', () => {
    expect(ageFit(30, [25, 35])).toBe(1);
    expect(ageFit(33, [25, 35])).toBe(1);
    expect(ageFit(34, [25, 35])).toBeCloseTo(0.925, 10);
    expect(ageFit(35, [25, 35])).toBeCloseTo(0.85, 10);
    expect(ageFit(36, [25, 35])).toBeCloseTo(0.85 * (2 / 3), 10);
    expect(ageFit(24, [25, 35])).toBeCloseTo(0.85 * (2 / 3), 10);
    expect(ageFit(38, [25, 35])).toBe(0);
    expect(ageFit(60, [25, 35])).toBe(0);
    expect(ageFit(null, [25, 35])).toBe(0.5);
  });
});

describe('distance fit', () => {
  it('is best next door, half at the nearer limit and zero at twice it', () => {
    expect(distanceFit(0, 20, 50)).toBe(1);
    expect(distanceFit(10, 20, 50)).toBeCloseTo(0.75, 10);
    expect(distanceFit(20, 50, 20)).toBeCloseTo(0.5, 10);
    expect(distanceFit(30, 20, 50)).toBeCloseTo(0.25, 10);
    expect(distanceFit(40, 20, 50)).toBe(0);
    expect(distanceFit(null, 20, 50)).toBe(0.5);
  });

  it('never rises as the members live farther apart', () => {
    let previous = Infinity;
    for (let miles = 0; miles <= 120; miles += 0.5) {
      const fit = distanceFit(miles, 30, 60);
      expect(fit).toBeLessThanOrEqual(previous);
      previous = fit;
    }
  });
});

describe('lifestyle score', () => {
  it('weights its components to a total of 1', () => {
    expect(Object.values(LIFESTYLE_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(1, 10);
  });

  it('matches a case computed by hand', () => {
    const a = member({ lookingFor: 'Relationship', smoking: 'Non-smoker', drinking: 'Social drinker', age: 30 });
    const b = member({
      lookingFor: 'Marriage',
      smoking: 'Social smoker',
      drinking: 'Regular drinker',
      age: 34,
      ageRange: [28, 40],
      maxDistance: 10,
    });
    const result = lifestyleScore(a, b, pairContext({ distanceMiles: 5 }));
    // Age: 30 in [28, 40] fits 1, 34 in [25, 35] fits 0.925; distance 5 of a 10-mile limit: 0.75.
    expect(result.components).toEqual({
      lookingFor: 85,
      smoking: 40,
      drinking: 75,
      age: expect.closeTo(100 * Math.sqrt(0.925), 10),
      distance: 75,
    });
    // 0.3 × 85 + 0.2 × 40 + 0.15 × 75 + 0.15 × 96.18 + 0.2 × 75
    expect(result.score).toBeCloseTo(74.1765, 3);
  });
});
