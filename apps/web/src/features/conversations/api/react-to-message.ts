import { messageResponseSchema, messageSchema, type Message } from '@kindred/contract/conversations';
import type { ReactionEmoji } from '@kindred/contract/message-actions';
import { SOCKET_EVENTS } from '@kindred/contract/realtime';
import { API_PATHS } from '@kindred/contract/routes';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { getSocket } from '@/lib/socket-client';
import { SOCKET_ACK_TIMEOUT_MS } from './send-message';

/**
 * Decision 108: the member's one reaction on a message, set, changed or (null) removed, through
 * the socket (`message:react`) when it is connected, else `PUT` / `DELETE
 * /conversations/{id}/messages/{messageId}/reaction`. Answers the message with its reactions.
 */
export async function reactToMessage(
  matchId: string,
  messageId: string,
  emoji: ReactionEmoji | null,
): Promise<Message> {
  const socket = getSocket();
  if (socket?.connected) {
    const ack = await socket
      .timeout(SOCKET_ACK_TIMEOUT_MS)
      .emitWithAck(SOCKET_EVENTS.messageReact, { messageId, emoji })
      .catch(() => null);
    if (ack?.ok) return messageSchema.parse(ack.data);
    if (ack) throw new ApiRequestError(ack.status, ack.message);
  }
  const path = API_PATHS.conversations.reaction(matchId, messageId);
  const response = await apiRequest(path, {
    method: emoji === null ? 'DELETE' : 'PUT',
    ...(emoji === null ? {} : { body: { emoji } }),
    schema: messageResponseSchema,
  });
  return response.data;
}
