import { useEffect } from 'react';
import { SOCKET_EVENTS } from '@kindred/contract/realtime';
import { useSocket, useSocketConnected } from '@/lib/use-socket';

/** While the chat is open, the socket is in the match's room (again after every reconnection). */
export function useMatchRoom(matchId: string) {
  const socket = useSocket();
  const connected = useSocketConnected();
  useEffect(() => {
    if (!socket || !connected || matchId === '') return;
    socket.emit(SOCKET_EVENTS.joinMatch, { matchId });
    return () => {
      // A disconnected socket would queue the event and send it after reconnecting.
      if (socket.connected) socket.emit(SOCKET_EVENTS.leaveMatch, { matchId });
    };
  }, [socket, connected, matchId]);
}
