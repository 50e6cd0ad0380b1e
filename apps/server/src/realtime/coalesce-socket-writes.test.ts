import type { Socket as NetSocket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { socketIoPair } from '../../test/socket-io-pair';
import { coalesceSocketWrites } from './coalesce-socket-writes';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** A websocket-only pair, and a count of the write calls the server's TCP socket makes. */
async function connectedPair(coalesce: boolean) {
  const { server, client } = await socketIoPair(closers, coalesce ? coalesceSocketWrites : undefined);
  const tcp = (server.conn.transport as unknown as { socket: { _socket: NetSocket } }).socket._socket;
  const syscalls = { count: 0 };
  const stream = tcp as unknown as { _write: (...args: unknown[]) => void; _writev: (...args: unknown[]) => void };
  for (const method of ['_write', '_writev'] as const) {
    const original = stream[method].bind(tcp);
    stream[method] = (...args: unknown[]) => {
      syscalls.count += 1;
      original(...args);
    };
  }
  return { server, client, syscalls };
}

async function sendFiveInOneTick(coalesce: boolean) {
  const { server, client, syscalls } = await connectedPair(coalesce);
  const received: number[] = [];
  const allReceived = new Promise<void>((resolve) =>
    client.on('packet', (n: number) => {
      received.push(n);
      if (received.length === 5) resolve();
    }),
  );
  for (let n = 0; n < 5; n++) server.emit('packet', n);
  await allReceived;
  return { received, writes: syscalls.count };
}

describe('coalesceSocketWrites', () => {
  it('sends the packets of one tick in one write, in order', async () => {
    const { received, writes } = await sendFiveInOneTick(true);
    expect(received).toEqual([0, 1, 2, 3, 4]);
    expect(writes).toBe(1);
  });

  it('is needed: without it each packet is a write of its own', async () => {
    const { received, writes } = await sendFiveInOneTick(false);
    expect(received).toEqual([0, 1, 2, 3, 4]);
    expect(writes).toBe(5);
  });

  it("joins the packets written after the tick's promises settle: a chat message's echo and its ack", async () => {
    const { server, client, syscalls } = await connectedPair(true);
    server.on('send', async (value: number, ack: (answer: number) => void) => {
      server.emit('echo', value);
      // The ack comes once the work's promise settles, after process.nextTick callbacks have run.
      await Promise.resolve();
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      ack(value);
    });
    const echoed = new Promise((resolve) => client.once('echo', resolve));
    const before = syscalls.count;
    expect(await client.emitWithAck('send', 7)).toBe(7);
    expect(await echoed).toBe(7);
    expect(syscalls.count - before).toBe(1);
  });

  it('keeps order and keeps answering across ticks written back to back', async () => {
    const { server, client } = await connectedPair(true);
    server.on('echo', (value: number, ack: (answer: number) => void) => ack(value * 2));
    const received: number[] = [];
    const allReceived = new Promise<void>((resolve) =>
      client.on('packet', (n: number) => {
        received.push(n);
        if (received.length === 15) resolve();
      }),
    );
    for (let burst = 0; burst < 3; burst++) {
      for (let n = 0; n < 5; n++) server.emit('packet', burst * 5 + n);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await allReceived;
    expect(received).toEqual([...Array(15).keys()]);
    expect(await client.emitWithAck('echo', 21)).toBe(42);
  });

  it('writes again on the next tick: nothing waits for more', async () => {
    const { server, client } = await connectedPair(true);
    const first = new Promise((resolve) => client.once('packet', resolve));
    server.emit('packet', 'alone');
    expect(await first).toBe('alone');
    const second = new Promise((resolve) => client.once('packet', resolve));
    setTimeout(() => server.emit('packet', 'later'), 10);
    expect(await second).toBe('later');
  });
});
