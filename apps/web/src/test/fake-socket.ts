import { vi } from 'vitest';

// Stands in for socket.io-client in every web test (see setup.ts): no network, and the test
// plays the server (serverConnect, serverEmit, respondTo).

type Listener = (...args: unknown[]) => void;
type Responder = (payload: unknown) => unknown;

export interface EmittedEvent {
  event: string;
  payload: unknown;
}

/** Per client event, what the fake server acks (default `{ ok: true, data: undefined }`). */
const responders = new Map<string, Responder>();

export function respondTo(event: string, responder: Responder): void {
  responders.set(event, responder);
}

function ackFor(event: string, payload: unknown): unknown {
  const responder = responders.get(event);
  return responder ? responder(payload) : { ok: true, data: undefined };
}

export class FakeSocket {
  connected = false;
  readonly options: Record<string, unknown>;
  readonly emitted: EmittedEvent[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();
  /** The manager (socket.io's `socket.io`), with its own events such as 'reconnect_failed'. */
  readonly io = {
    listeners: new Map<string, Set<Listener>>(),
    on: (event: string, listener: Listener) => {
      if (!this.io.listeners.has(event)) this.io.listeners.set(event, new Set());
      this.io.listeners.get(event)!.add(listener);
      return this.io;
    },
    off: (event: string, listener: Listener) => {
      this.io.listeners.get(event)?.delete(listener);
      return this.io;
    },
  };

  constructor(options: Record<string, unknown>) {
    this.options = options;
  }

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  off(event?: string, listener?: Listener) {
    if (event === undefined) this.listeners.clear();
    else if (listener === undefined) this.listeners.delete(event);
    else this.listeners.get(event)?.delete(listener);
    return this;
  }

  removeAllListeners() {
    this.listeners.clear();
    return this;
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  emit(event: string, ...args: unknown[]) {
    const ack = typeof args[args.length - 1] === 'function' ? (args.pop() as (result: unknown) => void) : null;
    const payload = args[0];
    this.emitted.push({ event, payload });
    if (ack) queueMicrotask(() => ack(ackFor(event, payload)));
    return this;
  }

  emitWithAck(event: string, payload: unknown): Promise<unknown> {
    this.emitted.push({ event, payload });
    return Promise.resolve().then(() => ackFor(event, payload));
  }

  timeout(_ms: number) {
    return {
      emit: (event: string, payload: unknown, ack?: (error: Error | null, result?: unknown) => void) => {
        this.emitted.push({ event, payload });
        if (ack) queueMicrotask(() => ack(null, ackFor(event, payload)));
      },
      emitWithAck: (event: string, payload: unknown) => this.emitWithAck(event, payload),
    };
  }

  connect() {
    return this;
  }

  disconnect() {
    const wasConnected = this.connected;
    this.connected = false;
    if (wasConnected) this.fire('disconnect', 'io client disconnect');
    return this;
  }

  /** Events the client sent, by name. */
  sent(event: string): unknown[] {
    return this.emitted.filter((item) => item.event === event).map((item) => item.payload);
  }

  // The server's side.
  serverConnect() {
    this.connected = true;
    this.fire('connect');
  }

  serverDrop() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  serverEmit(event: string, ...args: unknown[]) {
    this.fire(event, ...args);
  }

  managerEmit(event: string, ...args: unknown[]) {
    for (const listener of [...(this.io.listeners.get(event) ?? [])]) listener(...args);
  }

  private fire(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

export const fakeSockets: FakeSocket[] = [];

export const io = vi.fn((options: Record<string, unknown>) => {
  const socket = new FakeSocket(options);
  fakeSockets.push(socket);
  return socket;
});

export function lastFakeSocket(): FakeSocket {
  const socket = fakeSockets[fakeSockets.length - 1];
  if (!socket) throw new Error('No socket was opened');
  return socket;
}

export function resetFakeSockets(): void {
  fakeSockets.length = 0;
  responders.clear();
  io.mockClear();
}
