import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@kindred/contract/realtime';
import type { Member } from '../http/authenticate';

/** What a connection carries once the handshake has authenticated it. */
export interface SocketData {
  member: Member;
}

/** The socket.io server and socket, typed by the contract's event maps (gateway and presence share them). */
export type KindredServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type KindredSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
