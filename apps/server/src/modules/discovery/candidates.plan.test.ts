import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../../test/app';
import { rowsOf } from '../../db/rows';
import { candidateQuery, withPinnedPlan } from './candidates.repo';
import { birthdateBounds } from './recommendations.service';

const t = useTestApp();

const MEMBERS = 20_000;
const SWIPES = 3_000;
// Members spread over roughly 60 x 60 miles around Austin, TX.
const CENTRE = { lat: 30.2672, lng: -97.7431 };

/**
 * DESIGN 10: the recommendation query must walk the geographic index, and must hash the member's
 * seen set once rather than probe it per candidate. Planners change their minds with table sizes,
 * so the plan is checked on enough rows to look like a city, after ANALYZE.
 */
describe('the candidate query plan', () => {
  it('walks the earth index in distance order and hashes the seen set', async () => {
    const { db } = t();
    await db.execute(sql`
      INSERT INTO users (id, email)
      SELECT md5('plan-' || n)::uuid, 'plan-' || n || '@example.com' FROM generate_series(1, ${MEMBERS}::int) AS n`);
    await db.execute(sql`
      INSERT INTO profiles (user_id, name, birthdate, gender, location, lat, lng, show_me, age_min, age_max,
        max_distance, onboarding_completed_at)
      SELECT md5('plan-' || n)::uuid, 'Member ' || n, date '1990-01-01' + (n % 7000),
        CASE WHEN n % 2 = 0 THEN 'male' ELSE 'female' END, 'Austin, TX',
        ${CENTRE.lat}::float8 + (random() - 0.5) * 0.9, ${CENTRE.lng}::float8 + (random() - 0.5) * 1.0,
        CASE WHEN n % 2 = 0 THEN 'Women' ELSE 'Men' END, 18, 60, 50, now()
      FROM generate_series(1, ${MEMBERS}::int) AS n`);
    const seekerId = rowsOf<{ id: string }>(await db.execute(sql`SELECT md5('plan-1')::uuid::text AS id`))[0]!.id;
    await db.execute(sql`
      INSERT INTO interactions (actor_id, target_id, status)
      SELECT ${seekerId}::uuid, md5('plan-' || (n * 2))::uuid, 'dislike' FROM generate_series(1, ${SWIPES}::int) AS n`);
    await db.execute(sql`ANALYZE`);

    const query = candidateQuery(
      { id: seekerId, lat: CENTRE.lat, lng: CENTRE.lng, showMeKey: 'Women', wantedGenders: ['male'], age: 30 },
      { radiusMiles: 30, ...birthdateBounds(20, 45, new Date()), mode: 'recommendations', limit: 150 },
    );
    const plan = rowsOf<Record<string, string>>(await withPinnedPlan(db, (tx) => tx.execute(sql`EXPLAIN ${query}`)))
      .map((row) => Object.values(row)[0])
      .join('\n');
    expect(plan).toMatch(/Index (Only )?Scan using profiles_recommendable_idx on profiles/);
    expect(plan).toMatch(/Index Cond: .*\(gender = 'male'::text\).*\(age_min <= /);
    expect(plan).toMatch(/Order By: \(\(ll_to_earth\(lat, lng\)\)(::cube)? <-> /);
    expect(plan).toMatch(/hashed SubPlan/);
    expect(plan).not.toMatch(/Seq Scan on profiles/);
  });
});
