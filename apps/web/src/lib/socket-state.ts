import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@kindred/contract/realtime';

// The current socket and who listens to it, without socket.io itself (decision 042): public pages
// read this state (the reconnecting banner, recovery after an outage) while socket-client.ts,
// which opens the connection, loads only once a member is signed in.

export type KindredSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
/** Told when the connection comes up or goes down (with the error when it failed to connect). */
export type ConnectionListener = (connected: boolean, error?: Error) => void;

let socket: KindredSocket | null = null;
let userId: string | null = null;
const connectionListeners = new Set<ConnectionListener>();
/** React's subscriptions to "the socket was replaced or removed" (see use-socket.ts). */
const socketWatchers = new Set<() => void>();

/** For socket-client.ts: the socket now in use (null: none) and its member. */
export function setCurrentSocket(next: KindredSocket | null, memberId: string | null): void {
  socket = next;
  userId = memberId;
}

export function tellConnectionListeners(connected: boolean, error?: Error): void {
  for (const listener of [...connectionListeners]) {
    if (error) listener(connected, error);
    else listener(connected);
  }
}

export function clearConnectionListeners(): void {
  connectionListeners.clear();
}

export function tellSocketWatchers(): void {
  for (const watcher of [...socketWatchers]) watcher();
}

export function getSocket(): KindredSocket | null {
  return socket;
}

/** The member the socket was opened for, or null when there is no socket. */
export function getSocketUserId(): string | null {
  return userId;
}

export function isSocketConnected(): boolean {
  return socket?.connected ?? false;
}

export function addConnectionListener(listener: ConnectionListener): () => void {
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
}

/** For useSyncExternalStore: called whenever the socket is replaced or removed. */
export function watchSocket(watcher: () => void): () => void {
  socketWatchers.add(watcher);
  return () => socketWatchers.delete(watcher);
}

/** socket.io stops trying after SOCKET_OPTIONS.reconnectionAttempts: once the server answers again, try now. */
export function reconnectSocketIfDown(): void {
  if (socket && !socket.connected) socket.connect();
}
