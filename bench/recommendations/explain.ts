// EXPLAIN (ANALYZE, BUFFERS) of the exact candidate statement GET /recommendations runs, with the
// same pinned planner settings, for measured members of the seeded real-PostgreSQL bench database.
// `npx tsx bench/recommendations/explain.ts [user-id ...]`; without ids: the dense member with the
// most swipes, the dense member with the widest radius, and the slowest kinds of medium and sparse.
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ageOn } from '@kindred/contract/age';
import { LIMITS } from '@kindred/contract/constants';
import { candidateQuery } from '../../apps/server/src/modules/discovery/candidates.repo';
import { birthdateBounds, CANDIDATE_POOL } from '../../apps/server/src/modules/discovery/recommendations.service';

const url = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/kindred_bench';
const WANTED: Record<string, string[] | null> = {
  Everyone: null,
  Women: ['female'],
  Men: ['male'],
  'Non-binary': ['non-binary'],
};
const SHOW_ME_KEY: Record<string, string> = { female: 'Women', male: 'Men', 'non-binary': 'Non-binary' };

const client = new pg.Client({ connectionString: url });
await client.connect();
let ids = process.argv.slice(2);
if (ids.length === 0) {
  const picks = await client.query<{ user_id: string }>(`
    (SELECT m.user_id FROM bench_measured m WHERE m.kind = 'measured' AND m.area = 'dense' ORDER BY m.swipes DESC LIMIT 1)
    UNION ALL
    (SELECT m.user_id FROM bench_measured m WHERE m.kind = 'measured' AND m.area = 'dense' ORDER BY m.in_radius DESC LIMIT 1)
    UNION ALL
    (SELECT m.user_id FROM bench_measured m WHERE m.kind = 'measured' AND m.area = 'medium' ORDER BY m.swipes DESC LIMIT 1)
    UNION ALL
    (SELECT m.user_id FROM bench_measured m WHERE m.kind = 'measured' AND m.area = 'sparse' ORDER BY m.swipes DESC LIMIT 1)`);
  ids = picks.rows.map((row) => row.user_id);
}

const dialect = new PgDialect();
const today = new Date();
for (const id of ids) {
  const {
    rows: [p],
  } = await client.query<{
    lat: number;
    lng: number;
    gender: string | null;
    show_me: string;
    birthdate: string;
    age_min: number;
    age_max: number;
    max_distance: number;
    swipes: number;
  }>(
    `SELECT lat, lng, gender, show_me, birthdate::text AS birthdate, age_min, age_max, max_distance,
       (SELECT count(*)::int FROM interactions WHERE actor_id = $1) AS swipes
     FROM profiles WHERE user_id = $1`,
    [id],
  );
  if (!p) throw new Error(`no profile ${id}`);
  const query = dialect.sqlToQuery(
    candidateQuery(
      {
        id,
        lat: p.lat,
        lng: p.lng,
        showMeKey: p.gender ? (SHOW_ME_KEY[p.gender] ?? null) : null,
        wantedGenders: WANTED[p.show_me] ?? null,
        age: ageOn(p.birthdate, today) ?? LIMITS.minAge,
      },
      {
        radiusMiles: p.max_distance,
        ...birthdateBounds(p.age_min, p.age_max, today),
        mode: 'recommendations',
        limit: CANDIDATE_POOL,
      },
    ),
  );
  console.log(
    `\n=== ${id}: ${p.gender} showing ${p.show_me}, ages ${p.age_min}-${p.age_max}, ${p.max_distance} miles, ${p.swipes} swipes`,
  );
  await client.query('BEGIN');
  await client.query('SET LOCAL enable_bitmapscan = off');
  await client.query('SET LOCAL enable_sort = off');
  const plan = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, query.params);
  await client.query('ROLLBACK');
  console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
}
await client.end();
