import { Socket as NetSocket } from 'node:net';
import type { Socket } from 'socket.io';

/**
 * The TCP socket under a websocket connection: engine.io's transport holds ws's WebSocket, which
 * holds it as `_socket`. Neither is typed, so each step is checked at run time.
 */
function tcpSocketOf(socket: Socket): NetSocket | undefined {
  const websocket: unknown = Reflect.get(socket.conn.transport, 'socket');
  if (typeof websocket !== 'object' || websocket === null) return undefined;
  const tcp: unknown = Reflect.get(websocket, '_socket');
  return tcp instanceof NetSocket ? tcp : undefined;
}

/**
 * Each socket.io packet is its own websocket frame and, by default, its own write syscall: a
 * chat message is four or five packets (the ack, both members' `message:new`, the notifications),
 * and a third of the server's busy time went to `writev` (bench/chat/README.md). Corking the TCP
 * socket at a turn's first write and uncorking it in `setImmediate` sends everything written in
 * between in one syscall, in order, once this turn of the event loop has run its callbacks,
 * process.nextTick queue and promises: a send's ack (its promise settling) joins the sender's echo
 * written a moment before (bench: 5.98 → 5.02 write syscalls a message). libuv does not block
 * for I/O while an immediate is pending, so nothing waits for more to arrive.
 *
 * engine.io marks its transport unwritable after each send until the frames' write callback, so
 * a second packet of the same turn would wait for the first one's syscall and take one of its
 * own. While the TCP socket is corked, the transport stays writable: every packet of the turn
 * joins the corked buffer (ordered by the one TCP stream, as before), and each send still gets
 * its own callback and "drain" afterwards, so engine.io's sent-callback queue stays balanced.
 * Without a websocket underneath (no TCP socket found), nothing changes.
 */
export function coalesceSocketWrites(socket: Socket): void {
  const tcp = tcpSocketOf(socket);
  if (!tcp) return;
  // engine.io's transport: it sends a flush of packets, then holds the next until that one is written.
  const transport = socket.conn.transport;
  const write = tcp.write.bind(tcp) as (...args: unknown[]) => boolean;
  let corked = false;
  const uncork = () => {
    corked = false;
    tcp.uncork();
  };
  tcp.write = ((...args: unknown[]) => {
    if (!corked) {
      corked = true;
      tcp.cork();
      setImmediate(uncork);
    }
    return write(...args);
  }) as NetSocket['write'];
  const send = transport.send.bind(transport);
  transport.send = (packets) => {
    send(packets);
    if (corked) transport.writable = true;
  };
}
