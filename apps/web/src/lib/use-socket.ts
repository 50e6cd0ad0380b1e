import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ServerToClientEvents } from '@kindred/contract/realtime';
import { addConnectionListener, getSocket, watchSocket, type KindredSocket } from './socket-state';

export type ServerEventName = keyof ServerToClientEvents;

/** The current socket (null when signed out); components re-render when it is replaced. */
export function useSocket(): KindredSocket | null {
  return useSyncExternalStore(watchSocket, getSocket, () => null);
}

/** True while the socket is connected. */
export function useSocketConnected(): boolean {
  const socket = useSocket();
  const subscribe = useCallback(
    (onChange: () => void) => (socket ? addConnectionListener(onChange) : () => undefined),
    [socket],
  );
  return useSyncExternalStore(
    subscribe,
    () => socket?.connected ?? false,
    () => false,
  );
}

/**
 * True while a socket that had connected is disconnected. Not before its first connection: a
 * network that never lets the socket through is not an outage (HTTP still works).
 */
export function useSocketLost(): boolean {
  const socket = useSocket();
  const connected = useSocketConnected();
  const [connectedOnce, setConnectedOnce] = useState<KindredSocket | null>(null);
  if (connected && socket !== null && connectedOnce !== socket) setConnectedOnce(socket);
  return socket !== null && connectedOnce === socket && !connected;
}

/**
 * Calls `handler` for every `event` from the server while the component is mounted. The
 * handler may change between renders; the latest one is called. A new socket (after signing
 * in again) gets the listener too.
 */
export function useSocketEvent<E extends ServerEventName>(event: E, handler: ServerToClientEvents[E]): void {
  const socket = useSocket();
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    const listener = (...args: Parameters<ServerToClientEvents[E]>) =>
      (handlerRef.current as (...values: Parameters<ServerToClientEvents[E]>) => void)(...args);
    // socket.io's typed on/off cannot follow a generic event name.
    socket.on(event, listener as never);
    return () => {
      socket.off(event, listener as never);
    };
  }, [socket, event]);
}

/**
 * Calls `onConnect` each time the socket connects, the first time included. A page fetches its
 * data before the member's realtime code has loaded (decision 042), so what arrived before the
 * first connect was never pushed: caches that live off socket events refetch here.
 */
export function useSocketConnects(onConnect: () => void): void {
  const socket = useSocket();
  const callbackRef = useRef(onConnect);
  useEffect(() => {
    callbackRef.current = onConnect;
  });
  useEffect(() => {
    if (!socket) return;
    return addConnectionListener((connected) => {
      if (connected) callbackRef.current();
    });
  }, [socket]);
}

/** Calls `onReconnect` each time the socket comes back after being down (not on the first connect). */
export function useSocketReconnected(onReconnect: () => void): void {
  const socket = useSocket();
  const callbackRef = useRef(onReconnect);
  useEffect(() => {
    callbackRef.current = onReconnect;
  });
  useEffect(() => {
    if (!socket) return;
    let wasDown = false;
    return addConnectionListener((connected) => {
      if (!connected) wasDown = true;
      else if (wasDown) {
        wasDown = false;
        callbackRef.current();
      }
    });
  }, [socket]);
}
