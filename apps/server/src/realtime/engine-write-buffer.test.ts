import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';

// patches/engine.io+6.6.12.patch (applied by `npm install`'s postinstall, docs/decisions/027): a
// socket's write buffer is emptied in place after each flush instead of being replaced, so a buffer
// that reached V8's old space never keeps the packets it last held alive.
const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function connectedPair(): Promise<{ server: ServerSocket; client: ClientSocket }> {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'], serveClient: false });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  closers.push(() => io.close());
  const server = new Promise<ServerSocket>((resolve) => io.once('connection', resolve));
  const client = connectClient(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  closers.push(() => client.disconnect());
  return { server: await server, client };
}

describe('the engine.io write buffer patch', () => {
  it('keeps one write buffer per socket, emptied after every flush, and still delivers every packet in order', async () => {
    const { server, client } = await connectedPair();
    const engineSocket = server.conn as unknown as { writeBuffer: unknown[] };
    const buffer = engineSocket.writeBuffer;

    const received: number[] = [];
    const allReceived = new Promise<void>((resolve) =>
      client.on('tick', (n: number) => {
        received.push(n);
        if (received.length === 50) resolve();
      }),
    );
    for (let n = 0; n < 50; n++) server.emit('tick', n);
    await allReceived;

    expect(received).toEqual(Array.from({ length: 50 }, (_, n) => n));
    expect(engineSocket.writeBuffer).toBe(buffer);
    expect(buffer).toHaveLength(0);
  });
});
