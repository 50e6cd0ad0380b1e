import { afterEach, describe, expect, it } from 'vitest';
import { socketIoPair } from '../../test/socket-io-pair';

// patches/engine.io+6.6.12.patch (applied by `npm install`'s postinstall, docs/decisions/027): a
// socket's write buffer is emptied in place after each flush instead of being replaced, so a buffer
// that reached V8's old space never keeps the packets it last held alive.
const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const connectedPair = () => socketIoPair(closers);

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
