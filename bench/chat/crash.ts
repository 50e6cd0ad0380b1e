// Chat under a server crash: during a chat load the server process is killed with SIGKILL and
// started again on the same port. The clients reconnect (socket.io reconnection) and send again
// every message they hold without an ack, with the same client id. At the end every acknowledged
// client id must be stored exactly once: acknowledged-but-missing 0, duplicates 0.
// `npm run bench:chat-crash [-- --sockets 1000 --rate 500 --seconds 20 --kill-at 5 --kills 1]`.
// JSON on stdout, progress on stderr (see README.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ClientPool } from './clients';
import { DEFAULT_DB_URL, checkStored, loadPairs, openChatDatabase, serverSettings, resetConversations } from './db';
import { environment, loadAverage } from './proc';
import { ServerProcess, freePort, prepareServer, repoRoot, type ServerMode } from './server';
import { argument, clientKindArgument, log, mergeResults, percentile, round, sleep } from './shared';
import { newRunId } from './run-id';

const sockets = Number(argument('sockets') ?? 1000);
const rate = Number(argument('rate') ?? 500);
const seconds = Number(argument('seconds') ?? 20);
const killAt = Number(argument('kill-at') ?? 5);
const kills = Number(argument('kills') ?? 1);
/** Seconds between the kill and the restart (0: at once). */
const restartDelay = Number(argument('restart-delay') ?? 0);
const drainSeconds = Number(argument('drain') ?? 15);
const batch = Number(argument('batch') ?? 200);
/** The load clients' socket library (see lean-socket.ts). */
const client = clientKindArgument();
const serverMode = (argument('server') ?? 'bundle') as ServerMode;
/** Another copy of apps/server/src to bundle (server experiments; see README.md). */
const serverSource = argument('server-src');
/** Extra node flags for the server, space-separated (e.g. "--trace-gc --max-semi-space-size=32"). */
const serverNodeArgs = (argument('server-node-args') ?? '').split(' ').filter(Boolean);
const databaseUrl = argument('db-url') ?? process.env.BENCH_CHAT_DB_URL ?? DEFAULT_DB_URL;
const workers = Number(argument('workers') ?? Math.ceil(sockets / 5000));
if (sockets % 2 !== 0) throw new Error('--sockets must be even (pairs)');
/**
 * Kills at killAt, then spread over the rest of the sending, leaving its last quarter calm. With
 * several kills, give --seconds room for each reconnect storm (about 6 s for 1,000 sockets) to end
 * before the next kill, or a crash's figures include sockets still back from the one before.
 */
const killTimes = Array.from(
  { length: kills },
  (_, k) => killAt + (k * (seconds * 0.75 - killAt)) / Math.max(1, kills),
);

const runId = newRunId();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-bench-chat-crash-'));
const logFile = path.join(os.tmpdir(), `kindred-bench-chat-crash-${runId}.log`);
const env = environment(repoRoot);

const db = await openChatDatabase(databaseUrl, sockets / 2, process.argv.includes('--reseed'));
const settings = await serverSettings(db);
const pairs = await loadPairs(db, sockets / 2);
await resetConversations(db);
const serverArgs = [
  ...serverNodeArgs,
  ...(await prepareServer(serverMode, serverSource ? path.resolve(serverSource) : undefined)),
];
const port = await freePort();
// Reconnected senders send what waited during the outage at once: the per-member limit (10/s after
// a burst of 30) is raised only when a member's share of the rate comes near it.
const sendRateEnv = rate / sockets > 2 ? String(Math.ceil((rate / sockets) * 10)) : undefined;
const options = {
  args: serverArgs,
  port,
  databaseUrl,
  dataDir,
  logFile,
  env: sendRateEnv ? { MESSAGE_SEND_RATE: sendRateEnv } : undefined,
};
log(`server log: ${logFile}`);

let server = new ServerProcess(options);
await server.start();
const pool = await ClientPool.start(workers);
const connected = await pool.connect(server.url, pairs, { batch, resend: true, client });
const held = connected.reduce((sum, result) => sum + result.sockets, 0);
log(
  `${held} sockets connected; sending ${rate}/s for ${seconds} s, SIGKILL at ${killTimes.map((t) => `${t.toFixed(1)} s`).join(', ')}`,
);
await sleep(2000);

const tag = `${runId}-crash-`;
const runStarted = Date.now();
const running = pool.run({ tag, rate, warmupSeconds: 0, seconds, drainSeconds });
const crashes: { killedAt: number; readyAt: number; startMs: number }[] = [];
for (const at of killTimes) {
  await sleep(Math.max(0, runStarted + at * 1000 - Date.now()));
  const killedAt = Date.now();
  await server.stop('SIGKILL');
  log(`server killed (SIGKILL) at ${((killedAt - runStarted) / 1000).toFixed(1)} s`);
  if (restartDelay > 0) await sleep(restartDelay * 1000);
  server = new ServerProcess(options);
  const startMs = await server.start();
  crashes.push({ killedAt, readyAt: Date.now(), startMs });
  log(`server back after ${Date.now() - killedAt} ms (start-up ${Math.round(startMs)} ms)`);
}
const results = await running;
const merged = mergeResults(results);
const pending = merged.pending > 0 ? await pool.settle(30) : 0;
const history = await pool.catchUp(server.url);
const stored = await checkStored(db, `${tag}m`, merged.ackedClientIds, merged.sentClientIds);

const reconnectAt = results.flatMap((result) => result.reconnectAt).sort((a, b) => a - b);
const disconnectAt = results.flatMap((result) => result.disconnectAt).sort((a, b) => a - b);
const crashReports = crashes.map((crash, index) => {
  const until = crashes[index + 1]?.killedAt ?? Infinity;
  // Reconnects to the restarted process only (a handshake can complete just before a kill).
  const spawnedAt = crash.readyAt - crash.startMs;
  const back = reconnectAt.filter((at) => at >= spawnedAt && at < until);
  const fromKill = back.map((at) => at - crash.killedAt);
  const fromReady = back.map((at) => at - crash.readyAt);
  const stats = (values: number[]) => ({
    first: round(values[0] ?? Number.NaN, 0),
    p50: round(percentile(values, 0.5), 0),
    p99: round(percentile(values, 0.99), 0),
    last: round(values[values.length - 1] ?? Number.NaN, 0),
  });
  return {
    killed_at_s: round((crash.killedAt - runStarted) / 1000, 1),
    server_down_ms: crash.readyAt - crash.killedAt,
    server_start_ms: Math.round(crash.startMs),
    sockets_disconnected: disconnectAt.filter((at) => at >= crash.killedAt - 50 && at < until).length,
    sockets_reconnected: back.length,
    /** Sockets disconnected by this kill that were still down at the next one (or at the end). */
    still_down_at_next_kill: Math.max(
      0,
      disconnectAt.filter((at) => at >= crash.killedAt - 50 && at < until).length - back.length,
    ),
    reconnect_ms_from_kill: stats(fromKill),
    reconnect_ms_from_ready: stats(fromReady),
  };
});

const duplicates = {
  rows_same_sender_and_client_id: stored.duplicateRows,
  rows_same_content: stored.duplicateContent,
  delivered_raw: merged.deliveredRaw - merged.delivered - merged.deliveredUnacked,
  delivered_after_dedupe_by_message_id: merged.deliveredDistinctIdsTwice,
};
const met =
  stored.ackedMissing === 0 &&
  stored.duplicateRows === 0 &&
  stored.duplicateContent === 0 &&
  duplicates.delivered_after_dedupe_by_message_id === 0;
const report = {
  bench: 'chat-crash',
  date: new Date().toISOString(),
  environment: {
    ...env,
    load_average_at_end: loadAverage(),
    postgres: settings,
    server: serverMode,
    client_processes: workers,
  },
  config: {
    message_send_rate_env: sendRateEnv ?? null,
    sockets,
    rate,
    seconds,
    client,
    kill_at_s: killTimes.map((t) => round(t, 1)),
    restart_delay_s: restartDelay,
    drain_seconds: drainSeconds,
  },
  sockets_held: held,
  crashes: crashReports,
  counts: {
    sent: merged.sent,
    acknowledged: merged.acked,
    ack_errors: merged.ackErrors,
    never_acknowledged: merged.unanswered,
    still_pending_after_settle: pending,
    resends: merged.resends,
    rate_limited_then_retried: merged.rateLimited,
    stored: stored.stored,
    acknowledged_missing_in_db: stored.ackedMissing,
    stored_not_acknowledged: stored.storedUnacked,
    stored_unknown_client_id: stored.unknown,
    delivered_live_unique: merged.delivered,
    delivered_live_raw: merged.deliveredRaw,
    acknowledged_not_delivered_live: merged.lost,
    of_those_in_recipient_history: history.found,
    history_requests: history.requests,
    client_disconnects: merged.disconnects,
    client_reconnects: merged.reconnects,
  },
  duplicates,
  latency_ms: { delivery: merged.delivery, ack_including_resends: merged.ack },
  verdict: {
    acknowledged_but_missing: stored.ackedMissing,
    duplicates_stored: stored.duplicateRows + stored.duplicateContent,
    duplicates_delivered_after_dedupe: duplicates.delivered_after_dedupe_by_message_id,
    met,
  },
};
log(
  `acked ${merged.acked}/${merged.sent}, stored ${stored.stored}, acked-but-missing ${stored.ackedMissing}, ` +
    `duplicate rows ${stored.duplicateRows + stored.duplicateContent}, resends ${merged.resends}, ` +
    `acked not delivered live ${merged.lost} (in history: ${history.found})`,
);
await pool.disconnect();
await pool.close();
await server.stop('SIGTERM');
await db.close();
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
fs.rmSync(dataDir, { recursive: true, force: true });
