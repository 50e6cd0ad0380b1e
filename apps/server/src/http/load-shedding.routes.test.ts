import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Message } from '@kindred/contract/conversations';
import { MESSAGES } from '@kindred/contract/messages';
import { createTestApp, useTestApp } from '../../test/app';
import { createMatchedPair, type MatchedPair } from '../../test/factories';
import { emitWithAck, useSocketServer } from '../../test/sockets';

// A request that needs nothing but the process: what load shedding refuses and closing refuses.
const ORDINARY = '/api/v1/locations?q=Spring';

/** Keeps the event loop busy in bursts, a turn of the loop between them, until under-pressure's next sample sees it. */
async function overload(app: FastifyInstance): Promise<void> {
  for (let burst = 0; burst < 60 && !app.isUnderPressure(); burst++) {
    const until = Date.now() + 500;
    while (Date.now() < until) {
      // busy, as a slow synchronous computation would be
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(app.isUnderPressure()).toBe(true);
}

/** Asks until ordinary requests are served again, three times in a row over more than a sample (a second). */
async function calm(app: FastifyInstance): Promise<void> {
  let served = 0;
  for (let attempt = 0; attempt < 60; attempt++) {
    const response = await app.inject({ method: 'GET', url: ORDINARY });
    served = response.statusCode === 200 ? served + 1 : 0;
    if (served === 3) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('still shedding load after 60 tries');
}

describe('load shedding while the event loop lags', () => {
  const t = useTestApp({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '200' });
  const sockets = useSocketServer(t);
  let pair: MatchedPair;
  beforeAll(async () => {
    // Loading the test database blocks the loop for a while: wait that out first.
    await calm(t().app);
    pair = await createMatchedPair(t().app, t().db);
    await calm(t().app);
  });

  it('refuses ordinary requests with 503 and Retry-After, keeps liveness up, and serves again once calm', async () => {
    const { app } = t();
    const socket = await sockets.connect(pair.her.token);
    await overload(app);

    const refused = await app.inject({ method: 'GET', url: ORDINARY });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(t().config.database.retryAfterSeconds));
    expect(refused.json()).toEqual({ message: MESSAGES.overloaded });

    const readiness = await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toEqual({ message: MESSAGES.overloaded });

    for (const url of ['/api/v1/health', '/api/v1/health?probe=kubelet']) {
      const liveness = await app.inject({ method: 'GET', url });
      expect(liveness.statusCode, url).toBe(200);
      expect(liveness.json()).toEqual({ status: 'ok' });
    }
    expect((await app.inject({ method: 'HEAD', url: '/api/v1/health' })).statusCode).toBe(200);

    const send = { matchId: pair.matchId, content: 'Are you there?', media: null, clientId: 'shed-1' };
    const ack = await emitWithAck(socket, 'message:send', send);
    expect(ack).toEqual({ ok: false, status: 503, message: MESSAGES.overloaded });

    await calm(app);
    expect(app.isUnderPressure()).toBe(false);
    const served = await app.inject({ method: 'GET', url: ORDINARY });
    expect(served.statusCode).toBe(200);
    const sent = await emitWithAck<'message:send', Message>(socket, 'message:send', { ...send, clientId: 'shed-2' });
    expect(sent).toMatchObject({ ok: true, data: { content: 'Are you there?' } });
  });
});

interface Answer {
  status: number | undefined;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(port: number, path: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body }));
    });
    request.on('error', reject);
  });
}

function latch(): { promise: Promise<void>; open: () => void } {
  let open: () => void = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('closing', () => {
  const agents: http.Agent[] = [];
  const agent = () => {
    const made = new http.Agent({ keepAlive: true });
    agents.push(made);
    return made;
  };
  afterEach(() => {
    for (const made of agents.splice(0)) made.destroy();
  });

  it('lets the request in flight finish, answers new ones 503 while closing, then refuses new connections', async () => {
    const slowStarted = latch();
    const slowMayFinish = latch();
    const closeBegun = latch();
    const listenerMayClose = latch();
    const closing = await createTestApp(
      {},
      {
        beforeReady(app) {
          app.get('/test/slow', async () => {
            slowStarted.open();
            await slowMayFinish.promise;
            return { done: true };
          });
          // The app's own preClose work (sockets, Redis) runs between "closing" and "no longer
          // listening"; this hook holds that moment open so the test can knock on the door.
          app.addHook('preClose', async () => {
            closeBegun.open();
            await listenerMayClose.promise;
          });
        },
      },
    );
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = closing.app.server.address() as AddressInfo;

    const slow = get(port, '/test/slow', agent());
    await slowStarted.promise;
    const closed = closing.close();
    await closeBegun.promise;

    // Close has begun and the port still listens: a new request is told to come back.
    const during = await get(port, ORDINARY, agent());
    expect(during.status).toBe(503);
    expect(during.headers.connection).toBe('close');
    expect(during.headers['retry-after']).toBe(String(closing.config.database.retryAfterSeconds));
    expect(JSON.parse(during.body)).toEqual({ message: MESSAGES.shuttingDown });
    const readiness = await get(port, '/api/v1/health/ready', agent());
    expect(readiness.status).toBe(503);
    expect(JSON.parse(readiness.body)).toEqual({ message: MESSAGES.shuttingDown });

    // Then the listener closes: a new connection is refused outright, while the slow request still runs.
    listenerMayClose.open();
    await expect.poll(() => closing.app.server.listening).toBe(false);
    await expect(get(port, '/api/v1/health', agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    slowMayFinish.open();
    const finished = await slow;
    expect(finished.status).toBe(200);
    expect(JSON.parse(finished.body)).toEqual({ done: true });
    // Its connection closes with it; kept alive, it would hold the close open for the keep-alive timeout.
    expect(finished.headers.connection).toBe('close');
    await closed;
  });
});
