// PostgreSQL blinks under load (issue: stay up when PostgreSQL restarts). The app runs as `npm start`
// runs it, against a cluster of this file's own; two pairs chat over sockets and a client reads
// GET /profiles/me every 50 ms. Figures of each fault are printed as JSON (docs/decisions/037).
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kindred/contract/messages';
import { AppProcess } from './support/app-process';
import { ChatLoad } from './support/chat-load';
import { closedPort } from '../network';
import { createChatPair, type ChatPair } from './support/members';
import { ReadLoad, type ReadResult } from './support/read-load';
import { compareStored, storedCopies } from './support/stored-messages';
import { ThrowawayPostgres } from './support/throwaway-postgres';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The promise: serving again within 5 s of the database's return. */
const SERVE_AGAIN_WITHIN_MS = 5_000;

let db: ThrowawayPostgres;
let app: AppProcess;
let dataDir: string;
let pairs: ChatPair[];
const figures: Record<string, unknown> = {};

beforeAll(async () => {
  db = await ThrowawayPostgres.create();
  dataDir = AppProcess.dataDir();
  app = new AppProcess({ port: await closedPort(), databaseUrl: db.url, dataDir });
  await app.ready();
  pairs = [await createChatPair(app.url, db), await createChatPair(app.url, db)];
});

afterAll(async () => {
  console.log(JSON.stringify({ faultFigures: figures }, null, 2));
  await app?.stop();
  await db?.destroy();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const longest = (results: ReadResult[]) => Math.max(0, ...results.map((result) => result.endedAt - result.startedAt));

/** Runs chat and read load around `fault`, then lets resends finish and checks what was stored. */
async function underLoad(fault: () => Promise<void>) {
  const chat = new ChatLoad(() => app.url, pairs);
  await chat.connected();
  const reader = new ReadLoad(() => app.url, pairs[0]!.tokens[0]);
  chat.start(100);
  reader.start(50);
  await sleep(1_500);
  const faultAt = Date.now();
  await fault();
  await sleep(2_000);
  chat.stopSending();
  await reader.stop();
  await chat.settled();
  chat.close();
  const stored = compareStored(chat.acknowledged, await storedCopies(db, chat.senderIds, chat.sentIds));
  return { chat: chat.report(), stored, reader, faultAt };
}

describe('PostgreSQL going away under load', () => {
  it('stopped for 4 s: the process stays up, answers 503 meanwhile, serves again, and stores every message once', async () => {
    let stoppedAt = 0;
    let restartingAt = 0;
    let restartedAt = 0;
    const run = await underLoad(async () => {
      await db.stop();
      stoppedAt = Date.now();
      await sleep(4_000);
      // PostgreSQL accepts connections a moment before pg_ctl sees it and returns (a second and
      // more on a slow VM): only requests started before the restart began are sure to find it down.
      restartingAt = Date.now();
      await db.start();
      restartedAt = Date.now();
      await sleep(3_000);
    });

    expect(app.running).toBe(true);
    expect(app.log).not.toContain('shutting down after an error');

    // Answered before the fault began: one started just before it may be answered once the
    // database is already stopping (a 503, rightly).
    const before = run.reader.results.filter((result) => result.endedAt <= run.faultAt);
    expect(before.length).toBeGreaterThan(10);
    expect(before.every((result) => result.status === 200)).toBe(true);

    // Every request while it was down got an answer: a 503 the member can read, with Retry-After.
    const during = run.reader.startedBetween(stoppedAt, restartingAt);
    expect(during.length).toBeGreaterThan(20);
    expect(during.filter((result) => result.status !== 503)).toEqual([]);
    expect(new Set(during.map((result) => result.message))).toEqual(new Set([MESSAGES.temporarilyUnavailable]));
    expect(during.every((result) => Number(result.retryAfter) > 0)).toBe(true);

    const firstServed = run.reader.results.find((result) => result.startedAt >= restartedAt && result.status === 200);
    expect(firstServed).toBeDefined();
    const servedAgainMs = firstServed!.endedAt - restartedAt;
    expect(servedAgainMs).toBeLessThanOrEqual(SERVE_AGAIN_WITHIN_MS);
    const afterwards = run.reader.startedBetween(firstServed!.endedAt, Number.POSITIVE_INFINITY);
    expect(afterwards.length).toBeGreaterThan(10);
    expect(afterwards.every((result) => result.status === 200)).toBe(true);

    // The outage was felt by the chat, and every message ends up stored exactly once.
    expect(run.chat.refused503 + run.chat.unanswered).toBeGreaterThan(0);
    expect(run.chat.otherFailures).toEqual([]);
    expect(run.chat.stillPending).toBe(0);
    expect(run.chat.acknowledged).toBe(run.chat.sent);
    expect(run.stored).toMatchObject({ missing: [], duplicated: [], unacknowledged: [] });
    expect(run.stored.stored).toBe(run.chat.sent);

    // One line for the outage, without the pg client object, and one when it is over.
    const failed = app.logLines('database connection failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).not.toHaveProperty('client');
    expect(JSON.stringify(failed[0])).not.toContain('_connectionCallback');
    expect(app.logLines('database connection restored')).toHaveLength(1);

    figures.postgresStoppedFor4s = {
      requestsDuringOutage: during.length,
      longestRequestDuringOutageMs: longest(during),
      servedAgainAfterDatabaseReturnMs: servedAgainMs,
      messages: {
        sent: run.chat.sent,
        acknowledged: run.chat.acknowledged,
        stored: run.stored.stored,
        refused503: run.chat.refused503,
        unanswered: run.chat.unanswered,
      },
    };
  });

  it('its connections ended from the database side: the same', async () => {
    let terminated = 0;
    const run = await underLoad(async () => {
      terminated += await db.terminateAppConnections();
      await sleep(1_000);
      terminated += await db.terminateAppConnections();
    });

    expect(terminated).toBeGreaterThan(0);
    expect(app.running).toBe(true);
    const refused = run.reader.results.filter((result) => result.status !== 200);
    // A read cut off mid-statement may get a 503; nothing else.
    expect(refused.filter((result) => result.status !== 503)).toEqual([]);
    expect(refused.every((result) => result.message === MESSAGES.temporarilyUnavailable)).toBe(true);
    const last = run.reader.results.at(-1);
    expect(last?.status).toBe(200);

    expect(run.chat.otherFailures).toEqual([]);
    expect(run.chat.stillPending).toBe(0);
    expect(run.stored).toMatchObject({ missing: [], duplicated: [], unacknowledged: [] });
    expect(run.stored.stored).toBe(run.chat.sent);

    figures.connectionsTerminated = {
      connectionsEnded: terminated,
      readsRefused: refused.length,
      longestRequestMs: longest(run.reader.results),
      messages: { sent: run.chat.sent, acknowledged: run.chat.acknowledged, stored: run.stored.stored },
    };
  });
});

describe('starting before PostgreSQL is up', () => {
  it('waits with one line per attempt and starts serving once the server is up', async () => {
    await db.stop();
    const late = new AppProcess({ port: await closedPort(), databaseUrl: db.url, dataDir: AppProcess.dataDir() });
    try {
      const waiting = `waiting for PostgreSQL at 127.0.0.1:${db.port}...`;
      // Within its 60 s of waiting; a loaded two-core machine took over 10 s just to start Node.
      const deadline = Date.now() + 40_000;
      while (Date.now() < deadline && late.running && late.logLines(waiting).length < 2) await sleep(100);
      expect(late.logLines(waiting).length).toBeGreaterThanOrEqual(2);
      expect(late.running).toBe(true);
      await db.start();
      await late.ready();
      expect(late.logLines(`PostgreSQL at 127.0.0.1:${db.port} is up`)).toHaveLength(1);
    } finally {
      await late.stop();
      // A failure above must not leave the next test a stopped server to stop again.
      if (!db.isRunning()) await db.start();
    }
  });

  it('gives up after DATABASE_WAIT_SECONDS with one clear message and no stack trace', async () => {
    await db.stop();
    try {
      const hopeless = new AppProcess({
        port: await closedPort(),
        databaseUrl: db.url,
        dataDir: AppProcess.dataDir(),
        env: { DATABASE_WAIT_SECONDS: '2' },
      });
      const { code } = await hopeless.exited;
      expect(code).toBe(1);
      const fatal = hopeless.logLines(`PostgreSQL at 127.0.0.1:${db.port} did not answer within 2 s`);
      expect(fatal).toHaveLength(1);
      expect(fatal[0]!.level).toBe(60);
      expect(hopeless.log).not.toMatch(/\n\s+at /);
    } finally {
      await db.start();
    }
  });
});
