import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { schema, type Database } from '../../apps/server/src/db/database';
import { createPhotoService } from '../../apps/server/src/modules/photos/photos.service';
import { createPhotoStorage } from '../../apps/server/src/modules/photos/photo-storage';
import { createRecommendationService } from '../../apps/server/src/modules/discovery/recommendations.service';

const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/kindred_bench', max: 10 });
const log: [number, string][] = [];
const origQuery = pool.query.bind(pool);
(pool as any).query = async (...args: any[]) => {
  const t = performance.now();
  const r = await (origQuery as any)(...args);
  const text = typeof args[0] === 'string' ? args[0] : args[0].text;
  log.push([performance.now() - t, text.replace(/\s+/g, ' ').slice(0, 90)]);
  return r;
};
const db = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Database;
const photos = createPhotoService({ db, storage: createPhotoStorage('/tmp/bench/uploads') });
const service = createRecommendationService({ db, photos });
const { rows } = await pool.query(
  `SELECT user_id FROM bench_measured WHERE kind='measured' AND area=$1 ORDER BY swipes DESC LIMIT 8`,
  [process.argv[2] ?? 'dense'],
);
for (const { user_id } of rows) {
  await service.recommend(user_id);
  for (let i = 0; i < 2; i++) {
    log.length = 0;
    const t = performance.now();
    await service.recommend(user_id);
    const total = performance.now() - t;
    console.log(`total ${total.toFixed(1)}  sql ${log.reduce((a, [ms]) => a + ms, 0).toFixed(1)}`);
    if (i === 1) for (const [ms, text] of log) console.log(`  ${ms.toFixed(1).padStart(6)} ${text}`);
  }
}
await service.drain();
await pool.end();
