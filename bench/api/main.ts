// Authenticated API throughput: one production server process (NODE_ENV=production, the Node
// flags of `npm start`), on real PostgreSQL and on the embedded PGlite, seeded with the demo data;
// autocannon with 16 connections for ~10 s on every read route of SPEC 7 (plus ours: discover,
// blocks, auth/me, questions, health), as the demo member. `npm run bench:api [-- --db postgres
// --routes profiles-me,matches --duration 5]`. JSON on stdout, progress on stderr (README.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuSecondsOf, environment, loadAverage, machineCpu, postgresCpu } from '../chat/proc';
import { seedForBench } from './seed';
import { bundleServer, cacheDir, freePort, log, repoRoot, ServerProcess } from './server';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index >= 0) return process.argv[index + 1];
  const inline = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return inline?.slice(name.length + 3);
}
const flag = (name: string) => process.argv.includes(`--${name}`);

const dbChoice = argument('db') ?? 'both';
if (!['postgres', 'pglite', 'both'].includes(dbChoice)) throw new Error('--db is postgres, pglite or both');
const duration = Number(argument('duration') ?? 10);
const warmup = Number(argument('warmup') ?? 2);
const connections = Number(argument('connections') ?? 16);
const seedProfiles = Number(argument('profiles') ?? 300);
const databaseUrl =
  argument('db-url') ?? process.env.BENCH_API_DB_URL ?? 'postgres://postgres@127.0.0.1:5432/kindred_bench_api';
const fresh = flag('fresh');
/** Write a V8 CPU profile of each server process (node --cpu-prof) into this folder. */
const profileDir = argument('profile');
/** Another copy of apps/server/src to bundle (experiments kept out of the working tree). */
const serverSource = argument('server-src');
/** The server's LOG_LEVEL; unset keeps its default (info), as a production start has. */
const logLevel = argument('log-level');
/** Repeat the route list this many times on each server (rounds), for noisy machines. */
const rounds = Number(argument('rounds') ?? 1);

const TARGETS = {
  postgres: { route: 'profiles-me', rps: 3000, p99_ms: 50 },
  pglite: { route: 'profiles-me', rps: 1500 },
};

interface Ids {
  matchId: string;
  messageId: string;
  memberId: string;
}

/** Every GET of SPEC 7, with the ids of the demo member's seeded data, and a few of our own. */
function routes(ids: Ids): { name: string; path: string; auth: boolean }[] {
  const api = '/api/v1';
  return [
    { name: 'health', path: `${api}/health`, auth: false },
    { name: 'profiles-me', path: `${api}/profiles/me`, auth: true },
    { name: 'auth-me', path: `${api}/auth/me`, auth: true },
    { name: 'matches', path: `${api}/matches`, auth: true },
    { name: 'match', path: `${api}/matches/${ids.matchId}`, auth: true },
    { name: 'match-conversation', path: `${api}/matches/${ids.matchId}/conversation`, auth: true },
    { name: 'interests', path: `${api}/interests`, auth: true },
    { name: 'recommendations', path: `${api}/recommendations`, auth: true },
    { name: 'recommendation', path: `${api}/recommendations/${ids.memberId}`, auth: true },
    { name: 'recommendation-interests', path: `${api}/recommendations/interests`, auth: true },
    { name: 'discover', path: `${api}/discover`, auth: true },
    { name: 'conversations', path: `${api}/conversations`, auth: true },
    { name: 'conversation', path: `${api}/conversations/${ids.matchId}`, auth: true },
    { name: 'conversation-messages', path: `${api}/conversations/${ids.matchId}/messages`, auth: true },
    { name: 'conversations-unread', path: `${api}/conversations/unread-count`, auth: true },
    { name: 'messages-conversations', path: `${api}/messages/conversations?page=1&limit=20`, auth: true },
    { name: 'match-messages', path: `${api}/messages/matches/${ids.matchId}`, auth: true },
    { name: 'message', path: `${api}/messages/${ids.messageId}`, auth: true },
    { name: 'messages-unread', path: `${api}/messages/unread`, auth: true },
    { name: 'blocks', path: `${api}/blocks`, auth: true },
    { name: 'questions', path: `${api}/questions`, auth: true },
  ];
}
const onlyRoutes = argument('routes')?.split(',').filter(Boolean);

async function getJson(url: string, token: string): Promise<unknown> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Logs the demo member in and finds ids of its seeded data (a match with messages, a member). */
async function prepareSession(base: string, password: string): Promise<{ token: string; ids: Ids }> {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@kindred.app', password }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  const { conversations } = (await getJson(`${base}/api/v1/conversations`, token)) as {
    conversations: { id: string; latestMessage: { id: string } | null; otherUser: { id: string } }[];
  };
  const withMessages = conversations.find((conversation) => conversation.latestMessage);
  if (!withMessages) throw new Error('the demo member has no conversation with messages: seed missing?');
  const { recommendations } = (await getJson(`${base}/api/v1/recommendations`, token)) as {
    recommendations: { id: string }[];
  };
  return {
    token,
    ids: {
      matchId: withMessages.id,
      messageId: withMessages.latestMessage!.id,
      memberId: recommendations[0]?.id ?? withMessages.otherUser.id,
    },
  };
}

async function ensurePostgres(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name.includes('bench')) throw new Error(`the bench database's name must contain "bench" (${name})`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    if (fresh) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name}"`);
      log(`created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

/** Busy cores of the whole machine over `ms` (other people's work included). */
async function busyCores(ms: number): Promise<number> {
  const before = machineCpu();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = machineCpu();
  return round(((after.busy - before.busy) / (after.total - before.total)) * os.cpus().length, 2);
}

function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function sumPostgres(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0;
  for (const [pid, end] of after) used += end - (before.get(pid) ?? 0);
  return used;
}

async function runRoute(base: string, route: { path: string; auth: boolean }, token: string, seconds: number) {
  return autocannon({
    url: `${base}${route.path}`,
    connections,
    duration: seconds,
    headers: route.auth ? { authorization: `Bearer ${token}` } : {},
  });
}

async function measure(db: 'postgres' | 'pglite', entry: string, runDir: string) {
  const dataDir =
    db === 'postgres'
      ? path.join(cacheDir, 'postgres-data')
      : fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-bench-api-'));
  let password: string;
  if (db === 'postgres') {
    await ensurePostgres(databaseUrl);
    // A recreated database has lost the seed its password file speaks for.
    if (fresh) fs.rmSync(dataDir, { recursive: true, force: true });
    password = await seedForBench({ dataDir, databaseUrl, profiles: seedProfiles });
  } else {
    // One seeded PGlite folder is kept in the cache; each run starts from a copy of it.
    const template = path.join(cacheDir, `pglite-template-${seedProfiles}`);
    if (fresh) fs.rmSync(template, { recursive: true, force: true });
    if (!fs.existsSync(path.join(template, 'ready'))) {
      fs.rmSync(template, { recursive: true, force: true });
      log(`seeding a PGlite template (${seedProfiles} profiles) in ${template}`);
      await seedForBench({ dataDir: template, profiles: seedProfiles });
      fs.writeFileSync(path.join(template, 'ready'), new Date().toISOString());
    }
    fs.cpSync(template, dataDir, { recursive: true });
    password = await seedForBench({ dataDir, profiles: seedProfiles });
  }
  const server = new ServerProcess({
    entry,
    port: await freePort(),
    dataDir,
    databaseUrl: db === 'postgres' ? databaseUrl : undefined,
    logFile: path.join(runDir, `server-${db}.log`),
    nodeArgs: profileDir
      ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`, `--cpu-prof-name=${db}.cpuprofile`]
      : [],
    env: logLevel ? { LOG_LEVEL: logLevel } : {},
  });
  const readyMs = await server.start();
  log(`${db}: server ready in ${Math.round(readyMs)} ms (pid ${server.pid})`);
  const rows = [];
  try {
    const { token, ids } = await prepareSession(server.url, password);
    const list = routes(ids).filter((route) => !onlyRoutes || onlyRoutes.includes(route.name));
    for (let round_ = 0; round_ < rounds; round_++) {
      for (const route of list) {
        if (warmup > 0) await runRoute(server.url, route, token, warmup);
        const othersBusy = await busyCores(1000);
        const load = loadAverage();
        const serverBefore = cpuSecondsOf(server.pid!) ?? 0;
        const postgresBefore = postgresCpu();
        const queriesBefore = await server.queries();
        const result = await runRoute(server.url, route, token, duration);
        const serverUsed = (cpuSecondsOf(server.pid!) ?? 0) - serverBefore;
        const postgresUsed = db === 'postgres' ? sumPostgres(postgresBefore, postgresCpu()) : 0;
        const queries = (await server.queries()) - queriesBefore;
        const requests = result.requests.total;
        const row = {
          route: route.name,
          db,
          rps: Math.round(requests / result.duration),
          p50: result.latency.p50,
          p99: result.latency.p99,
          max: result.latency.max,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
          requests,
          /** Database statements per request (counted in the server by query-counter.mjs). */
          queries_per_req: requests ? round(queries / requests, 2) : null,
          /** Server CPU per request (user + system), ms: less sensitive to others' load than rps. */
          server_cpu_ms: requests ? round((serverUsed * 1000) / requests, 3) : null,
          /** Every postgres process's CPU per request (others' queries included), ms. */
          postgres_cpu_ms: db === 'postgres' && requests ? round((postgresUsed * 1000) / requests, 3) : null,
          /** Busy cores in the second before the run, while the bench idled: other people's work. */
          others_busy_cores: othersBusy,
          load_1m: load[0],
          path: route.path,
        };
        rows.push(row);
        log(
          `${db} ${route.name}: ${row.rps}/s p50 ${row.p50} ms p99 ${row.p99} ms non2xx ${row.non2xx} ${row.queries_per_req} q/req ` +
            `server ${row.server_cpu_ms} ms/req (others ${othersBusy} cores)`,
        );
      }
    }
  } finally {
    await server.stop();
    if (db === 'pglite') fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-bench-api-run-'));
const env = environment(repoRoot);
log(`bundling the server; logs in ${runDir}`);
const entry = await bundleServer(serverSource ? path.resolve(serverSource) : undefined);
const table: Awaited<ReturnType<typeof measure>> = [];
for (const db of dbChoice === 'both' ? (['postgres', 'pglite'] as const) : [dbChoice as 'postgres' | 'pglite']) {
  table.push(...(await measure(db, entry, runDir)));
}

const best = (db: 'postgres' | 'pglite', route: string) => {
  const rows = table.filter((row) => row.db === db && row.route === route);
  return rows.length ? rows.reduce((a, b) => (b.rps > a.rps ? b : a)) : null;
};
const pgMe = best('postgres', TARGETS.postgres.route);
const pgliteMe = best('pglite', TARGETS.pglite.route);

console.log(
  JSON.stringify(
    {
      benchmark: 'api',
      settings: {
        connections,
        duration_s: duration,
        warmup_s: warmup,
        rounds,
        seed_profiles: seedProfiles,
        log_level: logLevel ?? 'default (info)',
      },
      environment: { ...env, load_average_at_end: loadAverage() },
      targets: {
        postgres_profiles_me: {
          ...TARGETS.postgres,
          met: pgMe ? pgMe.rps >= TARGETS.postgres.rps && pgMe.p99 < TARGETS.postgres.p99_ms : null,
        },
        pglite_profiles_me: { ...TARGETS.pglite, met: pgliteMe ? pgliteMe.rps >= TARGETS.pglite.rps : null },
      },
      table,
    },
    null,
    2,
  ),
);
