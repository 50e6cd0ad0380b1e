// HTTP reads and chat through HAProxy (deploy/haproxy.cfg, as docs/deploy.md runs it) at 1 and 2
// server processes on this machine, side by side in one run (issue 34, decision 093). Both
// processes run throughout, on PostgreSQL and a Redis of the bench's own; "1 process" points both
// of the proxy's server lines at the first. Per configuration: autocannon on GET /profiles/me as
// seeded members, then the chat bench's clients at a fixed rate.
// `npm run bench:cluster [-- --http-seconds 5 --chat-seconds 8 --sockets 400 --rate 400]`.
// JSON on stdout, progress on stderr (README.md).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ClientPool } from '../chat/clients';
import { DEFAULT_DB_URL, checkStored, loadPairs, openChatDatabase, resetConversations } from '../chat/db';
import { environment, loadAverage } from '../chat/proc';
import { ServerProcess, freePort, prepareServer, repoRoot } from '../chat/server';
import { argument, log, mergeResults, sleep } from '../chat/shared';
import { newRunId } from '../chat/run-id';

const httpSeconds = Number(argument('http-seconds') ?? 5);
const chatSeconds = Number(argument('chat-seconds') ?? 8);
const sockets = Number(argument('sockets') ?? 400);
const rate = Number(argument('rate') ?? 400);
const connections = Number(argument('connections') ?? 32);
const databaseUrl = argument('db-url') ?? process.env.BENCH_CHAT_DB_URL ?? DEFAULT_DB_URL;
if (sockets % 2 !== 0) throw new Error('--sockets must be even (pairs)');

const runId = newRunId();
const startedIn = environment(repoRoot);
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-bench-cluster-'));

/** A redis-server of the bench's own: the processes' rooms must not mix with another Redis user's. */
async function startRedis(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) return { url: `redis://127.0.0.1:${port}`, child };
    await sleep(50);
  }
  throw new Error('redis-server did not start');
}

/** HAProxy with the repository's configuration; resolves once it answers through to a ready process. */
async function startProxy(upstreams: [string, string]): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn('haproxy', ['-db', '-f', path.join(repoRoot, 'deploy/haproxy.cfg')], {
    env: {
      ...process.env,
      KINDRED_BIND: `127.0.0.1:${port}`,
      KINDRED_APP1: upstreams[0],
      KINDRED_APP2: upstreams[1],
      HAPROXY_STATS_SOCKET: path.join(workDir, `haproxy-${port}.sock`),
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/api/v1/health/ready`)).status === 200) {
        // Both server lines' checks pass (rise 2, a second apart) before the proxy spreads load.
        await sleep(2_500);
        return { url, child };
      }
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error('haproxy did not start');
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const db = await openChatDatabase(databaseUrl, sockets / 2, process.argv.includes('--reseed'));
const pairs = await loadPairs(db, sockets / 2);
await resetConversations(db);
const redis = await startRedis();
const serverArgs = await prepareServer('bundle');
const env = {
  REDIS_URL: redis.url,
  TRUST_PROXY: 'loopback',
  // The members' share of the rate is far below the per-member limit; reads are not limited.
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
};
const servers = [0, 1].map(
  async () =>
    new ServerProcess({
      args: serverArgs,
      port: await freePort(),
      databaseUrl,
      dataDir: workDir,
      logFile: path.join(workDir, `server-${runId}.log`),
      env,
    }),
);
const [first, second] = await Promise.all(servers);
await first!.start();
await second!.start();
log(`servers on ${first!.url} and ${second!.url}; log in ${workDir}`);
const address = (server: ServerProcess) => server.url.replace('http://', '');
const pool = await ClientPool.start(1);

async function measure(processes: 1 | 2) {
  const proxy = await startProxy(
    processes === 1 ? [address(first!), address(first!)] : [address(first!), address(second!)],
  );
  log(`${processes} process(es): HTTP reads for ${httpSeconds} s`);
  // Each connection a different member, as real traffic is.
  const tokens = pairs.slice(0, connections).map((pair) => pair.a.token);
  let next = 0;
  const http = await autocannon({
    url: `${proxy.url}/api/v1/profiles/me`,
    connections,
    duration: httpSeconds,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` },
        }),
      },
    ],
  });
  log(`${processes} process(es): chat, ${sockets} sockets at ${rate} messages/s for ${chatSeconds} s`);
  await pool.connect(proxy.url, pairs, { batch: 100, resend: true, client: 'lean' });
  await sleep(1_000);
  const tag = `${runId}-p${processes}-`;
  const results = await pool.run({ tag, rate, warmupSeconds: 1, seconds: chatSeconds, drainSeconds: 10 });
  const chat = mergeResults(results);
  const stored = await checkStored(db, `${tag}m`, chat.ackedClientIds, chat.sentClientIds);
  await pool.disconnect();
  await stop(proxy.child);
  return {
    processes,
    http_profiles_me: {
      requests_per_s: Math.round(http.requests.average),
      latency_ms: { p50: http.latency.p50, p99: http.latency.p99, max: http.latency.max },
      non_2xx: http.non2xx,
      errors: http.errors,
    },
    chat: {
      sockets,
      rate_per_s: rate,
      sent: chat.sent,
      acknowledged: chat.acked,
      acknowledged_per_s: Math.round(chat.acked / chat.ackSeconds),
      ack_errors: chat.ackErrors,
      never_acknowledged: chat.unanswered,
      rate_limited_then_retried: chat.rateLimited,
      still_pending: chat.pending,
      client_disconnects: chat.disconnects,
      delivered: chat.delivered,
      acknowledged_missing_in_db: stored.ackedMissing,
      duplicate_rows: stored.duplicateRows,
      delivery_ms: chat.delivery,
      ack_ms: chat.ack,
    },
  };
}

const one = await measure(1);
const two = await measure(2);
await pool.close();
await Promise.all([first!.stop('SIGTERM'), second!.stop('SIGTERM')]);
await stop(redis.child);
await db.close();
process.stdout.write(
  `${JSON.stringify(
    {
      bench: 'cluster',
      date: new Date().toISOString(),
      environment: {
        ...startedIn,
        load_average_at_end: loadAverage(),
        proxy: 'haproxy (deploy/haproxy.cfg)',
      },
      config: { http_seconds: httpSeconds, http_connections: connections, chat_seconds: chatSeconds, sockets, rate },
      results: [one, two],
    },
    null,
    2,
  )}\n`,
);
fs.rmSync(workDir, { recursive: true, force: true });
