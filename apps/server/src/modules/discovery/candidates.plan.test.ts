import { beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { useTestApp } from '../../../test/app';
import { rowsOf } from '../../db/rows';
import { candidateQuery, candidatesAmongQuery, withPinnedPlan } from './candidates.repo';
import { birthdateBounds } from './recommendations.service';

const t = useTestApp();

const MEMBERS = 20_000;
const SWIPES = 3_000;
// Members spread over roughly 60 x 60 miles of central Nevada, far from every city other tests
// use: test files that share a worker share its database.
const CENTRE = { lat: 39.5, lng: -117.0 };

/**
 * DESIGN 10: the recommendation query must walk the geographic index, and must hash the member's
 * seen set once rather than probe it per candidate. Planners change their minds with table sizes,
 * so the plan is checked on enough rows to look like a city, after ANALYZE.
 */
describe('the candidate query plans', () => {
  let seekerId = '';
  const seeker = () => ({
    id: seekerId,
    lat: CENTRE.lat,
    lng: CENTRE.lng,
    showMeKey: 'Women',
    wantedGenders: ['male'],
    age: 30,
  });
  const explain = async (query: SQL, pinned: boolean) => {
    const { db } = t();
    const run = (tx: typeof db) => tx.execute(sql`EXPLAIN ${query}`);
    return rowsOf<Record<string, string>>(await (pinned ? withPinnedPlan(db, run) : run(db)))
      .map((row) => Object.values(row)[0])
      .join('\n');
  };

  beforeAll(async () => {
    const { db } = t();
    await db.execute(sql`
      INSERT INTO users (id, email)
      SELECT md5('plan-' || n)::uuid, 'plan-' || n || '@example.com' FROM generate_series(1, ${MEMBERS}::int) AS n`);
    await db.execute(sql`
      INSERT INTO profiles (user_id, name, birthdate, gender, location, lat, lng, show_me, age_min, age_max,
        max_distance, onboarding_completed_at, discoverable)
      SELECT md5('plan-' || n)::uuid, 'Member ' || n, date '1990-01-01' + (n % 7000),
        CASE WHEN n % 2 = 0 THEN 'male' ELSE 'female' END, 'Central Nevada',
        ${CENTRE.lat}::float8 + (random() - 0.5) * 0.9, ${CENTRE.lng}::float8 + (random() - 0.5) * 1.0,
        CASE WHEN n % 2 = 0 THEN 'Women' ELSE 'Men' END, 18, 60, 50, now(), true
      FROM generate_series(1, ${MEMBERS}::int) AS n`);
    seekerId = rowsOf<{ id: string }>(await db.execute(sql`SELECT md5('plan-1')::uuid::text AS id`))[0]!.id;
    await db.execute(sql`
      INSERT INTO interactions (actor_id, target_id, status)
      SELECT ${seekerId}::uuid, md5('plan-' || (n * 2))::uuid, 'dislike' FROM generate_series(1, ${SWIPES}::int) AS n`);
    await db.execute(sql`
      INSERT INTO photos (user_id, position, width, height)
      SELECT md5('plan-' || n)::uuid, position, 800, 1000
      FROM generate_series(1, ${MEMBERS}::int) AS n, generate_series(0, 2) AS position`);
    // As autovacuum leaves a table that seldom changes: its pages all-visible, so an index-only scan needs no table page.
    await db.execute(sql`VACUUM ANALYZE users, profiles, photos, interactions`);
  });

  it('walks the earth index in distance order and hashes the seen set', async () => {
    const query = candidateQuery(seeker(), {
      radiusMiles: 30,
      ...birthdateBounds(20, 45, new Date()),
      mode: 'recommendations',
      limit: 150,
    });
    const plan = await explain(query, true);
    expect(plan).toMatch(/Index (Only )?Scan using profiles_recommendable_idx on profiles/);
    expect(plan).toMatch(/Index Cond: .*\(gender = 'male'::text\).*\(age_min <= /);
    expect(plan).toMatch(/Order By: \(\(ll_to_earth\(shown_lat, shown_lng\)\)(::cube)? <-> /);
    expect(plan).toMatch(/hashed SubPlan/);
    expect(plan).not.toMatch(/Seq Scan on profiles/);
  });

  it('re-checks a deck window by primary key, probing the seen set per member, the account and photos from indexes alone', async () => {
    const { db } = t();
    const ids = rowsOf<{ id: string }>(
      await db.execute(sql`SELECT md5('plan-' || (n * 2 + 1))::uuid::text AS id FROM generate_series(1, 30) AS n`),
    ).map((row) => row.id);
    // As For You reads a window: the answers come from the candidate index (decision 059).
    const query = candidatesAmongQuery(
      seeker(),
      { radiusMiles: 30, ...birthdateBounds(20, 45, new Date()) },
      ids,
      null,
    );
    const plan = await explain(query, false);
    expect(plan).toMatch(/Index Scan (using|on) profiles_pkey/);
    expect(plan).toMatch(/Index Only Scan using users_card_idx on users/);
    expect(plan).toMatch(/Index Only Scan using photos_user_position_id_idx on photos/);
    expect(plan).not.toMatch(/question_answers/);
    expect(plan).toMatch(/Index (Only )?Scan using interactions_actor_id_target_id_pk on interactions/);
    expect(plan).not.toMatch(
      /hashed SubPlan|Seq Scan on (profiles|interactions)|Hash Anti Join|profiles_recommendable_idx/,
    );
  });
});
