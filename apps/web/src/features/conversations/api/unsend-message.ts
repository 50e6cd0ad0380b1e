import { messageResponseSchema, messageSchema, type Message } from '@kindred/contract/conversations';
import { SOCKET_EVENTS } from '@kindred/contract/realtime';
import { API_PATHS } from '@kindred/contract/routes';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { getSocket } from '@/lib/socket-client';
import { SOCKET_ACK_TIMEOUT_MS } from './send-message';

/**
 * Decision 108: unsends one's own message within 15 minutes, through the socket
 * (`message:unsend`) when it is connected, else `POST /conversations/{id}/messages/{messageId}/unsend`.
 */
export async function unsendMessage(matchId: string, messageId: string): Promise<Message> {
  const socket = getSocket();
  if (socket?.connected) {
    const ack = await socket
      .timeout(SOCKET_ACK_TIMEOUT_MS)
      .emitWithAck(SOCKET_EVENTS.messageUnsend, { messageId })
      .catch(() => null);
    if (ack?.ok) return messageSchema.parse(ack.data);
    if (ack) throw new ApiRequestError(ack.status, ack.message);
  }
  const response = await apiRequest(API_PATHS.conversations.unsend(matchId, messageId), {
    method: 'POST',
    schema: messageResponseSchema,
  });
  return response.data;
}
