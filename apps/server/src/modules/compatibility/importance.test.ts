import { describe, expect, it } from 'vitest';
import { IMPORTANCE_LEVELS, IMPORTANCE_WEIGHTS } from './importance';

describe('importance', () => {
  it('weighs the levels 0, 1, 10, 50 and 250', () => {
    expect(IMPORTANCE_LEVELS.map((level) => IMPORTANCE_WEIGHTS[level])).toEqual([0, 1, 10, 50, 250]);
  });
});
