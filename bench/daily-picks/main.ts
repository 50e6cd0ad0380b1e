// The daily pick's pass (docs/decisions/105) on the recommendations bench's seeds: wall time, peak
// memory, how many members get a mutual pick, a one-way pick or none, and how the picks'
// compatibility compares with each member's best candidate. Nothing is written (choose(), not run()).
// `npx tsx --expose-gc bench/daily-picks/main.ts [--only=postgres|pglite]`; seed first with
// `npm run bench:recommendations -- --seed-only`. JSON on stdout, progress on stderr.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { kindredApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { createLogger } from '../../apps/server/src/http/logger';
import { createServer } from '../../apps/server/src/server';
import { createDailyPicks, DAILY_PICK_ACTIVE_MS } from '../../apps/server/src/modules/discovery/daily-picks';
import { activeMemberIds } from '../../apps/server/src/modules/discovery/daily-picks.repo';
import { openPgliteBench } from '../recommendations/seed-pglite';
import { openPostgresBench, type BenchDatabase } from '../recommendations/seed-postgres';
import { targets } from '../recommendations/targets';

const args = process.argv.slice(2);
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
/**
 * Members whose candidates are found (the first this many active members in id order): the pass's
 * cost a member, times the active members, estimates a full pass. 0: the full pass.
 */
const SAMPLE = {
  postgres: Number(process.env.BENCH_DAILY_SAMPLE_PG ?? '2000'),
  pglite: Number(process.env.BENCH_DAILY_SAMPLE_PGLITE ?? '0'),
};
const log = (line: string) => process.stderr.write(`[${new Date().toISOString().slice(11, 19)}] ${line}\n`);
const round = (value: number, digits = 1) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : null);
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

async function measure(name: 'postgres' | 'pglite', bench: BenchDatabase) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-bench-picks-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SERVE_WEB: 'false',
    SEED_DEMO: 'false',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    RECOMMENDATION_EXPOSURE_SNAPSHOT_MS: '0',
    CANDIDATE_INDEX_SNAPSHOT_MS: '0',
    // The bench calls the pass itself; the app's own job stays off.
    JOB_INTERVALS: 'choose-daily-picks=0,build-decks-ahead=0',
  });
  const app = createServer(createLogger(config.logLevel));
  await app.register(kindredApp, { config, db: bench.handle.db });
  await app.ready();
  const loadStart = performance.now();
  if (!(await app.candidateIndex.readyWithin(60 * 60 * 1000))) throw new Error('candidate index did not load');
  log(
    `${name}: candidate index: ${app.candidateIndex.size} members in ${round((performance.now() - loadStart) / 1000)} s`,
  );
  globalThis.gc?.();
  const before = process.memoryUsage();
  const active = (await activeMemberIds(bench.handle.db, new Date(Date.now() - DAILY_PICK_ACTIVE_MS))).length;
  const sample = SAMPLE[name] > 0 ? Math.min(SAMPLE[name], active) : active;
  log(`${name}: ${active} active members; finding candidates for ${sample}`);

  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 200);
  const start = performance.now();
  const pass = await createDailyPicks({
    db: bench.handle.db,
    candidateIndex: app.candidateIndex,
    frequencies: app.interestFrequencies,
  }).choose(sample === active ? undefined : sample);
  const wallS = (performance.now() - start) / 1000;
  clearInterval(sampler);
  if (!pass) throw new Error('the pass did not run');

  const mutual = pass.picks.filter((pick) => pick.kind === 'mutual').length;
  const oneWay = pass.picks.length - mutual;
  const ratios: number[] = [];
  const gaps: number[] = [];
  for (const pick of pass.picks) {
    const best = pass.bestOf(pick.memberId)!;
    ratios.push(best > 0 ? pick.compatibility / best : 1);
    gaps.push(best - pick.compatibility);
  }
  ratios.sort((a, b) => a - b);
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
  const perMemberMs = pass.timings.candidatesMs / Math.max(1, sample);
  const result = {
    members_in_index: app.candidateIndex.size,
    active_members: active,
    members_passed: sample,
    full_pass: sample === active,
    wall_s: round(wallS),
    timings_s: {
      active_copy: round(pass.timings.copyMs / 1000, 2),
      candidates: round(pass.timings.candidatesMs / 1000),
      of_which_walks: round(pass.timings.walkMs / 1000),
      matching: round(pass.timings.matchingMs / 1000, 2),
      one_way_checks: round(pass.timings.oneWayMs / 1000),
    },
    candidates_ms_per_member: round(perMemberMs, 2),
    one_way_check_ms_per_pick: round(pass.timings.oneWayMs / Math.max(1, oneWay), 2),
    estimated_full_pass_s:
      sample === active
        ? round(wallS)
        : round(
            (pass.timings.copyMs + active * perMemberMs + (pass.timings.oneWayMs / Math.max(1, sample)) * active) /
              1000,
            0,
          ),
    memory_mb: {
      rss_peak: mb(process.resourceUsage().maxRSS * 1024),
      heap_before_pass: mb(before.heapUsed),
      heap_peak_during_pass: mb(peakHeap),
      array_buffers: mb(process.memoryUsage().arrayBuffers),
    },
    picks: {
      with_candidates: pass.withCandidates,
      mutual,
      one_way: oneWay,
      none: sample - pass.picks.length,
    },
    compatibility_vs_best: {
      ratio_mean: round(mean(ratios), 3),
      ratio_p10: round(percentile(ratios, 0.1), 3),
      ratio_p50: round(percentile(ratios, 0.5), 3),
      gap_points_mean: round(mean(gaps), 2),
      mutual_gap_points_mean: round(
        mean(pass.picks.filter((p) => p.kind === 'mutual').map((p) => pass.bestOf(p.memberId)! - p.compatibility)),
        2,
      ),
      best_mean: round(pass.bestMean, 1),
    },
  };
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return result;
}

const results: Record<string, unknown> = { at: new Date().toISOString(), cpus: os.cpus().length };
for (const name of ['postgres', 'pglite'] as const) {
  if (only && only !== name) continue;
  const bench =
    name === 'postgres'
      ? await openPostgresBench({ url: targets.postgres.url, size: targets.postgres.size, reseed: false, log })
      : await openPgliteBench({ dataDir: targets.pglite.dataDir, size: targets.pglite.size, reseed: false, log });
  try {
    results[name] = { seed: bench.seed, ...(await measure(name, bench)) };
  } finally {
    await bench.close();
  }
}
process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
