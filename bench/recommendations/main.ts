// GET /recommendations, timed server-side (app.inject on the real app) for measured members in a
// dense, a medium and a sparse area with 0 to 5,000 past swipes, on real PostgreSQL with 1M members
// and on PGlite with 100k, against a naive recommender in the same run (naive.ts).
// `npm run bench:recommendations [-- --reseed] [-- --only=postgres|pglite]`. JSON on stdout, progress
// on stderr. Seeds are kept between runs (see README.md).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { kindredApp } from '../../apps/server/src/app';
import { createLogger } from '../../apps/server/src/http/logger';
import { createServer } from '../../apps/server/src/server';
import { loadConfig } from '../../apps/server/src/config';
import { hashToken } from '../../apps/server/src/modules/auth/token';
import { simulateDay } from './day';
import { NAIVE_PATH, registerNaiveRoute } from './naive';
import { openPgliteBench } from './seed-pglite';
import { openPostgresBench, type BenchDatabase } from './seed-postgres';
import { AREAS, type Area } from './seed-sql';
import { targets } from './targets';
import { createRecommendationService } from '../../apps/server/src/modules/discovery/recommendations.service';

const ENDPOINT = '/api/v1/recommendations';
const args = new Set(process.argv.slice(2));
const only = [...args].find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const reseedAll = args.has('--reseed');
const skipNaive = args.has('--skip-naive');
/** Only the simulated day (the fairness figure), or everything but it. */
const dayOnly = args.has('--day-only');
const skipDay = args.has('--skip-day');
const seedOnly = args.has('--seed-only');
const env = (name: string, fallback: string) => process.env[name] ?? fallback;
const ROUNDS = Number(env('BENCH_ROUNDS', '3'));
const NAIVE_ROUNDS = skipNaive ? 0 : Number(env('BENCH_NAIVE_ROUNDS', '1'));
/** The naive version takes seconds a request in a dense city: time it for every n-th member of an area. */
const NAIVE_EVERY = Math.max(1, Number(env('BENCH_NAIVE_EVERY', '1')));
/** A CPU profile of the rounds served from decks (where the endpoint's time goes), written here. */
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE;
/** Members per area who open For You in the simulated day (the fairness figure); 0 skips the day. */
const DAY_SEEKERS = {
  postgres: Number(env('BENCH_PG_DAY_SEEKERS', '1000')),
  pglite: Number(env('BENCH_PGLITE_DAY_SEEKERS', '1000')),
};
/** Cards a member of the simulated day sees (one long page: a day's swiping). */
const DAY_PAGE = 50;
const log = (line: string) => process.stderr.write(`[${new Date().toISOString().slice(11, 19)}] ${line}\n`);

interface BenchMember {
  userId: string;
  area: Area;
  kind: 'measured' | 'warmup';
  swipes: number | null;
  inRadius: number | null;
  eligible: number | null;
  token: string;
}

interface Sample {
  member: BenchMember;
  ms: number;
  ids: string[];
  candidates?: number;
  /** Rounds served from the deck: which round (0-based). */
  round?: number;
}

/** Nearest-rank percentile. */
function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
const round = (value: number, digits = 1) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : null);
const mean = (values: number[]) => (values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : Number.NaN);

function latency(samples: Sample[]) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const total = ms.reduce((sum, v) => sum + v, 0);
  return {
    samples: ms.length,
    results_mean: round(mean(samples.map((s) => s.ids.length))),
    p50_ms: round(percentile(ms, 0.5)),
    p95_ms: round(percentile(ms, 0.95)),
    p99_ms: round(percentile(ms, 0.99)),
    mean_ms: round(mean(ms)),
    max_ms: round(ms.at(-1) ?? Number.NaN),
    /** Sequential requests per second: samples over the time spent in them. */
    qps: round(ms.length / (total / 1000)),
  };
}

/** mulberry32, so the request order is the same on every run. */
/** `node --expose-gc` (the npm script passes it): a full collection; otherwise nothing. */
const collectGarbage = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

type Latency = ReturnType<typeof latency>;
const speedup = (endpoint: Latency | null, naive: Latency | null) =>
  endpoint && naive
    ? {
        p50: round(naive.p50_ms! / endpoint.p50_ms!),
        p95: round(naive.p95_ms! / endpoint.p95_ms!),
        qps: round(endpoint.qps! / naive.qps!),
      }
    : null;

function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

async function sessionsFor(bench: BenchDatabase): Promise<BenchMember[]> {
  const rows = await bench.runner.query<{
    user_id: string;
    area: Area;
    kind: 'measured' | 'warmup';
    swipes: number | null;
    in_radius: number | null;
    eligible: number | null;
  }>(`SELECT m.user_id, m.area, m.kind, s.swipes, m.in_radius, m.eligible
    FROM bench_measured m
    CROSS JOIN LATERAL (SELECT count(*)::int AS swipes FROM interactions i WHERE i.actor_id = m.user_id) s
    ORDER BY m.area, m.kind, s.swipes, m.user_id`);
  const members = rows.map((row): BenchMember => ({
    userId: row.user_id,
    area: row.area,
    kind: row.kind,
    swipes: row.swipes,
    inRadius: row.in_radius,
    eligible: row.eligible,
    token: randomBytes(32).toString('base64url'),
  }));
  await bench.runner.exec(`DELETE FROM sessions WHERE user_agent = 'kindred-bench'`);
  const values = members
    .map((m) => `('${m.userId}', '${hashToken(m.token)}', now() + interval '1 day', 'kindred-bench')`)
    .join(',');
  await bench.runner.exec(`INSERT INTO sessions (user_id, token_hash, expires_at, user_agent) VALUES ${values}`);
  return members;
}

async function measure(name: 'postgres' | 'pglite', bench: BenchDatabase) {
  const members = await sessionsFor(bench);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-bench-app-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SERVE_WEB: 'false',
    SEED_DEMO: 'false',
    // The load is generated in this process: its own event loop lag must not shed it.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    // The simulated day snapshots exposure itself; the timings after it keep the day's figures.
    RECOMMENDATION_EXPOSURE_SNAPSHOT_MS: '0',
    // Each run loads the index from the database, as before snapshots (index-start.ts measures them).
    CANDIDATE_INDEX_SNAPSHOT_MS: '0',
  });
  const app = createServer(createLogger(config.logLevel));
  await app.register(kindredApp, { config, db: bench.handle.db });
  registerNaiveRoute(app, bench.handle.db);
  await app.ready();
  // Decks rank from the in-memory candidate index (decision 054): measure once it holds everyone.
  const indexStart = performance.now();
  const indexLoaded = await app.candidateIndex.readyWithin(60 * 60 * 1000);
  collectGarbage();
  const candidateIndex = {
    loaded: indexLoaded,
    members: app.candidateIndex.size,
    load_s: round((performance.now() - indexStart) / 1000),
    heap_used_mb: round(process.memoryUsage().heapUsed / 2 ** 20, 0),
    /** Typed arrays: outside the JavaScript heap (the index's columns). */
    array_buffers_mb: round(process.memoryUsage().arrayBuffers / 2 ** 20, 0),
  };
  log(`${name}: candidate index: ${candidateIndex.members} members in ${candidateIndex.load_s} s`);

  const request = async (url: string, member: BenchMember) => {
    const start = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${member.token}` } });
    const ms = performance.now() - start;
    return { ms, status: response.statusCode, body: response.body };
  };
  const sample = async (url: string, member: BenchMember): Promise<Sample> => {
    const { ms, status, body } = await request(url, member);
    if (status !== 200) throw new Error(`${url} answered ${status} for ${member.userId}: ${body.slice(0, 300)}`);
    const parsed = JSON.parse(body) as { recommendations: { id: string }[]; candidates?: number };
    return { member, ms, ids: parsed.recommendations.map((r) => r.id), candidates: parsed.candidates };
  };

  const warmup = members.filter((m) => m.kind === 'warmup');
  const measured = members.filter((m) => m.kind === 'measured');
  const probe = await request(ENDPOINT, warmup[0] ?? measured[0]!);
  const endpointReady = probe.status !== 404;
  if (!endpointReady) log(`${name}: ${ENDPOINT} answers 404 (not there yet): timing the naive version only`);

  let day: Record<string, unknown> = {};
  if (endpointReady && DAY_SEEKERS[name] > 0 && !skipDay) {
    // The day starts from no stored decks, like the measurement (a kept seed keeps the last run's).
    await bench.runner.exec('DELETE FROM recommendation_decks');
    log(`${name}: a simulated day, ${DAY_SEEKERS[name]} members per area, ${DAY_PAGE} cards each`);
    day = await simulateDay({
      runner: bench.runner,
      seekersPerArea: DAY_SEEKERS[name],
      show: async (token) => {
        const response = await app.inject({
          method: 'GET',
          url: `${ENDPOINT}?limit=${DAY_PAGE}`,
          headers: { authorization: `Bearer ${token}` },
        });
        if (response.statusCode !== 200) throw new Error(`day: ${ENDPOINT} answered ${response.statusCode}`);
        return (JSON.parse(response.body) as { recommendations: { id: string }[] }).recommendations.map((r) => r.id);
      },
      // The app's exposure snapshot (fairness), every simulated ten minutes (its timer is off here).
      betweenSteps: async () => app.candidateIndex.snapshotExposure(),
      log,
    });
  }
  // Every run starts without stored decks, so the first request of each member builds one. The
  // simulated day's exposure stays: decks and the naive version rank with the same fairness term.
  await bench.runner.exec('DELETE FROM recommendation_decks');
  log(`${name}: warm-up with ${warmup.length} members`);
  for (const member of dayOnly ? [] : warmup) {
    if (endpointReady) await sample(ENDPOINT, member);
    if (NAIVE_ROUNDS > 0) await sample(NAIVE_PATH, member);
  }

  const firstSamples: Sample[] = [];
  const endpointSamples: Sample[] = [];
  const naiveSamples: Sample[] = [];
  const loadBefore = os.loadavg();
  if (endpointReady && !dayOnly) {
    log(`${name}: first requests (each builds the member's deck) over ${measured.length} members`);
    for (const member of shuffled(measured, 999)) firstSamples.push(await sample(ENDPOINT, member));
  }
  const endpointRounds = dayOnly || !endpointReady ? 0 : ROUNDS;
  const naiveRounds = dayOnly ? 0 : NAIVE_ROUNDS;
  const naiveMembers = new Set(
    measured.filter(
      (member, index) => measured.findIndex((m) => m.area === member.area) % NAIVE_EVERY === index % NAIVE_EVERY,
    ),
  );
  const profiler = CPU_PROFILE ? new Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  for (let r = 0; r < endpointRounds; r++) {
    log(`${name}: round ${r + 1}/${endpointRounds} over ${measured.length} members`);
    let done = 0;
    for (const member of shuffled(measured, 1000 + r)) {
      endpointSamples.push({ ...(await sample(ENDPOINT, member)), round: r });
      if (++done % 50 === 0) log(`${name}:   ${done}/${measured.length}`);
    }
  }
  // The naive recommender after every endpoint round, not between its requests: each of its scans
  // (1.5 s on PGlite's one thread) left the database's caches cold for the next member, and that
  // was the tail of the endpoint's first round on PGlite (issue 34). It finds the pages the
  // endpoint read already cached, in its favour.
  for (let r = 0; r < naiveRounds; r++) {
    log(`${name}: naive round ${r + 1}/${naiveRounds} over ${naiveMembers.size} members`);
    for (const member of shuffled([...naiveMembers], 1000 + r)) {
      naiveSamples.push(await sample(NAIVE_PATH, member));
      // A naive request leaves tens of megabytes of garbage; collect it here, untimed.
      collectGarbage();
    }
  }
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    fs.writeFileSync(`${CPU_PROFILE}-${name}.cpuprofile`, JSON.stringify(profile));
    profiler.disconnect();
  }
  // Decks built ahead (issue 34): the measured members opened For You yesterday (their decks built
  // then), the build-ahead job ran today before they came back, and their first request of today
  // reads what it built. The job's CPU is this process's over the run.
  const builtAheadSamples: Sample[] = [];
  let buildAhead: { decks: number; cpu_ms_per_deck: number | null; wall_ms_per_deck: number | null } | null = null;
  if (endpointReady && !dayOnly) {
    const serviceAt = (at: Date) =>
      createRecommendationService({
        db: bench.handle.db,
        photos: { cardPhotosOfMany: async () => new Map() },
        interestFrequencies: app.interestFrequencies,
        candidateIndex: app.candidateIndex,
        now: () => at,
      });
    await bench.runner.exec('DELETE FROM recommendation_decks');
    const yesterday = serviceAt(new Date(Date.now() - 24 * 60 * 60 * 1000));
    for (const member of measured) await yesterday.recommend(member.userId, { limit: 20 });
    log(`${name}: building ahead the decks of ${measured.length} members`);
    const cpuBefore = process.cpuUsage();
    const wallBefore = performance.now();
    const decks = await serviceAt(new Date()).buildAhead(measured.length);
    const cpu = process.cpuUsage(cpuBefore);
    const wall = performance.now() - wallBefore;
    buildAhead = {
      decks,
      cpu_ms_per_deck: decks ? round((cpu.user + cpu.system) / 1000 / decks) : null,
      wall_ms_per_deck: decks ? round(wall / decks) : null,
    };
    log(`${name}: first requests of the day after building ahead`);
    for (const member of shuffled(measured, 998)) builtAheadSamples.push(await sample(ENDPOINT, member));
  }
  const loadAfter = os.loadavg();
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const areas: Record<string, unknown> = {};
  for (const area of AREAS) {
    const inArea = measured.filter((m) => m.area === area);
    const endpoint = endpointSamples.filter((s) => s.member.area === area);
    const naive = naiveSamples.filter((s) => s.member.area === area);
    const first = firstSamples.filter((s) => s.member.area === area);
    const builtAhead = builtAheadSamples.filter((s) => s.member.area === area);
    const endpointStats = endpoint.length ? latency(endpoint) : null;
    const firstStats = first.length ? latency(first) : null;
    const naiveStats = naive.length ? latency(naive) : null;
    // Share of the naive first page the endpoint also shows (first round of each).
    const firstPage = new Map(
      endpoint
        .slice()
        .reverse()
        .map((s) => [s.member.userId, new Set(s.ids)]),
    );
    const overlap = naive.map((s) => {
      const shown = firstPage.get(s.member.userId);
      if (!shown) return Number.NaN;
      if (s.ids.length === 0) return shown.size === 0 ? 1 : 0;
      return s.ids.filter((id) => shown.has(id)).length / s.ids.length;
    });
    const bySwipes = [0, 1000, 2000, 3000, 4000].map((low) => {
      const high = low === 4000 ? 5000 : low + 999;
      const ms = endpoint
        .filter((s) => s.member.swipes! >= low && s.member.swipes! <= high)
        .map((s) => s.ms)
        .sort((a, b) => a - b);
      return { swipes: `${low}-${high}`, p50_ms: round(percentile(ms, 0.5)), p95_ms: round(percentile(ms, 0.95)) };
    });
    // Before 30 November round 1 interleaved the naive version (its scans left the caches cold).
    const byRound = [...new Set(endpoint.map((s) => s.round!))].map((r) => {
      const ms = endpoint
        .filter((s) => s.round === r)
        .map((s) => s.ms)
        .sort((a, b) => a - b);
      return { round: r + 1, p50_ms: round(percentile(ms, 0.5)), p95_ms: round(percentile(ms, 0.95)) };
    });
    areas[area] = {
      members: inArea.length,
      swipes: {
        min: Math.min(...inArea.map((m) => m.swipes!)),
        mean: round(mean(inArea.map((m) => m.swipes!)), 0),
        max: Math.max(...inArea.map((m) => m.swipes!)),
      },
      in_radius_mean: round(mean(inArea.map((m) => m.inRadius ?? 0)), 0),
      eligible_mean: round(mean(inArea.map((m) => m.eligible ?? 0)), 0),
      candidates_unseen_mean: naive.length ? round(mean(naive.map((s) => s.candidates ?? 0)), 0) : null,
      endpoint: endpointStats,
      endpoint_first_request: firstStats,
      endpoint_first_request_built_ahead: builtAhead.length ? latency(builtAhead) : null,
      naive: naiveStats,
      speedup: speedup(endpointStats, naiveStats),
      speedup_first_request: speedup(firstStats, naiveStats),
      top20_overlap_with_naive: overlap.length ? round(mean(overlap), 2) : null,
      endpoint_by_swipes: endpoint.length ? bySwipes : null,
      endpoint_by_round: endpoint.length ? byRound : null,
      simulated_day: day[area] ?? null,
    };
  }
  return {
    driver: bench.handle.driver,
    where: name === 'postgres' ? targets.postgres.url : targets.pglite.dataDir,
    seed: {
      reused: !bench.seededNow,
      seeded_at: bench.seed.seededAt,
      version: bench.seed.version,
      rows: bench.seed.rows,
      duration_s: bench.seed.durations,
    },
    rounds: { endpoint: endpointReady ? ROUNDS : 0, naive: NAIVE_ROUNDS, naive_every_nth_member: NAIVE_EVERY },
    load_average: { before: loadBefore.map((v) => round(v, 2)), after: loadAfter.map((v) => round(v, 2)) },
    candidate_index: candidateIndex,
    build_ahead: buildAhead,
    areas,
  };
}

type Result = Awaited<ReturnType<typeof measure>>;
type AreaResult = {
  endpoint: { p95_ms: number | null } | null;
  endpoint_first_request: { p95_ms: number | null } | null;
  naive: { p95_ms: number | null } | null;
  speedup: { p95: number | null } | null;
  top20_overlap_with_naive: number | null;
  simulated_day: { gini: number; mean_impressions: number } | null;
};

const results: Partial<Record<'postgres' | 'pglite', Result>> = {};
for (const name of ['postgres', 'pglite'] as const) {
  if (only && only !== name) continue;
  const reseed = reseedAll || args.has(`--reseed=${name}`);
  const bench =
    name === 'postgres'
      ? await openPostgresBench({ ...targets.postgres, reseed, log })
      : await openPgliteBench({ ...targets.pglite, reseed, log });
  try {
    if (seedOnly) continue;
    results[name] = await measure(name, bench);
    // Kept as each database finishes, so a run stopped later still leaves what it measured.
    const partial = path.join(os.tmpdir(), `kindred-bench-recommendations-${name}.json`);
    fs.writeFileSync(partial, JSON.stringify(results[name], null, 2));
    log(`${name}: results in ${partial}`);
  } finally {
    await bench.close();
  }
}

const area = (name: 'postgres' | 'pglite', which: Area) => results[name]?.areas[which] as AreaResult | undefined;
const pgDense = area('postgres', 'dense');
const pgliteWorst = AREAS.map((a) => area('pglite', a)?.endpoint?.p95_ms ?? null).filter((v) => v !== null);
const check = (value: number | null | undefined, ok: (v: number) => boolean) =>
  value === null || value === undefined ? null : ok(value);
const overlaps = (['postgres', 'pglite'] as const).flatMap((name) =>
  AREAS.map((which) => area(name, which)?.top20_overlap_with_naive ?? null).filter((v) => v !== null),
);
/** Overlap, latency and fairness per database and area, side by side. */
const summary = (['postgres', 'pglite'] as const).flatMap((name) =>
  AREAS.flatMap((which) => {
    const found = area(name, which);
    return found
      ? [
          {
            database: name,
            area: which,
            top20_overlap: found.top20_overlap_with_naive,
            endpoint_p95_ms: found.endpoint?.p95_ms ?? null,
            first_request_p95_ms: found.endpoint_first_request?.p95_ms ?? null,
            naive_p95_ms: found.naive?.p95_ms ?? null,
            speedup_p95: found.speedup?.p95 ?? null,
            impressions_gini: found.simulated_day?.gini ?? null,
          },
        ]
      : [];
  }),
);

console.log(
  JSON.stringify(
    {
      benchmark: 'recommendations',
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, memory_gib: Math.round(os.totalmem() / 2 ** 30), node: process.version },
      method:
        'Sequential app.inject GET requests (server-side: routing, session check, query, scoring, serialisation), ' +
        'once the candidate index has loaded, after a simulated day (a sample of each area opens For You once, ' +
        'limit 50, with the exposure snapshot every simulated ten minutes: simulated_day, Gini of impressions over ' +
        'everyone the day could have shown) and a warm-up on other members, with no stored decks at the start; first ' +
        'a request per member (it builds the deck: endpoint_first_request), then the rounds served from the deck ' +
        '(endpoint), then the naive version over the same members; nearest-rank percentiles.',
      targets: {
        postgres_dense_p95_ms: {
          value: pgDense?.endpoint?.p95_ms ?? null,
          at_most: 20,
          met: check(pgDense?.endpoint?.p95_ms, (v) => v <= 20),
        },
        postgres_dense_speedup_p95: {
          value: pgDense?.speedup?.p95 ?? null,
          at_least: 20,
          met: check(pgDense?.speedup?.p95, (v) => v >= 20),
        },
        postgres_dense_first_request_p95_ms: {
          value: pgDense?.endpoint_first_request?.p95_ms ?? null,
          note: 'no target: the request that builds the deck (first visit, new filter, refresh, deck used up)',
        },
        pglite_p95_ms_worst_area: {
          value: pgliteWorst.length ? Math.max(...pgliteWorst) : null,
          at_most: 40,
          met: pgliteWorst.length ? Math.max(...pgliteWorst) <= 40 : null,
        },
        top20_overlap_worst_area: {
          value: overlaps.length ? Math.min(...overlaps) : null,
          at_least: 0.9,
          met: overlaps.length ? Math.min(...overlaps) >= 0.9 : null,
        },
      },
      summary,
      databases: results,
    },
    null,
    2,
  ),
);
