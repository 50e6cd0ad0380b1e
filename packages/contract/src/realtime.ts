import { z } from 'zod';
import { sendMessageInputSchema, type Message } from './conversations';
import type {
  Call,
  CallSignalEvent,
  VideoCallsUpdatedEvent,
  callRefPayloadSchema,
  callSignalPayloadSchema,
  callStartPayloadSchema,
} from './calls';
import type { DatePlanUpdatedPayload } from './date-plans';
import type {
  messageReactPayloadSchema,
  messageUnsendPayloadSchema,
  MessageReactionsEvent,
  MessageUnsentEvent,
} from './message-actions';
import type { Notification } from './notifications';
import { textField } from './text';

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
  /** Ours: a stored notification, as it is written (decision 045). */
  notificationNew: 'notification:new',
  /** Ours: a notification taken back (a like undone, decision 073), with the unread count after it. */
  notificationRemoved: 'notification:removed',
  userOnline: 'user:online',
  /** Ours (decision 101): a date plan changed. */
  datePlanUpdated: 'date:updated',
  /** Ours (decision 108): react to a message (client, with an ack), its reactions now (server). */
  messageReact: 'message:react',
  messageReactions: 'message:reactions',
  /** Ours (decision 108): unsend one's own message (client, with an ack), a message unsent (server). */
  messageUnsend: 'message:unsend',
  messageUnsent: 'message:unsent',
  /** Ours (decision 110): video calls, signalled over the socket. */
  callStart: 'call:start',
  callAccept: 'call:accept',
  callDecline: 'call:decline',
  callHangUp: 'call:hangup',
  callSignal: 'call:signal',
  callUpdated: 'call:updated',
  videoCallsUpdated: 'video-calls:updated',
} as const;

/** SPEC 9: websocket only, reconnect after 1000 ms, at most 5 attempts. */
export const SOCKET_OPTIONS = {
  transports: ['websocket'],
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionAttempts: 5,
} as const;

/** Typing stops counting when no update came for this long (a client that vanished mid-word). */
export const TYPING_TIMEOUT_MS = 5000;

const matchId = textField('matchId').max(100);
export const joinUserPayloadSchema = z.object({ userId: textField('userId').max(100) });
export const matchRefPayloadSchema = z.object({ matchId });
/** The HTTP send's rules (trimmed, capped content; client id; media id), with the match in the body. */
export const messageSendPayloadSchema = sendMessageInputSchema.extend({ matchId });
export const typingPayloadSchema = z.object({ matchId, isTyping: z.boolean() });

/** Every client event with an ack answers this: `ok` and what it made, or why not. */
export type Ack<T = undefined> = { ok: true; data: T } | { ok: false; status: number; message: string };

export interface ClientToServerEvents {
  'join:user': (payload: z.input<typeof joinUserPayloadSchema>, ack?: (result: Ack) => void) => void;
  'join:match': (payload: z.input<typeof matchRefPayloadSchema>, ack?: (result: Ack) => void) => void;
  'leave:match': (payload: z.input<typeof matchRefPayloadSchema>, ack?: (result: Ack) => void) => void;
  'message:send': (payload: z.input<typeof messageSendPayloadSchema>, ack?: (result: Ack<Message>) => void) => void;
  'user:typing': (payload: z.input<typeof typingPayloadSchema>, ack?: (result: Ack) => void) => void;
  'message:read': (
    payload: z.input<typeof matchRefPayloadSchema>,
    ack?: (result: Ack<{ updated: number }>) => void,
  ) => void;
  /** Ours (decision 108): `emoji` null removes the member's reaction; the ack carries the message. */
  'message:react': (payload: z.input<typeof messageReactPayloadSchema>, ack?: (result: Ack<Message>) => void) => void;
  'message:unsend': (payload: z.input<typeof messageUnsendPayloadSchema>, ack?: (result: Ack<Message>) => void) => void;
  /** Ours (decision 110): a call rings, is answered, declined or hung up; signals go to the other member. */
  'call:start': (payload: z.input<typeof callStartPayloadSchema>, ack?: (result: Ack<Call>) => void) => void;
  'call:accept': (payload: z.input<typeof callRefPayloadSchema>, ack?: (result: Ack<Call>) => void) => void;
  'call:decline': (payload: z.input<typeof callRefPayloadSchema>, ack?: (result: Ack<Call>) => void) => void;
  'call:hangup': (payload: z.input<typeof callRefPayloadSchema>, ack?: (result: Ack<Call>) => void) => void;
  'call:signal': (payload: z.input<typeof callSignalPayloadSchema>, ack?: (result: Ack) => void) => void;
}

export interface MessageReadEvent {
  matchId: string;
  /** Who read: the other member (a receipt) or the member themself on another device. */
  readerId: string;
  readAt: string;
}
export interface TypingEvent {
  matchId: string;
  userId: string;
  isTyping: boolean;
}
export interface OnlineEvent {
  userId: string;
  isOnline: boolean;
  lastActive: string | null;
}
/** To the recipient only. It carries no unread count: clients refetch it (GET unread count). */
export interface MessageNotification {
  matchId: string;
  message: Message;
  senderName: string;
}

export interface ServerToClientEvents {
  'message:new': (message: Message) => void;
  'message:read': (payload: MessageReadEvent) => void;
  'notification:message': (payload: MessageNotification) => void;
  /** A stored notification, to its member only, with the unread count after it. */
  'notification:new': (payload: { notification: Notification; unreadCount: number }) => void;
  /** A notification taken back, to its member only, with the unread count after it. */
  'notification:removed': (payload: { unreadCount: number }) => void;
  'user:typing': (payload: TypingEvent) => void;
  'user:online': (payload: OnlineEvent) => void;
  /** Ours (decision 101): a date plan of the member's changed; both members' devices refetch it. */
  'date:updated': (payload: DatePlanUpdatedPayload) => void;
  /** Ours (decision 108): a message's reactions changed; to both members' devices. */
  'message:reactions': (payload: MessageReactionsEvent) => void;
  /** Ours (decision 108): a message was unsent; to both members' devices. */
  'message:unsent': (payload: MessageUnsentEvent) => void;
  /** Ours (decision 110): a call of the member's changed state, to both members' devices. */
  'call:updated': (payload: Call) => void;
  /** An offer, answer or ICE candidate from the other member, to the device holding the call. */
  'call:signal': (payload: CallSignalEvent) => void;
  /** A match's video-call switch changed: both members' devices refetch it. */
  'video-calls:updated': (payload: VideoCallsUpdatedEvent) => void;
}
