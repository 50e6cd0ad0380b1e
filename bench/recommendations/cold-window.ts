// GET /recommendations served from stored decks, timed warm and cold, for the measured members of
// one area of the seeded PostgreSQL bench database (decision 056: a read's time is mostly the deck
// window's random page reads). Cold means the VM's page cache dropped and PostgreSQL restarted
// before the pass, so nothing the members' decks point at is in memory; the pass also reports the
// blocks PostgreSQL read from outside its buffers, per table and index (pg_statio).
//
//   npx tsx bench/recommendations/cold-window.ts [--area=dense] [--cold-passes=2]
//
// Needs root (drop_caches) and the Debian cluster (`pg_ctlcluster`). JSON on stdout.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { kindredApp } from '../../apps/server/src/app';
import { createLogger } from '../../apps/server/src/http/logger';
import { createServer } from '../../apps/server/src/server';
import { loadConfig } from '../../apps/server/src/config';
import { hashToken } from '../../apps/server/src/modules/auth/token';
import { openDatabase } from '../../apps/server/src/db/open-database';

const url = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/kindred_bench';
const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const area = option('area', 'dense');
const coldPasses = Number(option('cold-passes', '2'));
const ENDPOINT = '/api/v1/recommendations';
const log = (line: string) => process.stderr.write(`[${new Date().toISOString().slice(11, 19)}] ${line}\n`);

const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : null;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
  return { count: sorted.length, p50: round(percentile(sorted, 0.5)), p95: round(percentile(sorted, 0.95)) };
};

const admin = new pg.Client({ connectionString: url });
await admin.connect();
const { rows: picked } = await admin.query<{ user_id: string; kind: string }>(
  `SELECT user_id, kind FROM bench_measured WHERE area = $1 ORDER BY kind, user_id`,
  [area],
);
const members = picked.map((row) => ({ ...row, token: randomBytes(32).toString('base64url') }));
if (members.length === 0) throw new Error(`no measured members in area ${area}: seed with bench:recommendations`);
await admin.query(`DELETE FROM sessions WHERE user_agent = 'kindred-bench-cold'`);
await admin.query(
  `INSERT INTO sessions (user_id, token_hash, expires_at, user_agent)
   SELECT unnest($1::uuid[]), unnest($2::text[]), now() + interval '1 day', 'kindred-bench-cold'`,
  [members.map((m) => m.user_id), members.map((m) => hashToken(m.token))],
);
await admin.end();

const handle = await openDatabase({ url });
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-bench-cold-')),
  SERVE_WEB: 'false',
  SEED_DEMO: 'false',
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
});
const app = createServer(createLogger(config.logLevel));
await app.register(kindredApp, { config, db: handle.db });
await app.ready();
await app.candidateIndex.readyWithin(60 * 60 * 1000);
log(`candidate index: ${app.candidateIndex.size} members`);

const measured = members.filter((m) => m.kind === 'measured');
const warmup = members.filter((m) => m.kind !== 'measured');
async function get(member: (typeof members)[number]): Promise<{ ms: number; status: number }> {
  const start = performance.now();
  const response = await app.inject({
    method: 'GET',
    url: ENDPOINT,
    headers: { authorization: `Bearer ${member.token}` },
  });
  return { ms: performance.now() - start, status: response.statusCode };
}
async function pass(): Promise<number[]> {
  const times: number[] = [];
  for (const member of measured) {
    const { ms, status } = await get(member);
    if (status !== 200) throw new Error(`${ENDPOINT} answered ${status}`);
    times.push(ms);
  }
  return times;
}

interface Statio {
  relation: string;
  blocks: number;
}
async function blocksRead(): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<Statio>(`
    SELECT relname AS relation, coalesce(heap_blks_read, 0) + coalesce(toast_blks_read, 0) AS blocks FROM pg_statio_user_tables
    UNION ALL SELECT indexrelname, idx_blks_read FROM pg_statio_user_indexes`);
  await client.end();
  return new Map(rows.map((row) => [row.relation, Number(row.blocks)]));
}

async function coldStart(): Promise<void> {
  execFileSync('sh', ['-c', 'sync; echo 3 > /proc/sys/vm/drop_caches']);
  const version = fs.readdirSync('/etc/postgresql')[0]!;
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart']);
  // The pool finds its connections gone; a warm-up member's read brings it back (and warms only
  // what every read shares: catalogs, the upper levels of indexes).
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { status } = await get(warmup[attempt % warmup.length] ?? measured[0]!);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the app did not come back after the restart');
}

log(`${measured.length} ${area} members: building decks`);
await pass();
const warm = [summary(await pass()), summary(await pass())];
log(`warm: ${JSON.stringify(warm)}`);
const cold = [];
for (let index = 0; index < coldPasses; index += 1) {
  await coldStart();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = await blocksRead();
  const times = await pass();
  await new Promise((resolve) => setTimeout(resolve, 1500)); // statistics reach pg_statio within a second
  const after = await blocksRead();
  const reads = [...after]
    .map(([relation, blocks]) => ({
      relation,
      blocks_per_read: (blocks - (before.get(relation) ?? 0)) / measured.length,
    }))
    .filter((row) => row.blocks_per_read >= 0.5)
    .sort((a, b) => b.blocks_per_read - a.blocks_per_read);
  cold.push({ ...summary(times), blocks_read_per_request: reads });
  log(`cold: ${JSON.stringify(summary(times))}`);
}
await app.close();
await handle.close();
process.stdout.write(
  `${JSON.stringify(
    {
      bench: 'recommendations-cold-window',
      date: new Date().toISOString(),
      git_commit: execFileSync('git', ['rev-parse', 'HEAD']).toString().trim(),
      area,
      members: measured.length,
      warm,
      cold,
    },
    null,
    2,
  )}\n`,
);
