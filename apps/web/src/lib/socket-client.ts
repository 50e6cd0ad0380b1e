import { io } from 'socket.io-client';
import { SOCKET_EVENTS, SOCKET_OPTIONS } from '@kindred/contract/realtime';
import { readStoredAuthOrThrow } from './auth-storage';
import { reportServerUnavailable } from './server-status';
import {
  clearConnectionListeners,
  getSocket,
  setCurrentSocket,
  tellConnectionListeners,
  tellSocketWatchers,
  type KindredSocket,
} from './socket-state';

// The state lives in socket-state.ts (no socket.io there), re-exported for the member code.
export {
  addConnectionListener,
  getSocket,
  getSocketUserId,
  isSocketConnected,
  reconnectSocketIfDown,
  watchSocket,
  type ConnectionListener,
  type KindredSocket,
} from './socket-state';

// SPEC 4 Realtime connection: one socket for the signed-in member, websocket only, on the
// page's own origin (/socket.io), authenticated with the stored token in the handshake.

let stopWatchingNetwork: (() => void) | null = null;

/** Drops the current socket and every listener on it. */
function closeSocket() {
  stopWatchingNetwork?.();
  stopWatchingNetwork = null;
  const old = getSocket();
  setCurrentSocket(null, null);
  if (!old) return;
  old.removeAllListeners();
  old.disconnect();
}

/**
 * How long one connection attempt may wait for the server's handshake (socket.io's default is 20 s).
 * A connection that is accepted and then dropped before the handshake is not an error to
 * socket.io: the attempt only ends at this timeout, so a long one stalls reconnection.
 */
export const HANDSHAKE_TIMEOUT_MS = 10_000;

/** After socket.io's round of reconnection attempts runs out, the next round starts this much later. */
export const NEXT_ROUND_DELAY_MS = 10_000;

/**
 * socket.io gives up after SOCKET_OPTIONS.reconnectionAttempts. So that a long outage does not
 * leave the app without live updates, a new round starts NEXT_ROUND_DELAY_MS later, and at once
 * when the browser comes back online or to the tab.
 */
function keepTrying(target: KindredSocket): () => void {
  let nextRound: ReturnType<typeof setTimeout> | undefined;
  const retry = () => {
    clearTimeout(nextRound);
    if (!target.connected && document.visibilityState === 'visible') target.connect();
  };
  const scheduleRound = () => {
    clearTimeout(nextRound);
    nextRound = setTimeout(() => {
      if (!target.connected) target.connect();
    }, NEXT_ROUND_DELAY_MS);
  };
  target.io.on('reconnect_failed', scheduleRound);
  window.addEventListener('online', retry);
  document.addEventListener('visibilitychange', retry);
  return () => {
    clearTimeout(nextRound);
    target.io.off('reconnect_failed', scheduleRound);
    window.removeEventListener('online', retry);
    document.removeEventListener('visibilitychange', retry);
  };
}

function refusedAsUnavailable(error: Error): boolean {
  return (error as Error & { data?: { status?: unknown } }).data?.status === 503;
}

/**
 * Opens the socket for the member in the stored auth record (token and user id), or returns
 * null when there is none. Called again while a socket exists, it disconnects that one first.
 */
export function connectSocket(): KindredSocket | null {
  let auth;
  try {
    auth = readStoredAuthOrThrow();
  } catch (error) {
    console.error('Error initializing socket', error);
    return null;
  }
  if (!auth) return null;

  closeSocket();
  const memberId = auth.user.id;
  // forceNew: a fresh connection with this token, never a cached one from an earlier session.
  const next: KindredSocket = io({
    auth: { token: auth.token },
    ...SOCKET_OPTIONS,
    transports: [...SOCKET_OPTIONS.transports],
    timeout: HANDSHAKE_TIMEOUT_MS,
    forceNew: true,
  });
  // 'connect' fires again after every reconnection: join the member's own room each time.
  next.on('connect', () => {
    next.emit(SOCKET_EVENTS.joinUser, { userId: memberId });
    tellConnectionListeners(true);
  });
  next.on('disconnect', () => tellConnectionListeners(false));
  next.on('connect_error', (error) => {
    console.error('Socket connection error', error);
    // The server refused the handshake only because its database is away (503): socket.io does
    // not retry a refusal, so the server status polls readiness and reconnects us once it is back.
    if (refusedAsUnavailable(error)) reportServerUnavailable();
    tellConnectionListeners(false, error);
  });
  setCurrentSocket(next, memberId);
  stopWatchingNetwork = keepTrying(next);
  tellSocketWatchers();
  return next;
}

/** Closes the socket (sign-out, app unmount) and forgets its listeners and the member's id. */
export function disconnectSocket(): void {
  closeSocket();
  clearConnectionListeners();
  tellSocketWatchers();
}
