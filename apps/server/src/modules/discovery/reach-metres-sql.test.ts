import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOCATION_SHARING } from '@kindred/contract/enums';
import { openTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { METRES_PER_MILE, reachMiles } from '../profiles/shown-distance';
import { reachMetresSql } from './candidates.repo';

describe('distance limits in SQL', () => {
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
