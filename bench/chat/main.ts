// Chat throughput and delivery latency through the socket.io gateway: one server process on real
// PostgreSQL, N sockets in pairs (both members of a pair in one client process), `message:send` at
// fixed rates. Per (sockets, rate): delivery and ack latency, server RSS, CPU by process, and
// acknowledged vs stored vs delivered counts. `npm run bench:chat [-- --sockets 1000,5000 --rates 500]`.
// JSON on stdout, progress on stderr (see README.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ClientPool } from './clients';
import {
  DEFAULT_DB_URL,
  benchBackendPids,
  checkStored,
  loadPairs,
  openChatDatabase,
  serverSettings,
  resetConversations,
} from './db';
import { coresUsed, cpuSnapshot, environment, loadAverage, memoryOf, waitForQuiet } from './proc';
import { ServerProcess, freePort, prepareServer, repoRoot, type ServerMode } from './server';
import { serverNodeFlags } from '../../scripts/server-node-flags.mjs';
import { argument, clientKindArgument, distribution, log, mergeResults, numberList, round, sleep } from './shared';
import { newRunId } from './run-id';

const socketCounts = numberList(argument('sockets'), [1000, 5000, 10000]);
const rates = numberList(argument('rates'), [500, 2000, 5000]);
const seconds = Number(argument('seconds') ?? 15);
const warmupSeconds = Number(argument('warmup') ?? 3);
const drainSeconds = Number(argument('drain') ?? 10);
const settleSeconds = Number(argument('settle') ?? 30);
const batch = Number(argument('batch') ?? 200);
/** The load clients' socket library (see lean-socket.ts). */
const client = clientKindArgument();
/** Seconds between the last handshake and the "after connect" RSS reading. */
const idleAfterConnect = Number(argument('idle-after-connect') ?? 3);
const workersArg = argument('workers') ?? 'auto';
const serverMode = (argument('server') ?? 'bundle') as ServerMode;
/** Another copy of apps/server/src to bundle (server experiments; see README.md). */
const serverSource = argument('server-src');
/** Extra node flags for the server, space-separated (e.g. "--trace-gc --max-semi-space-size=32"). */
const serverNodeArgs = (argument('server-node-args') ?? '').split(' ').filter(Boolean);
const databaseUrl = argument('db-url') ?? process.env.BENCH_CHAT_DB_URL ?? DEFAULT_DB_URL;
const reseed = process.argv.includes('--reseed');
const redisUrl = argument('redis-url');
/** Before each cell, wait up to this long for other work on the machine to fall below --quiet-cores. */
const quietWait = Number(argument('quiet-wait') ?? 60);
const quietCores = Number(argument('quiet-cores') ?? 0.35);
/** Write a V8 heap snapshot of the server after connecting each socket count (and a full GC). */
const heapSnapshotDir = argument('heap-snapshot');
const timelineDir = argument('timeline');
/** Write a V8 CPU profile of each server process (node --cpu-prof) into this folder. */
const profileDir = argument('profile');
/** Decision 108: this share of the sends (0 to 1) is a reaction to the latest message received instead. */
const reactionShare = Number(argument('reactions') ?? 0);
if (!(reactionShare >= 0 && reactionShare <= 1)) throw new Error('--reactions is a share between 0 and 1');

if (socketCounts.some((count) => count % 2 !== 0)) throw new Error('--sockets must be even (pairs)');
if (!['bundle', 'tsx'].includes(serverMode)) throw new Error('--server is bundle or tsx');

/**
 * The server's per-member send limit (10/s after a burst of 30) is part of what is measured; only a
 * run whose members would send faster than half of it raises it (MESSAGE_SEND_RATE), and says so.
 */
const perMemberRate = Math.max(...rates) / Math.min(...socketCounts);
const sendRateEnv = perMemberRate > 5 ? String(Math.ceil(perMemberRate * 4)) : undefined;

const TARGETS = { rss_mb_at_10k_sockets: 400, delivery_p99_ms_at_2000_per_second: 30 };
/** One client process holds up to 5,000 sockets; more go to a second one. */
const workersFor = (sockets: number) => (workersArg === 'auto' ? Math.ceil(sockets / 5000) : Number(workersArg));

const runId = newRunId();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-bench-chat-'));
const logFile = path.join(os.tmpdir(), `kindred-bench-chat-${runId}.log`);
const env = environment(repoRoot);
const started = performance.now();

const db = await openChatDatabase(databaseUrl, Math.max(...socketCounts) / 2, reseed);
const settings = await serverSettings(db);
const serverArgs = [
  ...serverNodeArgs,
  ...(await prepareServer(serverMode, serverSource ? path.resolve(serverSource) : undefined)),
];
if (profileDir) serverArgs.unshift('--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`);
log(`server log: ${logFile}`);

const groups = [];
const cells = [];
let cellIndex = 0;
for (const sockets of socketCounts) {
  const pairs = await loadPairs(db, sockets / 2);
  await resetConversations(db);
  const server = new ServerProcess({
    args: serverArgs,
    port: await freePort(),
    databaseUrl,
    dataDir,
    logFile,
    env: { ...(redisUrl ? { REDIS_URL: redisUrl } : {}), ...(sendRateEnv ? { MESSAGE_SEND_RATE: sendRateEnv } : {}) },
  });
  const readyMs = await server.start();
  await sleep(1000);
  const rssIdle = memoryOf(server.pid!);
  const gcIdle = await server.collectGarbage();
  await server.probe();
  const workers = workersFor(sockets);
  const pool = await ClientPool.start(workers);
  log(
    `${sockets} sockets: server ready in ${Math.round(readyMs)} ms (RSS ${rssIdle?.rssMb} MB), connecting with ${workers} client process(es)`,
  );
  const cpuBeforeConnect = cpuSnapshot(server.pid, pool.pids);
  const connected = await pool.connect(server.url, pairs, { batch, resend: false, client });
  const connectMs = Math.max(...connected.map((result) => result.ms));
  const cpuConnect = coresUsed(
    cpuBeforeConnect,
    cpuSnapshot(server.pid, pool.pids),
    new Set(await benchBackendPids(db)),
  );
  const probeConnect = await server.probe();
  // Presence work (last-active, user:online to partners) trails the handshakes.
  await sleep(idleAfterConnect * 1000);
  const rssConnected = memoryOf(server.pid!);
  const gcConnected = await server.collectGarbage();
  const rssConnectedGc = memoryOf(server.pid!);
  if (heapSnapshotDir) {
    fs.mkdirSync(heapSnapshotDir, { recursive: true });
    const written = await server.heapSnapshot(path.resolve(heapSnapshotDir, `server-${sockets}-sockets.heapsnapshot`));
    log(`heap snapshot: ${written}`);
  }
  const held = connected.reduce((sum, result) => sum + result.sockets, 0);
  const failed = connected.reduce((sum, result) => sum + result.failed, 0);
  log(
    `${held} connected (${failed} failed) in ${(connectMs / 1000).toFixed(1)} s; server RSS ${rssConnected?.rssMb} MB ` +
      `(${rssConnectedGc?.rssMb} MB after a full GC; live heap ${gcConnected?.heapUsedMb} MB, idle ${gcIdle?.heapUsedMb} MB)` +
      (failed ? `; ${connected.flatMap((result) => result.errors).join(', ')}` : ''),
  );
  const group = {
    sockets,
    client_processes: workers,
    server_ready_ms: Math.round(readyMs),
    connect: {
      held,
      failed,
      errors: connected.flatMap((result) => result.errors),
      seconds: Math.round(connectMs / 100) / 10,
      per_second: Math.round(held / (connectMs / 1000)),
      handshake_ms: distribution(connected.map((result) => Float64Array.from(result.handshakeMs))),
      cpu_cores: cpuConnect,
      server_event_loop: probeConnect,
    },
    server_rss_mb: {
      idle_no_sockets: rssIdle?.rssMb ?? null,
      after_connect: rssConnected?.rssMb ?? null,
      after_connect_and_full_gc: rssConnectedGc?.rssMb ?? null,
    },
    /** V8 heap and Buffers right after a full GC with every socket connected (live memory). */
    server_memory_after_connect_gc: gcConnected,
    /** Live JS heap per socket: (heap used after GC − the idle server's) ÷ sockets. */
    live_heap_kb_per_socket:
      gcConnected && gcIdle
        ? round(((gcConnected.heapUsedMb - gcIdle.heapUsedMb) * 1024) / Math.max(1, held), 1)
        : null,
    /** The highest RSS read: after connecting and at the end of every cell (no forced GC). */
    server_rss_mb_max: rssConnected?.rssMb ?? 0,
    /** The same, over the cells at or below 2,000 messages a second. */
    server_rss_mb_max_up_to_2000: rssConnected?.rssMb ?? 0,
  };

  for (const rate of rates) {
    const tag = `${runId}-${cellIndex++}-`;
    log(`${sockets} sockets, ${rate}/s: ${warmupSeconds} s warm-up, ${seconds} s measured`);
    const quiet = quietWait > 0 ? await waitForQuiet(quietWait, quietCores) : null;
    if (quiet && quiet.busy_cores > quietCores)
      log(`  the machine is still busy (${quiet.busy_cores} cores) after ${quiet.waited_s} s: measuring anyway`);
    const backends = new Set(await benchBackendPids(db));
    await server.probe();
    const before = cpuSnapshot(server.pid, pool.pids);
    const timeline = timelineDir ? path.resolve(timelineDir, `${sockets}-sockets-${rate}-per-s`) : undefined;
    if (timelineDir) fs.mkdirSync(timelineDir, { recursive: true });
    const results = await pool.run({
      tag,
      rate,
      warmupSeconds,
      seconds,
      drainSeconds,
      timeline,
      reactions: reactionShare,
    });
    const after = cpuSnapshot(server.pid, pool.pids);
    const probe = await server.probe();
    const rss = memoryOf(server.pid!);
    for (const pid of await benchBackendPids(db)) backends.add(pid);
    const merged = mergeResults(results);
    const leftover = merged.pending > 0 || merged.unanswered > 0 ? await pool.settle(settleSeconds) : 0;
    const gcCell = await server.collectGarbage();
    const rssGc = memoryOf(server.pid!);
    const stored = await checkStored(db, `${tag}m`, merged.ackedClientIds, merged.sentClientIds);
    const exactlyOnce =
      merged.acked === merged.sent &&
      stored.ackedMissing === 0 &&
      stored.duplicateRows === 0 &&
      stored.duplicateContent === 0 &&
      merged.delivered === merged.acked &&
      merged.deliveredRaw === merged.delivered;
    const cpu = coresUsed(before, after, backends);
    /** CPU time per acknowledged message (less sensitive to other people's load than latency). */
    const perMessage = (cores: number | null) =>
      cores === null ? null : round((cores * cpu.seconds * 1000) / Math.max(1, merged.acked), 3);
    const cell = {
      sockets,
      rate,
      client_processes: workers,
      seconds: Math.round(merged.sendSeconds * 10) / 10,
      /** Acknowledged messages per second, from the first measured send to the last ack (a backlog stretches it). */
      achieved_per_second: Math.round(merged.acked / Math.max(merged.sendSeconds, merged.ackSeconds)),
      counts: {
        sent: merged.sent,
        acknowledged: merged.acked,
        ack_errors: merged.ackErrors,
        unanswered_after_drain: merged.unanswered,
        stored: stored.stored,
        acknowledged_missing_in_db: stored.ackedMissing,
        stored_not_acknowledged: stored.storedUnacked,
        duplicate_rows: stored.duplicateRows,
        duplicate_content_rows: stored.duplicateContent,
        delivered_unique: merged.delivered,
        delivered_raw: merged.deliveredRaw,
        duplicates_delivered: merged.deliveredRaw - merged.delivered - merged.deliveredUnacked,
        lost_acknowledged_not_delivered: merged.lost,
        sender_echoes: merged.echoes,
        notifications: merged.notifications,
        strays_from_earlier_runs: merged.strays,
        client_disconnects: merged.disconnects,
        still_pending_after_settle: leftover,
      },
      exactly_once: exactlyOnce,
      latency_ms: { delivery: merged.delivery, ack: merged.ack },
      // `--reactions` (decision 108): counted apart from the messages above.
      ...(reactionShare > 0 ? { reactions: merged.reactions } : {}),
      server_rss_mb: rss?.rssMb ?? null,
      server_rss_peak_mb: rss?.peakMb ?? null,
      server_rss_after_settle_and_full_gc_mb: rssGc?.rssMb ?? null,
      server_heap_used_after_full_gc_mb: gcCell?.heapUsedMb ?? null,
      server_event_loop: probe,
      /** The server's wait for its batched INSERT (call to answer) and how many messages one carried. */
      server_db: probe
        ? {
            insert_messages_ms: probe.queries.insertMessages,
            messages_per_insert: round(
              probe.queries.insertMessages.rows / Math.max(1, probe.queries.insertMessages.count),
              2,
            ),
            other_queries: probe.queries.other,
          }
        : null,
      cpu_cores: cpu,
      cpu_ms_per_message: {
        server: perMessage(cpu.server),
        postgres: perMessage(cpu.postgres_bench_backends),
        clients: perMessage(cpu.clients),
      },
      machine_before_cell: quiet,
      client_event_loop: merged.clients,
    };
    group.server_rss_mb_max = Math.max(group.server_rss_mb_max, rss?.rssMb ?? 0);
    if (rate <= 2000)
      group.server_rss_mb_max_up_to_2000 = Math.max(group.server_rss_mb_max_up_to_2000, rss?.rssMb ?? 0);
    cells.push(cell);
    log(
      `  ${cell.achieved_per_second}/s acked, delivery p50/p95/p99 ${merged.delivery.p50}/${merged.delivery.p95}/${merged.delivery.p99} ms, ` +
        `ack p99 ${merged.ack.p99} ms; sent ${merged.sent}, acked ${merged.acked}, stored ${stored.stored}, delivered ${merged.delivered}` +
        ` (raw ${merged.deliveredRaw}), lost ${merged.lost}; server CPU ${cell.cpu_cores.server} cores, ELU ${probe?.elu}, ` +
        `lag p99 ${probe?.lagP99Ms} ms, insert p50/p99 ${probe?.queries.insertMessages.p50Ms}/${probe?.queries.insertMessages.p99Ms} ms ` +
        `(${cell.server_db?.messages_per_insert}/insert), PG ${cell.cpu_cores.postgres_bench_backends} cores, ` +
        `CPU ms/message server ${cell.cpu_ms_per_message.server} PG ${cell.cpu_ms_per_message.postgres}, others ${cpu.others} cores, RSS ${rss?.rssMb} MB`,
    );
  }
  await pool.disconnect();
  await pool.close();
  await server.stop('SIGTERM');
  groups.push(group);
}
await db.close();

const at2000 = cells.filter((cell) => cell.rate === 2000);
const tenK = groups.find((group) => group.sockets === 10000);
const report = {
  bench: 'chat',
  date: new Date().toISOString(),
  environment: {
    ...env,
    load_average_at_end: loadAverage(),
    postgres: settings,
    server:
      serverMode === 'bundle'
        ? 'node (esbuild bundle of apps/server/src/main.ts, like apps/server/build.mjs)'
        : 'node --import tsx',
    redis_adapter: Boolean(redisUrl),
    note: "server, PostgreSQL and the client processes share the machine's cores; other people's tests may run at the same time",
  },
  config: {
    sockets: socketCounts,
    rates,
    seconds,
    warmup_seconds: warmupSeconds,
    drain_seconds: drainSeconds,
    reactions: reactionShare,
    connect_batch: batch,
    client,
    idle_after_connect_s: idleAfterConnect,
    message_send_rate_env: sendRateEnv ?? null,
    quiet_wait_s: quietWait,
    quiet_cores: quietCores,
    // The app's own (scripts/server-node-flags.mjs) and any --server-node-args.
    server_node_flags: [...serverNodeFlags(), ...serverNodeArgs],
  },
  seed: { pairs: db.pairs, seeded_now: db.seededNow, seconds: Math.round(db.seedSeconds * 10) / 10 },
  targets: {
    rss_10k_sockets: tenK
      ? {
          limit_mb: TARGETS.rss_mb_at_10k_sockets,
          after_connect_mb: tenK.server_rss_mb.after_connect,
          after_connect_and_full_gc_mb: tenK.server_rss_mb.after_connect_and_full_gc,
          max_up_to_2000_per_second_mb: tenK.server_rss_mb_max_up_to_2000,
          max_mb: tenK.server_rss_mb_max,
          /** Held: after connecting and through the cells up to 2,000/s (5,000/s overloads this machine). */
          met: tenK.server_rss_mb_max_up_to_2000 <= TARGETS.rss_mb_at_10k_sockets,
        }
      : null,
    at_2000_per_second: at2000.map((cell) => ({
      sockets: cell.sockets,
      delivery_p99_ms: cell.latency_ms.delivery.p99,
      p99_met: (cell.latency_ms.delivery.p99 ?? Infinity) <= TARGETS.delivery_p99_ms_at_2000_per_second,
      exactly_once: cell.exactly_once,
    })),
  },
  groups,
  cells,
  duration_seconds: Math.round((performance.now() - started) / 1000),
};
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
fs.rmSync(dataDir, { recursive: true, force: true });
