import { markedReadResponseSchema } from '@kindred/contract/conversations';
import { SOCKET_EVENTS } from '@kindred/contract/realtime';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';
import { getSocket } from '@/lib/socket-client';
import { SOCKET_ACK_TIMEOUT_MS } from './send-message';

/**
 * SPEC 4 Chat: marks every message of the conversation read, through the socket
 * (`message:read`) when it is connected, else `PUT /conversations/{id}/read`.
 */
export async function markConversationRead(matchId: string): Promise<void> {
  const socket = getSocket();
  if (socket?.connected) {
    try {
      const ack = await socket.timeout(SOCKET_ACK_TIMEOUT_MS).emitWithAck(SOCKET_EVENTS.messageRead, { matchId });
      if (ack.ok) return;
    } catch {
      // No answer in time: HTTP below.
    }
  }
  await apiRequest(API_PATHS.conversations.read(matchId), { method: 'PUT', schema: markedReadResponseSchema });
}
