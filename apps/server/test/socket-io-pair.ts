import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';

/**
 * A bare socket.io server (websocket only, none of the app) and one client connected to it, for
 * tests of the transport itself. `onConnection` runs on the server's socket before anything is
 * sent; `closers` receives what to close after the test.
 */
export async function socketIoPair(
  closers: (() => unknown)[],
  onConnection: (socket: ServerSocket) => void = () => {},
): Promise<{ server: ServerSocket; client: ClientSocket }> {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'], serveClient: false });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  closers.push(() => io.close());
  const server = new Promise<ServerSocket>((resolve) =>
    io.once('connection', (socket) => {
      onConnection(socket);
      resolve(socket);
    }),
  );
  const client = connectClient(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  closers.push(() => client.disconnect());
  return { server: await server, client };
}
