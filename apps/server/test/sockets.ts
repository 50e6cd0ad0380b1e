import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import type { TestApp } from './app';
import type { Ack, ClientToServerEvents, ServerToClientEvents } from '@kindred/contract/realtime';

export type MemberSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type EventName = keyof ServerToClientEvents;
type PayloadOf<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

const WAIT_MS = 10_000;

/** A real socket.io client, websocket only as the web app connects; rejects with the refusal. */
export function connectSocket(baseUrl: string, token: string | null): Promise<MemberSocket> {
  const socket: MemberSocket = io(baseUrl, {
    auth: token === null ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/**
 * The test file's app listening on a free loopback port, for real socket.io clients; every
 * socket opened through `connect` is closed after each test.
 */
export function useSocketServer(app: () => TestApp) {
  let baseUrl = '';
  const open: MemberSocket[] = [];
  beforeAll(async () => {
    await app().app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app().app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  return {
    url: () => baseUrl,
    async connect(token: string): Promise<MemberSocket> {
      const socket = await connectSocket(baseUrl, token);
      open.push(socket);
      return socket;
    },
  };
}

/**
 * Everything a socket receives, kept in order, so a test can wait for an event or check that one
 * never came (after a barrier: an acknowledged round trip on the same socket).
 */
export function recordEvents(socket: MemberSocket) {
  const seen: { event: EventName; payload: unknown }[] = [];
  const waiters: { event: EventName; match: (payload: unknown) => boolean; resolve: (payload: unknown) => void }[] = [];
  socket.onAny((event: EventName, payload: unknown) => {
    seen.push({ event, payload });
    for (const waiter of [...waiters]) {
      if (waiter.event === event && waiter.match(payload)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(payload);
      }
    }
  });
  return {
    all<E extends EventName>(event: E): PayloadOf<E>[] {
      return seen.filter((entry) => entry.event === event).map((entry) => entry.payload as PayloadOf<E>);
    },
    /** The first event of this name (already received or still to come) that passes `match`. */
    next<E extends EventName>(event: E, match: (payload: PayloadOf<E>) => boolean = () => true): Promise<PayloadOf<E>> {
      const earlier = seen.find((entry) => entry.event === event && match(entry.payload as PayloadOf<E>));
      if (earlier) return Promise.resolve(earlier.payload as PayloadOf<E>);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event} within ${WAIT_MS} ms`)), WAIT_MS);
        waiters.push({
          event,
          match: (payload) => match(payload as PayloadOf<E>),
          resolve: (payload) => {
            clearTimeout(timer);
            resolve(payload as PayloadOf<E>);
          },
        });
      });
    },
  };
}

/** Emits a client event and waits for its acknowledgement. */
export function emitWithAck<E extends keyof ClientToServerEvents, T = unknown>(
  socket: MemberSocket,
  event: E,
  payload: Parameters<ClientToServerEvents[E]>[0],
): Promise<Ack<T>> {
  // socket.io's typed emitWithAck cannot follow a generic event name.
  const untyped = socket as unknown as {
    timeout(ms: number): { emitWithAck(event: string, payload: unknown): Promise<Ack<T>> };
  };
  return untyped.timeout(WAIT_MS).emitWithAck(event, payload);
}

/**
 * A barrier: once this round trip is acknowledged, every event the server wrote to this socket
 * before handling it has arrived.
 */
export async function roundTrip(socket: MemberSocket, userId: string): Promise<void> {
  const ack = await emitWithAck(socket, 'join:user', { userId });
  if (!ack.ok) throw new Error(`join:user refused: ${ack.message}`);
}

export function disconnected(socket: MemberSocket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}
