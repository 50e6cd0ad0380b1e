import { messageSchema, type Message } from '@kindred/contract/conversations';
import { SOCKET_EVENTS } from '@kindred/contract/realtime';
import { postMessage, type OutgoingMessage } from '@/api/conversations/post-message';
import { ApiRequestError } from '@/lib/api-client';
import { currentOutage, reportServerAnswered, reportServerUnavailable } from '@/lib/server-status';
import { getSocket } from '@/lib/socket-client';

/** How long to wait for the socket's acknowledgement before sending over HTTP instead. */
export const SOCKET_ACK_TIMEOUT_MS = 8000;

/**
 * Sends through the socket when it is connected (`message:send`, acknowledged once stored),
 * else with `POST /conversations/{id}/messages`. A socket that does not answer in time hands
 * over to HTTP; the clientId makes the second attempt return the stored message, not a copy.
 * A refusal (403 once the match ended) throws an ApiRequestError with the server's status. The
 * ack tells the server status what an HTTP answer would (503: the database blinked).
 */
export async function sendMessage(matchId: string, message: OutgoingMessage): Promise<Message> {
  const socket = getSocket();
  if (socket?.connected) {
    const outageWhenSent = currentOutage();
    let ack;
    try {
      ack = await socket.timeout(SOCKET_ACK_TIMEOUT_MS).emitWithAck(SOCKET_EVENTS.messageSend, { matchId, ...message });
    } catch {
      ack = null;
    }
    if (ack?.ok) {
      reportServerAnswered(outageWhenSent);
      return messageSchema.parse(ack.data);
    }
    if (ack?.status === 503) reportServerUnavailable();
    if (ack) throw new ApiRequestError(ack.status, ack.message);
  }
  return postMessage(matchId, message);
}
