import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/open-database';

const url = 'postgres://postgres@127.0.0.1:5432/kindred_bench';
const handle = await openDatabase({ url, migrate: false });
const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows } = await client.query(
  `SELECT user_id FROM bench_measured WHERE kind='measured' AND area='dense' ORDER BY user_id LIMIT ${Number(process.env.ZZ_MEMBERS ?? 100)}`,
);
const tokens: string[] = [];
for (const { user_id } of rows) {
  const token = randomBytes(32).toString('base64url');
  tokens.push(token);
  await client.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at, user_agent) VALUES ($1, $2, now() + interval '1 day', 'zz')`,
    [user_id, createHash('sha256').update(token).digest('hex')],
  );
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zz-'));
const app = await buildApp({
  config: loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SERVE_WEB: 'false',
    SEED_DEMO: 'false',
  }),
  db: handle.db,
});
await app.ready();
const qlog: [number, string][] = [];
const pool = (handle.db as any).$client;
const orig = pool.query.bind(pool);
pool.query = async (...args: any[]) => {
  const t = performance.now();
  const r = await orig(...args);
  const text = typeof args[0] === 'string' ? args[0] : args[0].text;
  qlog.push([performance.now() - t, text.replace(/\s+/g, ' ').slice(0, 70)]);
  return r;
};
const get = (token: string) =>
  app.inject({ method: 'GET', url: '/api/v1/recommendations', headers: { authorization: `Bearer ${token}` } });
for (const token of tokens) await get(token); // decks
qlog.length = 0;
const times: number[] = [];
const session = (await import('node:inspector/promises')).Session;
const s = new session();
s.connect();
await s.post('Profiler.enable');
await s.post('Profiler.start');
for (let r = 0; r < Number(process.env.ZZ_ROUNDS ?? 3); r++)
  for (const token of tokens) {
    const t = performance.now();
    const res = await get(token);
    times.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(res.body);
  }
const { profile } = await s.post('Profiler.stop');
console.log('queries per request', (qlog.length / times.length).toFixed(2));
const agg = new Map<string, [number, number]>();
for (const [ms, text] of qlog) {
  const a = agg.get(text) ?? [0, 0];
  a[0] += ms;
  a[1]++;
  agg.set(text, a);
}
for (const [text, [ms, n]] of [...agg].sort((a, b) => b[1][0] - a[1][0]).slice(0, 8))
  console.log((ms / n).toFixed(2).padStart(7), n, text);
fs.writeFileSync('/tmp/bench/warm.cpuprofile', JSON.stringify(profile));
times.sort((a, b) => a - b);
console.log(
  'p50',
  times[Math.floor(times.length * 0.5)].toFixed(1),
  'p95',
  times[Math.floor(times.length * 0.95)].toFixed(1),
);
const base: number[] = [];
for (const token of tokens) {
  const t = performance.now();
  await app.inject({ method: 'GET', url: '/api/v1/blocks', headers: { authorization: `Bearer ${token}` } });
  base.push(performance.now() - t);
}
base.sort((a, b) => a - b);
console.log('blocks p50', base[Math.floor(base.length / 2)].toFixed(1));
console.log(
  'p50',
  times[Math.floor(times.length * 0.5)].toFixed(1),
  'p95',
  times[Math.floor(times.length * 0.95)].toFixed(1),
);
await client.query(`DELETE FROM sessions WHERE user_agent = 'zz'`);
await client.end();
await app.close();
await handle.close();
