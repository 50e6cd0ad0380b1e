import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import { z } from 'zod';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { MESSAGES } from '@kindred/contract/messages';
import {
  messageReactPayloadSchema,
  messageUnsendPayloadSchema,
  type ReactionEmoji,
} from '@kindred/contract/message-actions';
import type { Message } from '@kindred/contract/conversations';
import type { DomainEventMap } from '../events/domain-events';
import {
  SOCKET_EVENTS,
  joinUserPayloadSchema,
  matchRefPayloadSchema,
  messageSendPayloadSchema,
  typingPayloadSchema,
  type Ack,
} from '@kindred/contract/realtime';
import type { DomainEvents } from '../events/domain-events';
import type { Member } from '../http/authenticate';
import { HttpError, ServiceUnavailable } from '../http/errors';
import { DatabasePoolQueueFull, isDatabaseUnavailable } from '../db/database-unavailable';
import { createWorkLimit } from '../jobs/work-limit';
import { unsafeInput } from '../http/input-guard';
import { coalesceSocketWrites } from './coalesce-socket-writes';
import type { MessageService } from '../modules/messages/messages.service';
import { senderView } from '../modules/messages/message-view';
import { createPresence, type PresenceDeps } from './presence';
import { publishBestEffort } from './best-effort-publish';
import type { KindredServer, KindredSocket } from './kindred-server';
import { createSessionCheck } from './session-check';
import { matchRoom, sessionRoom, userRoom } from './rooms';

export interface RealtimeDeps extends Omit<PresenceDeps, 'io' | 'clustered'> {
  server: HttpServer;
  events: DomainEvents;
  messages: MessageService;
  /** Reactions and unsend (decision 108): the messages module's MessageActionService. */
  messageActions: {
    react(memberId: string, messageId: string, emoji: ReactionEmoji | null): Promise<Message>;
    unsend(memberId: string, messageId: string): Promise<Message>;
  };
  /** A reaction whose recipient has no socket connected anywhere: pushed, never stored (decision 108). */
  pushUnheardReaction?: (reaction: DomainEventMap['message.reacted']) => void;
  authenticate: (token: string) => Promise<Member | null>;
  /** Which of these sessions are still live; sockets of the others close (session-check.ts). */
  liveSessionIds: (sessionIds: string[]) => Promise<Set<string>>;
  /** Handshake and presence statements at the database at once (the pool's size: none wait in its queue). */
  databaseTurns: number;
  redisUrl: string | undefined;
  corsOrigin: string | undefined;
  log: FastifyBaseLogger;
  /** True while the process sheds load (load-shedding.ts): new messages are refused with 503 too. */
  underPressure?: () => boolean;
}

/** What a failed client event answers: its own 4xx, 503 while the database is away, else 500. */
export function ackFailure(error: unknown): { status: number; message: string; unexpected: boolean } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message, unexpected: false };
  if (error instanceof z.ZodError) {
    return { status: 400, message: error.issues[0]?.message ?? MESSAGES.validationFailed, unexpected: false };
  }
  if (isDatabaseUnavailable(error)) return { status: 503, message: MESSAGES.temporarilyUnavailable, unexpected: false };
  return { status: 500, message: MESSAGES.somethingWentWrong, unexpected: true };
}

/**
 * A handshake refused because the database is away carries `data.status` 503: socket.io clients do
 * not retry a refused handshake by themselves, so the client knows to try again (web: socket-client.ts).
 */
function handshakeFailure(error: unknown): Error & { data?: { status: number } } {
  if (!isDatabaseUnavailable(error)) return new Error(MESSAGES.somethingWentWrong);
  return Object.assign(new Error(MESSAGES.temporarilyUnavailable), { data: { status: 503 } });
}

/** A client event's payload, as the HTTP routes take a body: guarded, then parsed (a ZodError is a 400 ack). */
function readPayload<T extends z.ZodType>(schema: T, payload: unknown): z.output<T> {
  const refused = unsafeInput(payload);
  if (refused) throw refused;
  return schema.parse(payload);
}

function handshakeToken(socket: KindredSocket): string | null {
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === 'string') return fromAuth.replace(/^Bearer\s+/i, '');
  const header = socket.handshake.headers.authorization;
  return header ? (/^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? null) : null;
}

/** Handshake and presence statements that may wait their turn at the database. */
export const SOCKET_DATABASE_QUEUE = 50_000;

/**
 * SPEC 7 Realtime over socket.io, websocket only. The handshake needs a live session's bearer
 * token; each socket joins its member's room, and events go to members' rooms, so with REDIS_URL
 * the Redis adapter carries them to sockets held by other processes. Services announce what
 * happened through domain events; this gateway only turns them into socket events.
 */
export async function attachRealtime(deps: RealtimeDeps) {
  const { events, messages, log } = deps;
  // Thousands of clients connect or leave at once (a restart, a network blip): each handshake checks
  // a session, each arrival and departure asks who may see it and records the member's last activity.
  // Taking turns here, at most a pool's worth reach the database at once and the pool's own queue
  // (which refuses past its limit, a 503) stays for HTTP requests; past this queue's limit a
  // handshake is refused with 503 as before.
  const databaseTurn = createWorkLimit(
    deps.databaseTurns,
    SOCKET_DATABASE_QUEUE,
    () => new DatabasePoolQueueFull(SOCKET_DATABASE_QUEUE),
  );
  const authenticate = (token: string) => databaseTurn(() => deps.authenticate(token));
  const audienceOf = (userId: string) => databaseTurn(() => deps.audienceOf(userId));
  const touch = (userId: string) => databaseTurn(() => deps.touch(userId));
  const io: KindredServer = new Server(deps.server, {
    transports: ['websocket'],
    serveClient: false,
    cors: deps.corsOrigin ? { origin: deps.corsOrigin.split(',') } : undefined,
    maxHttpBufferSize: 64 * 1024,
  });

  const redis = deps.redisUrl ? await connectRedis(io, deps.redisUrl, log) : null;
  const presence = createPresence({ ...deps, audienceOf, touch, io, clustered: redis !== null });
  const checkSessions = createSessionCheck({
    sockets: () => io.of('/').sockets.values(),
    liveSessionIds: deps.liveSessionIds,
    log,
  });

  io.use((socket, next) => {
    const token = handshakeToken(socket);
    if (!token || token.length > 200) return next(new Error(MESSAGES.unauthorized));
    authenticate(token).then(
      (member) => {
        if (!member) return next(new Error(MESSAGES.unauthorized));
        socket.data.member = member;
        next();
      },
      (error: unknown) => {
        const failure = handshakeFailure(error);
        if (!failure.data) log.error({ err: error }, 'socket handshake failed');
        next(failure);
      },
    );
  });

  io.on('connection', (socket) => {
    coalesceSocketWrites(socket);
    const { userId, sessionId } = socket.data.member;
    void socket.join([userRoom(userId), sessionRoom(sessionId)]);
    presence.connected(userId);
    socket.on('disconnect', () => presence.disconnected(userId));

    socket.on(SOCKET_EVENTS.joinUser, (payload, ack) =>
      answer(ack, async () => {
        const { userId: asked } = readPayload(joinUserPayloadSchema, payload);
        // Every socket is already in its own room; nobody may join another member's.
        if (asked !== userId) throw new HttpError(403, MESSAGES.forbidden);
        return undefined;
      }),
    );
    socket.on(SOCKET_EVENTS.joinMatch, (payload, ack) =>
      answer(ack, async () => {
        const { matchId } = readPayload(matchRefPayloadSchema, payload);
        await messages.liveAccessTo(userId, matchId);
        await socket.join(matchRoom(matchId));
        return undefined;
      }),
    );
    socket.on(SOCKET_EVENTS.leaveMatch, (payload, ack) =>
      answer(ack, async () => {
        const { matchId } = readPayload(matchRefPayloadSchema, payload);
        await socket.leave(matchRoom(matchId));
        return undefined;
      }),
    );
    socket.on(SOCKET_EVENTS.messageSend, (payload, ack) =>
      answer(ack, async () => {
        // Every field of the HTTP send (a voice note's id among them, decision 109), the match from the payload.
        const { matchId, ...input } = readPayload(messageSendPayloadSchema, payload);
        if (deps.underPressure?.()) throw new ServiceUnavailable(MESSAGES.overloaded);
        return (await messages.send(userId, matchId, input)).message;
      }),
    );
    socket.on(SOCKET_EVENTS.messageReact, (payload, ack) =>
      answer(ack, async () => {
        const { messageId, emoji } = readPayload(messageReactPayloadSchema, payload);
        // In turn with handshakes and presence: after thousands connect at once, a reaction waits
        // here rather than overflow the pool's queue with a 503 (bench/chat --reactions).
        return databaseTurn(() => deps.messageActions.react(userId, messageId, emoji));
      }),
    );
    socket.on(SOCKET_EVENTS.messageUnsend, (payload, ack) =>
      answer(ack, async () => {
        const { messageId } = readPayload(messageUnsendPayloadSchema, payload);
        return databaseTurn(() => deps.messageActions.unsend(userId, messageId));
      }),
    );
    socket.on(SOCKET_EVENTS.userTyping, (payload, ack) =>
      answer(ack, async () => {
        const { matchId, isTyping } = readPayload(typingPayloadSchema, payload);
        const access = await messages.liveAccessTo(userId, matchId);
        io.to(userRoom(access.otherId)).emit(SOCKET_EVENTS.userTyping, { matchId, userId, isTyping });
        return undefined;
      }),
    );
    socket.on(SOCKET_EVENTS.messageRead, (payload, ack) =>
      answer(ack, async () => {
        const { matchId } = readPayload(matchRefPayloadSchema, payload);
        const { updated } = await messages.markAllRead(userId, matchId);
        return { updated };
      }),
    );
  });

  /** Runs a client event; the ack (when asked for) carries the result or the 4xx message. */
  function answer<T>(ack: ((result: Ack<T>) => void) | undefined, run: () => Promise<T>): void {
    run().then(
      (data) => (typeof ack === 'function' ? ack({ ok: true, data }) : undefined),
      (error: unknown) => {
        const { status, message, unexpected } = ackFailure(error);
        if (unexpected) log.error({ err: error }, 'socket event failed');
        if (typeof ack === 'function') ack({ ok: false, status, message });
      },
    );
  }

  const unsubscribe = [
    events.on('message.created', ({ message, recipientId, senderName, recipientImagesClear }) => {
      io.to(userRoom(message.senderId)).emit(
        SOCKET_EVENTS.messageNew,
        messages.view(message, senderView(message.senderId)),
      );
      // Receipts do not show on a message just sent; its image is blurred as the recipient chose.
      const received = messages.view(message, {
        id: recipientId,
        receiptsShared: false,
        imagesClear: recipientImagesClear,
      });
      io.to(userRoom(recipientId)).emit(SOCKET_EVENTS.messageNew, received);
      // Hidden by the recipient's Hidden Words (decision 085): in the thread, never announced.
      if (received.hidden) return;
      io.to(userRoom(recipientId)).emit(SOCKET_EVENTS.notificationMessage, {
        matchId: message.matchId,
        message: received,
        senderName,
      });
    }),
    events.on('message.held', ({ message }) => {
      io.to(userRoom(message.senderId)).emit(
        SOCKET_EVENTS.messageNew,
        messages.view(message, senderView(message.senderId)),
      );
    }),
    // Decision 108: both members' devices update the message; a reaction's recipient with no
    // socket anywhere (the Redis adapter asks every process) gets a push instead.
    events.on('message.reacted', (reaction) => {
      const { matchId, messageId, reactions, audience, recipientId, emoji } = reaction;
      io.to(audience.map(userRoom)).emit(SOCKET_EVENTS.messageReactions, { matchId, messageId, reactions });
      if (emoji === null || !deps.pushUnheardReaction || !audience.includes(recipientId)) return;
      void io
        .in(userRoom(recipientId))
        .fetchSockets()
        .then(
          (sockets) => (sockets.length === 0 ? deps.pushUnheardReaction?.(reaction) : undefined),
          (error: unknown) => log.warn({ err: error }, 'could not tell whether a member is connected'),
        );
    }),
    events.on('message.unsent', ({ matchId, messageId, unsentAt, audience }) => {
      io.to(audience.map(userRoom)).emit(SOCKET_EVENTS.messageUnsent, { matchId, messageId, unsentAt });
    }),
    events.on('notification.created', ({ userId, notification, unreadCount }) => {
      io.to(userRoom(userId)).emit(SOCKET_EVENTS.notificationNew, { notification, unreadCount });
    }),
    events.on('notification.removed', ({ userId, unreadCount }) => {
      io.to(userRoom(userId)).emit(SOCKET_EVENTS.notificationRemoved, { unreadCount });
    }),
    events.on('messages.read', ({ matchId, readerId, senderId, readAt, receiptsShared }) => {
      // The reader's other devices always hear it (their own unread state); the sender only
      // when both members show read receipts.
      const rooms = receiptsShared ? [userRoom(readerId), userRoom(senderId)] : [userRoom(readerId)];
      io.to(rooms).emit(SOCKET_EVENTS.messageRead, { matchId, readerId, readAt });
    }),
    events.on('match.ended', ({ matchId, memberIds }) => {
      for (const memberId of memberIds) io.in(userRoom(memberId)).socketsLeave(matchRoom(matchId));
    }),
    // A date plan changed (decision 101): both members' devices refetch it.
    events.on('date.changed', ({ plan, memberIds }) => {
      io.to(memberIds.map(userRoom)).emit(SOCKET_EVENTS.datePlanUpdated, {
        datePlanId: plan.id,
        matchId: plan.matchId,
      });
    }),
    events.on('member.suspended', ({ userId }) => {
      io.in(userRoom(userId)).disconnectSockets(true);
    }),
    // Exactly the revoked sessions' sockets, on every process (the Redis adapter carries it).
    events.on('sessions.revoked', ({ sessionIds }) => {
      if (sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    }),
  ];

  return {
    io,
    /** Waits for presence announcements under way (tests, and closing). */
    settle: () => presence.flush(),
    /** Re-checks every socket's session (jobs/check-socket-sessions.job.ts, and tests). */
    checkSessions,
    /**
     * Readiness: Redis answers a PING and the subscriber is connected again (null without
     * REDIS_URL). Publishing works a moment before the subscriber is back, and what is published
     * then reaches no other process.
     */
    pingRedis: redis
      ? async () => {
          if (!redis.sub.isReady) throw new Error('redis subscriber not connected');
          return redis.pub.ping();
        }
      : null,
    /**
     * Before the HTTP server closes: close the transports, so clients see a lost connection and
     * reconnect (to another process, or to this one restarted). Disconnecting the sockets instead
     * would tell socket.io clients the server sent them away, and they would not come back.
     */
    async close(): Promise<void> {
      for (const stop of unsubscribe) stop();
      io.engine.close();
      await presence.flush();
      if (redis) await Promise.allSettled([redis.pub.quit(), redis.sub.quit()]);
    },
  };
}

async function connectRedis(io: KindredServer, url: string, log: FastifyBaseLogger) {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  // node-redis reconnects by itself; while Redis is away, events reach this process's sockets only.
  pub.on('error', (error: unknown) => log.warn({ err: error }, 'redis (publish) error'));
  sub.on('error', (error: unknown) => log.warn({ err: error }, 'redis (subscribe) error'));
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(publishBestEffort(pub, log), sub));
  return { pub, sub };
}

export type Realtime = Awaited<ReturnType<typeof attachRealtime>>;

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}
