// Two server processes behind HAProxy with deploy/haproxy.cfg, the configuration docs/deploy.md
// shows (issue 34, decision 093): members sign in and chat through the proxy; one process is
// killed with SIGKILL under load. Figures are printed as JSON.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppProcess } from './support/app-process';
import { ChatLoad } from './support/chat-load';
import { Haproxy, type ServerState } from './support/haproxy';
import { createChatPair, signIn, type ChatPair } from './support/members';
import { ReadLoad } from './support/read-load';
import { compareStored, storedCopies } from './support/stored-messages';
import { ThrowawayPostgres } from './support/throwaway-postgres';
import { ThrowawayRedis } from './support/throwaway-redis';
import { closedPort } from '../network';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PAIRS = 4;

let db: ThrowawayPostgres;
let redis: ThrowawayRedis;
let dataDir: string;
let apps: [AppProcess, AppProcess];
let proxy: Haproxy;

beforeAll(async () => {
  [db, redis] = await Promise.all([ThrowawayPostgres.create(), ThrowawayRedis.create()]);
  dataDir = AppProcess.dataDir();
  const ports = [await closedPort(), await closedPort()];
  // The proxy is on this machine: its X-Forwarded-For names the client (decision 090).
  const start = (port: number) =>
    new AppProcess({ port, databaseUrl: db.url, redisUrl: redis.url, dataDir, env: { TRUST_PROXY: 'loopback' } });
  // Both at once on the new database: one migrates while the other waits for it.
  apps = [start(ports[0]!), start(ports[1]!)];
  await Promise.all(apps.map((app) => app.ready()));
  proxy = await Haproxy.start([`127.0.0.1:${ports[0]}`, `127.0.0.1:${ports[1]}`]);
}, 90_000);

afterAll(async () => {
  await proxy?.stop();
  await Promise.all((apps ?? []).map((app) => app.stop()));
  await redis?.stop();
  await db?.destroy();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const statusOf = (servers: ServerState[], name: string) => servers.find((server) => server.name === name)?.status;

describe('two processes behind HAProxy', () => {
  it('carries the chat over to the other process when one is killed, losing and doubling no acknowledged message', async () => {
    const up = await proxy.until((servers) => servers.every((server) => server.status === 'UP'));
    expect(up.map((server) => server.status)).toEqual(['UP', 'UP']);

    // Members registered and matched, then signed in afresh, all through the proxy.
    const pairs: ChatPair[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const pair = await createChatPair(proxy.url, db);
      pair.tokens = [await signIn(proxy.url, pair.emails[0]), await signIn(proxy.url, pair.emails[1])];
      pairs.push(pair);
    }
    const chat = new ChatLoad(() => proxy.url, pairs);
    await chat.connected();
    // The sockets were spread over both processes (leastconn).
    const spread = await proxy.servers();
    expect(
      spread.every((server) => server.current > 0),
      JSON.stringify(spread),
    ).toBe(true);

    const reader = new ReadLoad(() => proxy.url, pairs[0]!.tokens[0]);
    chat.start(40);
    reader.start(40);
    await sleep(1_500);

    const [victim, survivor] = apps;
    const killedAt = Date.now();
    victim.signal('SIGKILL');
    expect(await victim.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // Readiness checks take the dead process out.
    const after = await proxy.until((servers) => statusOf(servers, 'app1') === 'DOWN');
    const downAfterMs = Date.now() - killedAt;
    expect(statusOf(after, 'app1')).toBe('DOWN');
    expect(statusOf(after, 'app2')).toBe('UP');
    await sleep(2_000);
    chat.stopSending();
    await reader.stop();
    await chat.settled();
    chat.close();

    const report = chat.report();
    expect(report.otherFailures).toEqual([]);
    expect(report.stillPending).toBe(0);
    // The sockets that were on the killed process came back through the proxy.
    expect(report.reconnects).toBeGreaterThan(0);
    const stored = compareStored(chat.acknowledged, await storedCopies(db, chat.senderIds, chat.sentIds));
    expect(stored).toMatchObject({ missing: [], duplicated: [], unacknowledged: [] });
    expect(stored.stored).toBe(report.sent);

    // Reads through the proxy: never a 5xx of the app's own; from the moment the dead one is out, all answered.
    const statuses = reader.results.map((result) => result.status);
    expect(statuses.filter((status) => status !== 200 && status !== 502 && status !== 503)).toEqual([]);
    const afterDown = reader.startedBetween(killedAt + downAfterMs, Date.now()).map((result) => result.status);
    expect(afterDown.length).toBeGreaterThan(0);
    expect(afterDown.filter((status) => status !== 200)).toEqual([]);
    expect(survivor.running).toBe(true);

    console.log(
      JSON.stringify(
        {
          clusterFaultFigures: {
            markedDownAfterKillMs: downAfterMs,
            socketsBeforeKill: Object.fromEntries(spread.map((server) => [server.name, server.current])),
            reconnects: report.reconnects,
            messages: {
              sent: report.sent,
              acknowledged: report.acknowledged,
              stored: stored.stored,
              unanswered: report.unanswered,
              refused503: report.refused503,
            },
            reads: {
              total: statuses.length,
              notOk: statuses.filter((status) => status !== 200).length,
            },
          },
        },
        null,
        2,
      ),
    );
  });
});
