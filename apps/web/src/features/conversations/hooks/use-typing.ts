import { useCallback, useEffect, useRef, useState } from 'react';
import { SOCKET_EVENTS, TYPING_TIMEOUT_MS } from '@kindred/contract/realtime';
import { useSocket, useSocketConnected, useSocketEvent } from '@/lib/use-socket';

/** While typing goes on, "still typing" is repeated this often so the other side's timeout does not run out. */
const TYPING_REPEAT_MS = TYPING_TIMEOUT_MS / 2;

/**
 * SPEC 4 Chat: tells the other member "typing" while the box is not empty, and "stopped" when
 * it empties (also after sending), when the box loses focus and when the chat closes.
 */
export function useOwnTyping(matchId: string, draft: string) {
  const socket = useSocket();
  const connected = useSocketConnected();
  const lastSentAt = useRef<number | null>(null);

  const stop = useCallback(() => {
    if (lastSentAt.current === null) return;
    lastSentAt.current = null;
    if (socket?.connected) socket.emit(SOCKET_EVENTS.userTyping, { matchId, isTyping: false });
  }, [socket, matchId]);

  useEffect(() => {
    if (draft.trim() === '') {
      stop();
      return;
    }
    if (!socket || !connected) return;
    const now = Date.now();
    if (lastSentAt.current !== null && now - lastSentAt.current < TYPING_REPEAT_MS) return;
    lastSentAt.current = now;
    socket.emit(SOCKET_EVENTS.userTyping, { matchId, isTyping: true });
  }, [draft, socket, connected, matchId, stop]);

  useEffect(() => stop, [stop]);

  return { stopTyping: stop };
}

/**
 * Whether the other member is typing in this conversation. Without an update for
 * TYPING_TIMEOUT_MS (they left mid-word) it stops; a message from them stops it at once.
 */
export function useOtherTyping(matchId: string, otherId: string | null) {
  const [typing, setTyping] = useState(false);
  const timer = useRef<number | null>(null);

  const clear = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    setTyping(false);
  }, []);

  useSocketEvent('user:typing', (event) => {
    if (event.matchId !== matchId || event.userId !== otherId) return;
    if (!event.isTyping) {
      clear();
      return;
    }
    setTyping(true);
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(clear, TYPING_TIMEOUT_MS);
  });

  useSocketEvent('message:new', (message) => {
    if (message.matchId === matchId && message.senderId === otherId) clear();
  });

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  return typing;
}
