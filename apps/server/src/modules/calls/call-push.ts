import { CALL_TEXTS, type Call } from '@kindred/contract/calls';
import type { Notification } from '@kindred/contract/notifications';

/**
 * The push a ringing call sends when its callee has no device connected (decision 110): "Ava is
 * calling you", shaped as a message notification (its toggle; a tap opens the chat, whose socket
 * then rings the call while it still rings), never stored: a missed call leaves its line in the chat.
 */
export function callPushNotice(call: Call, now = new Date()): Notification {
  return {
    id: call.id,
    type: 'message',
    content: CALL_TEXTS.incoming(call.caller.name),
    createdAt: now.toISOString(),
    isRead: false,
    userId: call.caller.id,
    name: call.caller.name,
    photo: call.caller.photo,
    messagePreview: null,
    matchId: call.matchId,
    topic: null,
  };
}
