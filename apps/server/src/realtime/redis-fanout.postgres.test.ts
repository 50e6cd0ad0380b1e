import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_LIMITS, CALL_MESSAGES, type Call } from '@kindred/contract/calls';
import type { Message } from '@kindred/contract/conversations';
import { useTestApp } from '../../test/app';
import { postgresTestDatabaseUrl } from '../../test/database';
import { bearer, createMatchedPair } from '../../test/factories';
import {
  connectSocket,
  disconnected,
  emitWithAck,
  recordEvents,
  roundTrip,
  type MemberSocket,
} from '../../test/sockets';

// Two server processes on one PostgreSQL database, sharing socket.io rooms through Redis
// (DESIGN 9). Runs on the PostgreSQL project only: PGlite cannot be opened by two processes.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Video calls ring briefly here, so a missed call's timer fires within a test (decision 110).
const RING_MS = 800;
const t = useTestApp({ REDIS_URL, CALL_RING_TIMEOUT_MS: String(RING_MS) });
let processA = '';
let processB = '';
let child: ChildProcess | undefined;
let dataDir = '';
const sockets: MemberSocket[] = [];

/** Starts `src/main.ts` in its own Node process and resolves with the URL it listens on. */
function startSecondProcess(): Promise<string> {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-second-process-'));
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: postgresTestDatabaseUrl(),
      REDIS_URL,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /running at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url.replace('localhost', '127.0.0.1'));
    };
    child!.stdout!.on('data', onData);
    child!.stderr!.on('data', onData);
    child!.once('exit', (code) => reject(new Error(`second process exited with ${code}:\n${output}`)));
  });
}

beforeAll(async () => {
  await t().app.listen({ port: 0, host: '127.0.0.1' });
  processA = `http://127.0.0.1:${(t().app.server.address() as AddressInfo).port}`;
  processB = await startSecondProcess();
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function connect(url: string, token: string) {
  const socket = await connectSocket(url, token);
  sockets.push(socket);
  return { socket, events: recordEvents(socket) };
}

describe('with REDIS_URL, two server processes', () => {
  it('deliver a message sent through process B to a member connected to process A, in real time', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const ava = await connect(processA, her.token);
    const sam = await connect(processB, him.token);

    const ack = await emitWithAck<'message:send', Message>(sam.socket, 'message:send', {
      matchId,
      content: 'Sent through B',
      clientId: 'b-1',
    });
    if (!ack.ok) throw new Error(ack.message);
    expect(await ava.events.next('message:new')).toMatchObject({ id: ack.data.id, content: 'Sent through B' });
    expect(await ava.events.next('notification:message')).toMatchObject({ matchId, senderName: 'Sam' });

    // And the other way: typing and a read receipt from A reach B.
    await emitWithAck(ava.socket, 'user:typing', { matchId, isTyping: true });
    expect(await sam.events.next('user:typing')).toEqual({ matchId, userId: her.user.id, isTyping: true });
    await emitWithAck(ava.socket, 'message:read', { matchId });
    expect(await sam.events.next('message:read')).toMatchObject({ matchId, readerId: her.user.id });
  });

  it('say a member went offline only when their last socket, on any process, is gone', async () => {
    const { her, him } = await createMatchedPair(t().app, t().db);
    const ava = await connect(processA, her.token);
    const onA = await connect(processA, him.token);
    const onB = await connect(processB, him.token);
    await ava.events.next('user:online', (event) => event.userId === him.user.id && event.isOnline);
    const onAId = onA.socket.id!;
    onA.socket.close();
    // He is still connected to B: once A has handled the disconnect, it must not have called him offline.
    while (t().app.realtime.io.sockets.sockets.has(onAId)) await new Promise((resolve) => setTimeout(resolve, 10));
    await t().app.realtime.settle();
    await roundTrip(ava.socket, her.user.id);
    expect(ava.events.all('user:online').filter((event) => !event.isOnline)).toEqual([]);
    onB.socket.close();
    const offline = await ava.events.next('user:online', (event) => !event.isOnline);
    expect(offline.userId).toBe(him.user.id);
    expect(ava.events.all('user:online').filter((event) => !event.isOnline)).toHaveLength(1);
  });

  it('close a revoked session’s socket held by the other process, and keep the current one', async () => {
    const { her } = await createMatchedPair(t().app, t().db);
    const second = await t().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: her.email, password: her.password },
    });
    const kept = await connect(processA, her.token);
    const revoked = await connect(processB, second.json().token as string);
    const closed = disconnected(revoked.socket);
    const changed = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/account/password',
      headers: bearer(her.token),
      payload: { currentPassword: her.password, newPassword: 'a brand new secret' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await roundTrip(kept.socket, her.user.id);
    expect(kept.socket.connected).toBe(true);
  });
});

describe('with REDIS_URL, a video call across two processes (decision 110)', () => {
  async function optedInPair() {
    const pair = await createMatchedPair(t().app, t().db);
    for (const member of [pair.her, pair.him]) {
      const on = await t().app.inject({
        method: 'PUT',
        url: `/api/v1/matches/${pair.matchId}/video-calls`,
        headers: bearer(member.token),
        payload: { enabled: true },
      });
      expect(on.statusCode).toBe(200);
    }
    return pair;
  }

  it('rung through A, answered through B: signals cross, and A’s missed-call timer changes nothing', async () => {
    const { her, him, matchId } = await optedInPair();
    const ava = await connect(processA, her.token);
    const sam = await connect(processB, him.token);
    const started = await emitWithAck<'call:start', Call>(ava.socket, 'call:start', { matchId });
    if (!started.ok) throw new Error(started.message);
    const callId = started.data.id;
    await sam.events.next('call:updated', (call) => call.id === callId && call.state === 'ringing');
    expect(await emitWithAck(sam.socket, 'call:accept', { callId })).toMatchObject({
      ok: true,
      data: { state: 'active' },
    });
    await ava.events.next('call:updated', (call) => call.id === callId && call.state === 'active');

    const offer = { type: 'offer' as const, sdp: 'v=0\r\n' };
    expect(await emitWithAck(ava.socket, 'call:signal', { callId, kind: 'offer', description: offer })).toEqual({
      ok: true,
    });
    expect(await sam.events.next('call:signal')).toMatchObject({ callId, kind: 'offer', fromId: her.user.id });
    await emitWithAck(sam.socket, 'call:signal', {
      callId,
      kind: 'answer',
      description: { type: 'answer', sdp: 'v=0\r\n' },
    });
    expect(await ava.events.next('call:signal')).toMatchObject({ callId, kind: 'answer', fromId: him.user.id });

    // A's timer fires after the ring time: the call was answered (on B), so it stays.
    await new Promise((resolve) => setTimeout(resolve, RING_MS + 400));
    await t().app.calls.settle();
    await roundTrip(ava.socket, her.user.id);
    expect(ava.events.all('call:updated').filter((call) => call.id === callId && call.state === 'ended')).toEqual([]);

    await emitWithAck(sam.socket, 'call:hangup', { callId });
    expect(await ava.events.next('call:updated', (call) => call.id === callId && call.state === 'ended')).toMatchObject(
      {
        endReason: 'hung-up',
      },
    );
  });

  it('rung through A and not answered: the callee on B hears it missed', async () => {
    const { her, him, matchId } = await optedInPair();
    const ava = await connect(processA, her.token);
    const sam = await connect(processB, him.token);
    const started = await emitWithAck<'call:start', Call>(ava.socket, 'call:start', { matchId });
    if (!started.ok) throw new Error(started.message);
    const missed = await sam.events.next(
      'call:updated',
      (call) => call.id === started.data.id && call.state === 'ended',
    );
    expect(missed.endReason).toBe('missed');
  });

  it('count a member’s calls on both processes against one limit (decision 093)', async () => {
    const { her, matchId } = await optedInPair();
    const onA = await connect(processA, her.token);
    const onB = await connect(processB, her.token);
    // The burst spread over both processes: 3 through A, 2 through B. Each process alone would allow 5.
    for (let i = 0; i < CALL_LIMITS.startBurst; i++) {
      const socket = (i % 2 === 0 ? onA : onB).socket;
      const started = await emitWithAck<'call:start', Call>(socket, 'call:start', { matchId });
      if (!started.ok) throw new Error(started.message);
      expect(await emitWithAck(socket, 'call:hangup', { callId: started.data.id })).toMatchObject({ ok: true });
    }
    expect(await emitWithAck(onB.socket, 'call:start', { matchId })).toEqual({
      ok: false,
      status: 429,
      message: CALL_MESSAGES.tooManyCalls,
    });
  });
});
