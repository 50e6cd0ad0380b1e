import net from 'node:net';
import { postgresTestServerUrl } from './postgres-url';

/** A loopback port that was just free and that nothing listens on: connecting to it is refused. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** What a promise rejected with; fails the test if it resolved instead. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject, but it resolved');
}

/**
 * A TCP proxy in front of the PostgreSQL test server on a port of its own, which a test takes down
 * (connections cut, new ones refused: a server restarting) and brings back on the same port.
 */
export interface PostgresProxy {
  readonly port: number;
  /** The test server's URL with this proxy's address, for `database` (default: the URL's own). */
  url(database?: string): string;
  /** Starts forwarding (again) on the same port. */
  start(): Promise<void>;
  /** Cuts every open connection and stops listening: new connections are refused. */
  stop(): Promise<void>;
}

export async function createPostgresProxy({ listening = true } = {}): Promise<PostgresProxy> {
  const target = new URL(postgresTestServerUrl());
  const targetPort = Number(target.port || 5432);
  const targetHost = target.hostname || '127.0.0.1';
  const port = await closedPort();
  const open = new Set<net.Socket>();
  let server: net.Server | null = null;

  const proxy: PostgresProxy = {
    port,
    url(database) {
      const url = new URL(postgresTestServerUrl());
      url.hostname = '127.0.0.1';
      url.port = String(port);
      if (database) url.pathname = `/${database}`;
      return url.toString();
    },
    async start() {
      if (server) return;
      const listener = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        for (const socket of [client, upstream]) {
          open.add(socket);
          socket.on('close', () => open.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server = listener;
      await new Promise<void>((resolve, reject) => {
        listener.once('error', reject);
        listener.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const listener = server;
      server = null;
      for (const socket of open) socket.destroy();
      if (listener) await new Promise<void>((resolve) => listener.close(() => resolve()));
    },
  };
  if (listening) await proxy.start();
  return proxy;
}
