import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_POOL_SETTINGS } from '../db/postgres-pool';
import { useTestApp } from '../../test/app';
import { createMember } from '../../test/factories';
import { connectSocket, useSocketServer } from '../../test/sockets';
import { SOCKET_DATABASE_QUEUE } from './gateway';

const t = useTestApp();
const server = useSocketServer(t);

describe('a storm of handshakes (every client reconnecting at once)', () => {
  it("connects every socket, though there are more than the database pool's queue takes", async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => createMember(t().app)));
    const count = DEFAULT_POOL_SETTINGS.queue * 3;
    expect(count).toBeLessThan(SOCKET_DATABASE_QUEUE);
    // Every pooled connection busy for a moment, as under load: the handshakes must wait.
    // (Drizzle's queries run when awaited: each in its own async function, they start now.)
    const busy = Array.from({ length: DEFAULT_POOL_SETTINGS.size }, async () =>
      t().db.execute(sql`select pg_sleep(2)`),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const results = await Promise.allSettled(
      Array.from({ length: count }, (_, i) => connectSocket(server.url(), members[i % members.length]!.token)),
    );
    await Promise.all(busy);
    const sockets = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      const refusals = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
      expect(refusals).toEqual([]);
      expect(sockets).toHaveLength(count);
    } finally {
      sockets.forEach((socket) => socket.close());
    }
  });
});
