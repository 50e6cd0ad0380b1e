import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  callRefPayloadSchema,
  callSignalPayloadSchema,
  callStartPayloadSchema,
  type Call,
} from '@kindred/contract/calls';
import { SOCKET_EVENTS, type Ack } from '@kindred/contract/realtime';
import type { DomainEvents } from '../events/domain-events';
import { unsafeInput } from '../http/input-guard';
import type { CallService } from '../modules/calls/calls.service';
import { ackFailure } from './gateway';
import type { KindredServer } from './kindred-server';
import { sessionRoom, userRoom } from './rooms';

export interface CallSignallingDeps {
  io: KindredServer;
  calls: CallService;
  events: DomainEvents;
  log: FastifyBaseLogger;
  /** A call ringing for a member with no socket connected anywhere: pushed, never stored. */
  pushUnheardCall?: (call: Call) => void;
}

function readPayload<T extends z.ZodType>(schema: T, payload: unknown): z.output<T> {
  const refused = unsafeInput(payload);
  if (refused) throw refused;
  return schema.parse(payload);
}

/**
 * Video calls over the socket (decision 110), beside the gateway: the call events of each socket,
 * and the calls service's announcements to members' rooms (all of a member's devices hear a call
 * ring or change) or to one device's session room (the signals of the call it holds). With
 * REDIS_URL, the adapter carries both to sockets on other processes.
 */
export function attachCallSignalling({ io, calls, events, log, pushUnheardCall }: CallSignallingDeps) {
  function answer<T>(ack: ((result: Ack<T>) => void) | undefined, run: () => Promise<T>): void {
    // A payload refused while reading it throws at once: that too becomes the 400 ack.
    Promise.resolve()
      .then(run)
      .then(
        (data) => (typeof ack === 'function' ? ack({ ok: true, data }) : undefined),
        (error: unknown) => {
          const { status, message, unexpected } = ackFailure(error);
          if (unexpected) log.error({ err: error }, 'call event failed');
          if (typeof ack === 'function') ack({ ok: false, status, message });
        },
      );
  }

  io.on('connection', (socket) => {
    const { userId, sessionId } = socket.data.member;
    // A call ringing as this device connects (the app opened, the network back) rings here too.
    calls.ringingFor(userId).then(
      (ringing) => {
        for (const call of ringing) socket.emit(SOCKET_EVENTS.callUpdated, call);
      },
      (error: unknown) => log.warn({ err: error }, 'calls: ringing calls not sent to a new socket'),
    );
    socket.on(SOCKET_EVENTS.callStart, (payload, ack) =>
      answer(ack, () => calls.start(userId, sessionId, readPayload(callStartPayloadSchema, payload).matchId)),
    );
    socket.on(SOCKET_EVENTS.callAccept, (payload, ack) =>
      answer(ack, () => calls.accept(userId, sessionId, readPayload(callRefPayloadSchema, payload).callId)),
    );
    socket.on(SOCKET_EVENTS.callDecline, (payload, ack) =>
      answer(ack, () => calls.decline(userId, readPayload(callRefPayloadSchema, payload).callId)),
    );
    socket.on(SOCKET_EVENTS.callHangUp, (payload, ack) =>
      answer(ack, () => calls.hangUp(userId, readPayload(callRefPayloadSchema, payload).callId)),
    );
    socket.on(SOCKET_EVENTS.callSignal, (payload, ack) =>
      answer(ack, async () => {
        await calls.signal(userId, sessionId, readPayload(callSignalPayloadSchema, payload));
        return undefined;
      }),
    );
    // The device's last socket gone (on any process): the calls it holds end.
    socket.on('disconnect', () => {
      io.in(sessionRoom(sessionId))
        .fetchSockets()
        .then(async (left) => {
          if (left.length === 0) await calls.sessionLeft(sessionId);
        })
        .catch((error: unknown) => log.warn({ err: error }, 'calls: ending a departed device’s calls failed'));
    });
  });

  const unsubscribe = [
    events.on('call.changed', ({ call, memberIds }) => {
      io.to(memberIds.map(userRoom)).emit(SOCKET_EVENTS.callUpdated, call);
      // Rung with no device of the callee's connected on any process (the adapter asks them all).
      if (call.state !== 'ringing' || !pushUnheardCall) return;
      io.in(userRoom(call.callee.id))
        .fetchSockets()
        .then(
          (sockets) => (sockets.length === 0 ? pushUnheardCall(call) : undefined),
          (error: unknown) => log.warn({ err: error }, 'calls: could not tell whether the callee is connected'),
        );
    }),
    events.on('call.signal', ({ toSessionId, signal }) => {
      io.to(sessionRoom(toSessionId)).emit(SOCKET_EVENTS.callSignal, signal);
    }),
    events.on('video-calls.changed', ({ matchId, memberIds }) => {
      io.to(memberIds.map(userRoom)).emit(SOCKET_EVENTS.videoCallsUpdated, { matchId });
    }),
  ];

  return {
    close(): void {
      for (const off of unsubscribe) off();
    },
  };
}
