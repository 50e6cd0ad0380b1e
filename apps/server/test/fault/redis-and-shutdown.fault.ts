// Redis restarting between two server processes, and SIGTERM under chat load (issue: stay up when
// PostgreSQL restarts). Figures are printed as JSON (docs/decisions/037).
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { MESSAGES } from '@kindred/contract/messages';
import { SOCKET_EVENTS, type Ack } from '@kindred/contract/realtime';
import type { Message } from '@kindred/contract/conversations';
import { AppProcess } from './support/app-process';
import { ChatLoad } from './support/chat-load';
import { closedPort } from '../network';
import { createChatPair, type ChatPair } from './support/members';
import { ReadLoad } from './support/read-load';
import { compareStored, storedCopies } from './support/stored-messages';
import { ThrowawayPostgres } from './support/throwaway-postgres';
import { ThrowawayRedis } from './support/throwaway-redis';
import type { MemberSocket as ChatSocket } from '../sockets';
import { screenedSafeText } from '../screened-safe-text';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let db: ThrowawayPostgres;
let redis: ThrowawayRedis;
let dataDir: string;
const apps: AppProcess[] = [];
const sockets: ChatSocket[] = [];
const figures: Record<string, unknown> = {};

async function startApp(port?: number): Promise<AppProcess> {
  const app = new AppProcess({ port: port ?? (await closedPort()), databaseUrl: db.url, redisUrl: redis.url, dataDir });
  apps.push(app);
  await app.ready();
  return app;
}

beforeAll(async () => {
  db = await ThrowawayPostgres.create();
  redis = await ThrowawayRedis.create();
  dataDir = AppProcess.dataDir();
});

afterAll(async () => {
  console.log(JSON.stringify({ faultFigures: figures }, null, 2));
  for (const socket of sockets) socket.close();
  await Promise.all(apps.map((app) => app.stop()));
  await redis?.stop();
  await db?.destroy();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

function connect(url: string, token: string): Promise<ChatSocket> {
  const socket: ChatSocket = io(url, { auth: { token }, transports: ['websocket'], forceNew: true });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Sends on one socket and resolves with the text when the other socket hears it (or null after `withinMs`). */
async function deliveredAcross(from: ChatSocket, to: ChatSocket, matchId: string, withinMs = 10_000) {
  const content = `across ${screenedSafeText()}`;
  const heard = new Promise<string | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), withinMs);
    const listener = (message: Message) => {
      if (message.content !== content) return;
      clearTimeout(timer);
      to.off(SOCKET_EVENTS.messageNew, listener);
      resolve(message.content);
    };
    to.on(SOCKET_EVENTS.messageNew, listener);
  });
  const ack: Ack<Message> = await from
    .timeout(5_000)
    .emitWithAck(SOCKET_EVENTS.messageSend, { matchId, content, clientId: crypto.randomUUID() });
  return { ack, heard: await heard, content };
}

async function readiness(app: AppProcess): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${app.url}/api/v1/health/ready`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, deadlineMs = 15_000): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  let value = await probe();
  while (!done(value) && Date.now() < deadline) {
    await sleep(100);
    value = await probe();
  }
  return value;
}

describe('Redis stopped and started again between two processes', () => {
  it('keeps HTTP and chat working, says so in readiness, and carries messages across processes again', async () => {
    const first = await startApp();
    const second = await startApp();
    const pair: ChatPair = await createChatPair(first.url, db);
    const her = await connect(first.url, pair.tokens[0]);
    const him = await connect(second.url, pair.tokens[1]);

    const before = await deliveredAcross(her, him, pair.matchId);
    expect(before.ack.ok).toBe(true);
    expect(before.heard).toBe(before.content);

    // A publish left in flight when Redis goes (writes paused: it waits for an answer). node-redis
    // rejects it, and socket.io's adapter never awaits it: no process may take that for a crash
    // (it closed the first process once, under CI load, when a notification's publish was under way).
    redis.pauseWrites(10_000);
    const held = await deliveredAcross(her, him, pair.matchId, 1_000);
    expect(held.ack.ok).toBe(true);
    expect(held.heard).toBeNull();
    await redis.stop();
    const down = await until(
      () => readiness(first),
      (answer) => answer.status === 503,
    );
    // On failure, the first process's own log says what it was doing (an unexplained "restarting"
    // answer here under CI load, 2026-11-26).
    expect(down, first.log).toEqual({
      status: 503,
      body: { message: MESSAGES.temporarilyUnavailable, database: 'ok', redis: 'unavailable' },
    });
    // HTTP and the chat's own process keep working while Redis is away.
    const read = await fetch(`${second.url}/api/v1/profiles/me`, {
      headers: { authorization: `Bearer ${pair.tokens[1]}` },
    });
    expect(read.status).toBe(200);
    const during: Ack<Message> = await her.timeout(5_000).emitWithAck(SOCKET_EVENTS.messageSend, {
      matchId: pair.matchId,
      content: 'while redis is away',
      clientId: crypto.randomUUID(),
    });
    expect(during.ok).toBe(true);

    const restartedAt = Date.now();
    await redis.start();
    for (const app of [first, second]) {
      const up = await until(
        () => readiness(app),
        (answer) => answer.status === 200,
      );
      expect(up.body).toMatchObject({ status: 'ok', redis: 'ok' });
    }
    const after = await deliveredAcross(her, him, pair.matchId);
    expect(after.ack.ok).toBe(true);
    expect(after.heard).toBe(after.content);
    expect(first.running && second.running).toBe(true);
    expect([...first.logLines('shutting down'), ...second.logLines('shutting down')]).toEqual([]);

    figures.redisRestart = { crossProcessDeliveryAgainAfterRedisReturnMs: Date.now() - restartedAt };
    for (const socket of [her, him]) socket.close();
    await Promise.all([first.stop(), second.stop()]);
  });
});

describe('SIGTERM under chat load', () => {
  it('finishes what is in flight, exits 0, and loses no acknowledged message when clients move to the restarted server', async () => {
    const port = await closedPort();
    let app = await startApp(port);
    const pairs = [await createChatPair(app.url, db), await createChatPair(app.url, db)];
    const chat = new ChatLoad(() => app.url, pairs);
    await chat.connected();
    const reader = new ReadLoad(() => app.url, pairs[0]!.tokens[0]);
    chat.start(50);
    reader.start(50);
    await sleep(1_500);

    const old = app;
    const signalledAt = Date.now();
    old.signal('SIGTERM');
    const exit = await old.exited;
    const exitedAfterMs = Date.now() - signalledAt;
    app = await startApp(port);
    const servingAfterMs = Date.now() - signalledAt;
    await sleep(2_000);
    chat.stopSending();
    await reader.stop();
    await chat.settled();
    chat.close();

    expect(exit).toEqual({ code: 0, signal: null });
    expect(old.logLines('shutting down')).toHaveLength(1);
    expect(old.log).not.toContain('shutting down after an error');

    // While it closed and restarted: a 503 in words, or no connection at all; never a 500.
    const answered = reader.results.filter((result) => result.status !== null);
    expect(answered.filter((result) => result.status !== 200 && result.status !== 503)).toEqual([]);
    const refusals = new Set(answered.filter((result) => result.status === 503).map((result) => result.message));
    for (const message of refusals) expect([MESSAGES.shuttingDown, MESSAGES.temporarilyUnavailable]).toContain(message);
    expect(reader.results.at(-1)?.status).toBe(200);

    const report = chat.report();
    expect(report.otherFailures).toEqual([]);
    expect(report.stillPending).toBe(0);
    expect(report.reconnects).toBeGreaterThanOrEqual(4);
    const stored = compareStored(chat.acknowledged, await storedCopies(db, chat.senderIds, chat.sentIds));
    expect(stored).toMatchObject({ missing: [], duplicated: [], unacknowledged: [] });
    expect(stored.stored).toBe(report.sent);

    figures.sigtermUnderChatLoad = {
      exitedAfterMs,
      servingAgainAfterSignalMs: servingAfterMs,
      reconnects: report.reconnects,
      readsWithoutAnswer: reader.results.length - answered.length,
      messages: {
        sent: report.sent,
        acknowledged: report.acknowledged,
        stored: stored.stored,
        refused503: report.refused503,
        unanswered: report.unanswered,
      },
    };
  });
});
