import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { MESSAGES } from '@kindred/contract/messages';
import { kindredApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { openDatabase } from '../db/open-database';
import { createServer } from '../server';
import { openTestDatabase, postgresTestDatabaseUrl } from '../../test/database';
import { bearer, createMember, type CreatedMember } from '../../test/factories';
import { createPostgresProxy, type PostgresProxy } from '../../test/network';
import { recordingLog, useUncaughtExceptions } from '../../test/recording-log';
import { connectSocket } from '../../test/sockets';

// The whole app on PostgreSQL behind a proxy the test takes down and brings back: a server restart.
const poolLog = recordingLog();
const uncaught = useUncaughtExceptions();
let proxy: PostgresProxy;
let database: DatabaseHandle;
let app: FastifyInstance;
let dataDir: string;
let member: CreatedMember;

beforeAll(async () => {
  proxy = await createPostgresProxy();
  // Makes this worker's test database if no file has yet.
  await (await openTestDatabase()).close();
  const url = new URL(postgresTestDatabaseUrl());
  database = await openDatabase({
    url: proxy.url(url.pathname.slice(1)),
    migrate: false,
    pool: { connectTimeoutMs: 500 },
    log: poolLog,
  });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-outage-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SERVE_WEB: 'false',
    SEED_DEMO: 'false',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    RETRY_AFTER_SECONDS: '3',
    READY_TIMEOUT_MS: '2000',
  });
  app = createServer(pino({ level: 'silent' }));
  await app.register(kindredApp, { config, db: database.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  member = await createMember(app);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await proxy?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const socketUrl = () => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const me = () => app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(member.token) });

describe('the app while PostgreSQL restarts', () => {
  it('answers 503 with Retry-After while the server is away, stays alive, and serves again when it is back', async () => {
    expect((await me()).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/health/ready' })).statusCode).toBe(200);

    await proxy.stop();

    const refused = await me();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('3');
    expect(refused.json()).toEqual({ message: MESSAGES.temporarilyUnavailable });

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: member.email, password: member.password },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({ message: MESSAGES.temporarilyUnavailable });

    const ready = await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('3');
    expect(ready.json()).toEqual({
      message: MESSAGES.temporarilyUnavailable,
      database: 'unavailable',
      redis: 'not configured',
    });
    const live = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(live.statusCode).toBe(200);

    // A socket handshake is refused in words the web client retries on (data.status 503).
    const handshake = await connectSocket(socketUrl(), member.token).then(
      (socket) => {
        socket.close();
        throw new Error('the socket connected while the database was away');
      },
      (error: unknown) => error as Error & { data?: unknown },
    );
    expect(handshake.message).toBe(MESSAGES.temporarilyUnavailable);
    expect(handshake.data).toEqual({ status: 503 });

    const failed = poolLog.lines.filter((line) => line.level === 'warn');
    expect(failed).toHaveLength(1);
    expect(JSON.stringify(failed[0]?.details)).not.toContain(member.email);

    await proxy.start();
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/api/v1/health/ready' })).statusCode)
      .toBe(200);
    expect((await me()).statusCode).toBe(200);
    (await connectSocket(socketUrl(), member.token)).close();
    expect(poolLog.lines.filter((line) => line.message === 'database connection restored')).toHaveLength(1);
    expect(uncaught).toEqual([]);
  });
});
