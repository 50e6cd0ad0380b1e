import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOCATION_SHARING } from '@kindred/contract/enums';
import { openTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../database';
import { rowsOf } from '../rows';
import { SHOWN_CELL_MILES, shownLatExpression, shownLngExpression } from './shown-location';

describe('the shown point (generated shown_lat, shown_lng)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it.each(LOCATION_SHARING)(
    'for "%s" lies between half a cell diagonal (2 miles or more) and a diagonal from the member',
    async (sharing) => {
      // 5,000 places from Florida to Alaska, through the columns' own expressions.
      const result = await handle.db.execute(sql`
        WITH places AS (
          SELECT 24 + random() * 46 AS lat, -165 + random() * 98 AS lng, ${sharing}::text AS location_sharing
          FROM generate_series(1, 5000)),
        shown AS (SELECT lat, lng, ${shownLatExpression} AS shown_lat, ${shownLngExpression} AS shown_lng FROM places),
        apart AS (SELECT earth_distance(ll_to_earth(lat, lng), ll_to_earth(shown_lat, shown_lng)) / 1609.344 AS miles FROM shown)
        SELECT min(miles) AS nearest, max(miles) AS farthest FROM apart`);
      const [row] = rowsOf<{ nearest: number; farthest: number }>(result);
      const cell = SHOWN_CELL_MILES[sharing];
      expect(Number(row!.nearest)).toBeGreaterThanOrEqual(Math.max(2, (cell / Math.SQRT2) * 0.99));
      expect(Number(row!.farthest)).toBeLessThanOrEqual(cell * Math.SQRT2 * 1.01);
    },
  );

  it('is the same corner for every place in a quarter cell: moving back gives nothing new to average', async () => {
    const result = await handle.db.execute(sql`
      WITH places AS (
        SELECT 47.92526 + (random() - 0.5) * 0.001 AS lat, -97.03285 + (random() - 0.5) * 0.001 AS lng,
          'Exact location'::text AS location_sharing
        FROM generate_series(1, 50))
      SELECT count(DISTINCT (${shownLatExpression}, ${shownLngExpression})) AS corners FROM places`);
    expect(Number(rowsOf<{ corners: number }>(result)[0]!.corners)).toBe(1);
  });
});
