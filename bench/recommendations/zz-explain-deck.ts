import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { candidatesAmongQuery } from '../../apps/server/src/modules/discovery/candidates.repo';
import { birthdateBounds } from '../../apps/server/src/modules/discovery/recommendations.service';
const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/kindred_bench' });
await client.connect();
const {
  rows: [m],
} = await client.query(
  `SELECT d.user_id, d.candidate_ids, p.lat, p.lng FROM recommendation_decks d JOIN bench_measured b ON b.user_id = d.user_id JOIN profiles p ON p.user_id = d.user_id WHERE b.area='dense' ORDER BY b.swipes DESC LIMIT 1`,
);
const { rows: qrows } = await client.query(`SELECT question_id FROM question_answers WHERE user_id = $1`, [m.user_id]);
const qids = qrows.map((r: any) => r.question_id);
const q = new PgDialect().sqlToQuery(
  candidatesAmongQuery(
    { id: m.user_id, lat: m.lat, lng: m.lng, showMeKey: 'Women', wantedGenders: ['male'], age: 30 },
    { radiusMiles: 30, ...birthdateBounds(18, 70, new Date()) },
    m.candidate_ids.slice(0, 30),
    qids,
  ),
);
for (let i = 0; i < 4; i++) {
  const t0 = performance.now();
  await client.query(q.sql, q.params);
  console.log('plain ms', (performance.now() - t0).toFixed(1));
  const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) ${q.sql}`, q.params);
  if (i === 1) console.log(rows.map((r: any) => r['QUERY PLAN']).join('\n'));
}
await client.end();
