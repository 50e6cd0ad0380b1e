import { describe, expect, it } from 'vitest';
import { LOCATION_SHARING } from '@kindred/contract/enums';
import { HIDDEN_BAND_MILES, METRES_PER_MILE, comparableDistance, reachMiles } from './shown-distance';

const LIMITS = Array.from({ length: 100 }, (_, i) => i + 1);

describe('distance limits', () => {
  it.each(LOCATION_SHARING)('for "%s" hold exactly the members whose comparable distance is within them', (sharing) => {
    for (const limit of LIMITS) {
      // A Hidden member is within a limit when within the band holding it.
      const bound = sharing === 'Hidden' ? Math.ceil(limit / HIDDEN_BAND_MILES) * HIDDEN_BAND_MILES : limit;
      for (let tenths = 0; tenths <= 1500; tenths += 1) {
        const miles = tenths / 10 + 0.03;
        const within = (comparableDistance(miles * METRES_PER_MILE, sharing) ?? Infinity) <= bound;
        expect(within, `${sharing}, ${miles} miles, limit ${limit}`).toBe(miles < reachMiles(limit, sharing));
      }
    }
  });

  it('give a Hidden member the same answer for every limit in their band', () => {
    for (const limit of [1, 5, 10, 24, 25]) expect(reachMiles(limit, 'Hidden')).toBe(25);
    for (const limit of [26, 50]) expect(reachMiles(limit, 'Hidden')).toBe(50);
  });
});
