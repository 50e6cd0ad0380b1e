import { messageResponseSchema, type Message } from '@kindred/contract/conversations';
import { API_PATHS } from '@kindred/contract/routes';
import { apiRequest } from '@/lib/api-client';

export interface OutgoingMessage {
  content: string;
  /** The id `POST /messages/media` gave the attached image. */
  media: string | null;
  /** The same for every attempt at one message: the server stores it once. */
  clientId: string;
  /** Sent after "Are you sure? This might be hurtful." (decision 084). */
  sendAnyway?: boolean;
  /** The message of the conversation it replies to (decision 108). */
  replyToId?: string;
  /** The id `POST /conversations/{id}/voice-notes` gave the recorded voice note (decision 109). */
  voiceNote?: string;
}

/**
 * `POST /conversations/{id}/messages`: the chat's HTTP way to send (its socket's fallback), and
 * how other screens send into a conversation (an icebreaker sent to a match). The sender's own
 * socket hears `message:new` for it, so an open or cached thread shows it too.
 */
export function postMessage(matchId: string, message: OutgoingMessage): Promise<Message> {
  return apiRequest(API_PATHS.conversations.messages(matchId), {
    method: 'POST',
    body: message,
    schema: messageResponseSchema,
  }).then((response) => response.data);
}
