// How soon a new server process ranks decks by compatibility (issue 34, decision 099): on the
// 1M-member PostgreSQL seed, a first process loads the candidate index from the database and
// writes its snapshot; then members change; then a second process starts from the snapshot and
// catches up. Both are the production bundle, started as `npm start` starts the server.
//
// `npm run bench:index-start [-- --changes 10000]`. JSON on stdout, progress on stderr.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashToken } from '../../apps/server/src/modules/auth/token';
import { INDEX_SNAPSHOT_KEY } from '../../apps/server/src/modules/discovery/candidate-index-snapshot';
import { ServerProcess, freePort, prepareServer, repoRoot } from '../chat/server';
import { environment } from '../chat/proc';
import { openPostgresBench } from './seed-postgres';
import { targets } from './targets';

const changesArgument = process.argv.indexOf('--changes');
/** Members changed between the snapshot and the second start (1 % of the seed by default). */
const CHANGES = changesArgument > 0 ? Number(process.argv[changesArgument + 1]) : 10_000;
const TARGET_S = 10;

const log = (line: string) => process.stderr.write(`[${new Date().toISOString().slice(11, 19)}] ${line}\n`);
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

interface IndexLoaded {
  time: number;
  members: number;
  from: 'database' | 'snapshot';
  seconds: number;
}

/** The server's "candidate index loaded" line (services.ts logs it at info), once it is written. */
async function indexLoaded(logFile: string, since: number, timeoutMs: number): Promise<IndexLoaded> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n') : [];
    for (const line of lines) {
      if (!line.includes('"candidate index loaded"')) continue;
      const entry = JSON.parse(line) as IndexLoaded;
      if (entry.time >= since) return entry;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no "candidate index loaded" in ${logFile} within ${timeoutMs} ms`);
}

async function waitForFile(file: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!fs.existsSync(file)) {
    if (Date.now() - started > timeoutMs) throw new Error(`${file} not written within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now();
}

const bench = await openPostgresBench({ ...targets.postgres, reseed: false, log });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-bench-index-start-'));
const snapshotFile = path.join(dataDir, 'uploads', INDEX_SNAPSHOT_KEY);
try {
  const [seeker] = await bench.runner.query<{ user_id: string }>(
    `SELECT user_id FROM bench_measured WHERE area = 'dense' AND kind = 'measured' ORDER BY user_id LIMIT 1`,
  );
  const token = randomBytes(32).toString('base64url');
  await bench.runner.exec(
    `INSERT INTO sessions (user_id, token_hash, expires_at, user_agent)
     VALUES ('${seeker!.user_id}', '${hashToken(token)}', now() + interval '1 hour', 'kindred-bench')`,
  );
  // A deck stored today would be read, not built: the second start must build one.
  await bench.runner.exec(`DELETE FROM recommendation_decks WHERE user_id = '${seeker!.user_id}'`);

  const args = await prepareServer('bundle');
  const start = async (name: string) => {
    const logFile = path.join(dataDir, `${name}.log`);
    const server = new ServerProcess({
      args,
      port: await freePort(),
      databaseUrl: targets.postgres.url,
      dataDir,
      logFile,
      env: { LOG_LEVEL: 'info', CANDIDATE_INDEX_SNAPSHOT_MS: '900000' },
    });
    const spawnedAt = Date.now();
    const bannerMs = await server.start();
    return { server, logFile, spawnedAt, bannerMs };
  };

  log('first process: the index from the database');
  const first = await start('first');
  const cold = await indexLoaded(first.logFile, first.spawnedAt, 30 * 60 * 1000);
  log(`  ${cold.members} members from the ${cold.from} in ${cold.seconds} s`);
  const writtenAt = await waitForFile(snapshotFile, 10 * 60 * 1000);
  const snapshotBytes = fs.statSync(snapshotFile).size;
  log(`  snapshot of ${round(snapshotBytes / 2 ** 20, 1)} MB written ${round((writtenAt - cold.time) / 1000)} s after`);
  const firstRss =
    Number(fs.readFileSync(`/proc/${first.server.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1]) / 1024;
  await first.server.stop();

  log(`changing ${CHANGES} members after the snapshot`);
  const changeStarted = performance.now();
  await bench.runner.exec(`UPDATE profiles SET bio = coalesce(bio, '') || ' '
    WHERE user_id IN (SELECT user_id FROM profiles WHERE discoverable ORDER BY user_id DESC LIMIT ${CHANGES})`);
  const changeSeconds = round((performance.now() - changeStarted) / 1000);

  log('second process: the index from the snapshot');
  const second = await start('second');
  const warm = await indexLoaded(second.logFile, second.spawnedAt, 30 * 60 * 1000);
  const readyAfterSpawnS = round((warm.time - second.spawnedAt) / 1000);
  const deckStarted = performance.now();
  const response = await fetch(`${second.server.url}/api/v1/recommendations?limit=20`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const deck = (await response.json()) as { recommendations?: unknown[] };
  const firstDeckMs = round(performance.now() - deckStarted, 1);
  log(
    `  ${warm.members} members from the ${warm.from}: ranking ${readyAfterSpawnS} s after the spawn; deck ${firstDeckMs} ms`,
  );
  const secondRss =
    Number(fs.readFileSync(`/proc/${second.server.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1]) / 1024;
  await second.server.stop();

  const report = {
    bench: 'index-start',
    date: new Date().toISOString(),
    environment: environment(repoRoot),
    seed: { members: bench.seed.members, seeded_at: bench.seed.seededAt },
    from_database: {
      members: cold.members,
      server_banner_ms: round(first.bannerMs, 0),
      loaded_after_spawn_s: round((cold.time - first.spawnedAt) / 1000),
      load_s: cold.seconds,
      rss_mb: round(firstRss, 0),
    },
    snapshot: { bytes: snapshotBytes, written_after_load_s: round((writtenAt - cold.time) / 1000) },
    changes_after_snapshot: { members: CHANGES, update_s: changeSeconds },
    from_snapshot: {
      source: warm.from,
      members: warm.members,
      server_banner_ms: round(second.bannerMs, 0),
      loaded_after_spawn_s: readyAfterSpawnS,
      load_and_catch_up_s: warm.seconds,
      first_deck: { status: response.status, cards: deck.recommendations?.length ?? null, ms: firstDeckMs },
      rss_mb: round(secondRss, 0),
    },
    target: { ready_within_s: TARGET_S, met: warm.from === 'snapshot' && readyAfterSpawnS <= TARGET_S },
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
} finally {
  await bench.runner.exec(`DELETE FROM sessions WHERE user_agent = 'kindred-bench'`).catch(() => undefined);
  await bench.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
