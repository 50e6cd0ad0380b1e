import { z } from 'zod';

// SPEC 7 Realtime: socket event names and payloads. Fields beyond the spec's are ours.

export const SOCKET_EVENTS = {
  joinUser: 'join:user',
  joinMatch: 'join:match',
  leaveMatch: 'leave:match',
  messageSend: 'message:send',
  userTyping: 'user:typing',
  messageRead: 'message:read',
  messageNew: 'message:new',
  notificationMessage: 'notification:message',
  userOnline: 'user:online',
} as const;

export const joinUserPayloadSchema = z.object({ userId: z.string() });
export const matchRefPayloadSchema = z.object({ matchId: z.string() });
export const messageSendPayloadSchema = z.object({
  matchId: z.string(),
  content: z.string(),
  media: z.string().nullable().default(null),
  clientId: z.string().max(100).optional(),
});
export const typingPayloadSchema = z.object({ matchId: z.string(), isTyping: z.boolean() });

export interface RealtimeMessage {
  id: string;
  matchId: string;
  senderId: string;
  content: string;
  createdAt: string;
  isRead: boolean;
  mediaUrl?: string | null;
  mediaType?: string | null;
  clientId?: string | null;
}

export interface ClientToServerEvents {
  'join:user': (payload: z.input<typeof joinUserPayloadSchema>) => void;
  'join:match': (payload: z.input<typeof matchRefPayloadSchema>) => void;
  'leave:match': (payload: z.input<typeof matchRefPayloadSchema>) => void;
  'message:send': (payload: z.input<typeof messageSendPayloadSchema>, ack?: (result: unknown) => void) => void;
  'user:typing': (payload: z.input<typeof typingPayloadSchema>) => void;
  'message:read': (payload: z.input<typeof matchRefPayloadSchema>) => void;
}

export interface ServerToClientEvents {
  'message:new': (message: RealtimeMessage) => void;
  'message:read': (payload: { matchId: string; readerId: string; readAt: string }) => void;
  'notification:message': (payload: { matchId: string; message: RealtimeMessage }) => void;
  'user:typing': (payload: { matchId: string; userId: string; isTyping: boolean }) => void;
  'user:online': (payload: { userId: string; isOnline: boolean; lastActive: string | null }) => void;
}
