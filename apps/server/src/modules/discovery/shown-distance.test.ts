import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOCATION_SHARING } from '@kindred/contract/enums';
import { openTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { reachMetresSql } from './candidates.repo';
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

  describe('in SQL', () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openTestDatabase();
    });
    afterAll(() => handle.close());

    it.each(LOCATION_SHARING)('agree with the code for "%s"', async (sharing) => {
      const result = await handle.db.execute(sql`
        SELECT l AS limit, ${reachMetresSql(sql`l::float8`)} AS metres
        FROM generate_series(1, 100) AS l, (SELECT ${sharing}::text AS location_sharing) AS p`);
      for (const row of rowsOf<{ limit: number; metres: number }>(result)) {
        expect(Number(row.metres)).toBeCloseTo(reachMiles(Number(row.limit), sharing) * METRES_PER_MILE, 6);
      }
    });
  });
});
