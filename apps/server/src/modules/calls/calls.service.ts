import type { FastifyBaseLogger } from 'fastify';
import {
  CALL_CLIENT_ID_PREFIX,
  CALL_LIMITS,
  CALL_MESSAGES,
  CALL_TEXTS,
  callDuration,
  type Call,
  type CallEndReason,
  type CallSignalPayload,
  type IceConfig,
  type IceServer,
  type IceTransportPolicy,
  type VideoCallSetting,
} from '@kindred/contract/calls';
import type { Database } from '../../db/database';
import type { DomainEvents } from '../../events/domain-events';
import { BadRequest, Conflict, Forbidden, NotFound, TooManyRequests } from '../../http/errors';
import { createSendRateLimit, type SendRate, type SendRateLimit } from '../messages/send-rate-limit';
import { isUuid } from '../../http/is-uuid';
import {
  consentingMembers,
  dropConsents,
  endCallsOfMatch,
  endCallsOfSession,
  findCall,
  insertCall,
  liveCallsOf,
  missRinging,
  ringingCallsFor,
  setConsent,
  updateCallIf,
  type CallRow,
} from './calls.repo';
import { isRelayCandidate, relayOnlySdp } from './relay-only';
import { iceServersFor } from './turn-credentials';

/** How often a member may start calls, and send signals (offers, answers, ICE, camera state). */
export const CALL_START_RATE: SendRate = {
  burst: CALL_LIMITS.startBurst,
  perSecond: 1 / CALL_LIMITS.startEverySeconds,
};
export const CALL_SIGNAL_RATE: SendRate = { burst: CALL_LIMITS.signalBurst, perSecond: CALL_LIMITS.signalsPerSecond };

export interface CallServiceDeps {
  /** Limits every process shares (Redis, decision 093); without, this process's own buckets. */
  limits?: { start: SendRateLimit; signal: SendRateLimit };
  db: Database;
  events: DomainEvents;
  /** The match if it is live and the member is in it (the messages service's rule); throws 400/404 otherwise. */
  liveAccessTo: (memberId: string, matchId: string) => Promise<{ otherId: string }>;
  namesOf: (userIds: readonly string[]) => Promise<Map<string, string>>;
  photosOf: (userIds: readonly string[]) => Promise<Map<string, string[]>>;
  /** Sends a chat message as `senderId` (the messages service's `send`): the line a call leaves. */
  sendMessage: (senderId: string, matchId: string, input: { content: string; clientId: string }) => Promise<unknown>;
  ice: {
    servers: readonly IceServer[];
    policy: IceTransportPolicy;
    turnSecret: string | null;
    turnCredentialSeconds: number;
  };
  /** How long a call rings before it is missed (CALL_LIMITS.ringSeconds; tests shorten it). */
  ringTimeoutMs: number;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** The chat line a call leaves when it ends, or none (busy, or the match ended). */
function chatLineOf(call: CallRow): string | null {
  switch (call.endReason) {
    case 'missed':
    case 'cancelled':
      return CALL_TEXTS.chatLineMissed;
    case 'declined':
      return CALL_TEXTS.chatLineDeclined;
    case 'hung-up':
    case 'turned-off':
    case 'disconnected':
      if (!call.answeredAt || !call.endedAt) return CALL_TEXTS.chatLineMissed;
      return CALL_TEXTS.chatLineEnded(callDuration((call.endedAt.getTime() - call.answeredAt.getTime()) / 1000));
    default:
      return null;
  }
}

/**
 * Video calls (issue 36 part 3, decision 110). Each member turns them on per match; a call rings
 * only when both have, in a live match, with neither already in a call. The database holds each
 * call's state, so any process may answer for it; every change is an update that names the state
 * it expects, so the first device (or timer) wins and the others change nothing. Offers, answers
 * and ICE candidates are relayed only between the two devices holding an active call.
 */
export function createCallService(deps: CallServiceDeps) {
  const { db, events, log } = deps;
  const timers = new Set<NodeJS.Timeout>();
  const pending = new Set<Promise<void>>();
  // Enough for any real call, not for ringing a match all night; shared by the processes with Redis.
  const startLimit = deps.limits?.start ?? createSendRateLimit(CALL_START_RATE);
  const signalLimit = deps.limits?.signal ?? createSendRateLimit(CALL_SIGNAL_RATE);

  function track(event: string, job: () => Promise<void>): void {
    const running = job().catch((error: unknown) => log.error({ err: error, event }, 'calls: listener failed'));
    pending.add(running);
    void running.finally(() => pending.delete(running));
  }

  async function viewOf(row: CallRow): Promise<Call> {
    const ids = [row.callerId, row.calleeId];
    const [names, photos] = await Promise.all([deps.namesOf(ids), deps.photosOf(ids)]);
    const member = (id: string) => ({ id, name: names.get(id) ?? '', photo: photos.get(id)?.[0] ?? null });
    return {
      id: row.id,
      matchId: row.matchId,
      caller: member(row.callerId),
      callee: member(row.calleeId),
      state: row.state,
      endReason: row.endReason,
      startedAt: row.startedAt.toISOString(),
      answeredAt: row.answeredAt?.toISOString() ?? null,
      endedAt: row.endedAt?.toISOString() ?? null,
      durationSeconds:
        row.answeredAt && row.endedAt
          ? Math.max(0, Math.floor((row.endedAt.getTime() - row.answeredAt.getTime()) / 1000))
          : null,
    };
  }

  /** Tells both members' devices; an ended call leaves its line in the chat. */
  async function announce(row: CallRow): Promise<Call> {
    const call = await viewOf(row);
    events.emit('call.changed', { call, memberIds: [row.callerId, row.calleeId] });
    if (row.state === 'ended') {
      const line = chatLineOf(row);
      if (line) {
        // The chat's own rules apply (it may refuse, e.g. the match just ended): the call is over either way.
        await deps
          .sendMessage(row.callerId, row.matchId, { content: line, clientId: `${CALL_CLIENT_ID_PREFIX}${row.id}` })
          .catch((error: unknown) => log.warn({ err: error, callId: row.id }, 'calls: chat line not sent'));
      }
    }
    return call;
  }

  const announceAll = async (rows: CallRow[]) => {
    for (const row of rows) await announce(row);
  };

  /** Both members of a live match have video calls on (403 otherwise; 404 for a match not live or not theirs). */
  async function requireBothOn(memberId: string, matchId: string): Promise<string> {
    const { otherId } = await deps.liveAccessTo(memberId, matchId);
    const on = await consentingMembers(db, matchId);
    if (!on.has(memberId) || !on.has(otherId)) throw new Forbidden(CALL_MESSAGES.notBothOn);
    return otherId;
  }

  /** A call the member is in: 400 for a malformed id, 404 for anyone else's. */
  async function callOf(memberId: string, callId: string): Promise<CallRow> {
    if (!isUuid(callId)) throw new BadRequest(CALL_MESSAGES.callNotFound);
    const row = await findCall(db, callId);
    if (!row || (row.callerId !== memberId && row.calleeId !== memberId))
      throw new NotFound(CALL_MESSAGES.callNotFound);
    return row;
  }

  /** Missed: still ringing after the ring time. From this process's timer, or a later check anywhere. */
  async function missStale(now: Date, callIds: string[], timedOut: boolean): Promise<void> {
    const before = timedOut ? null : new Date(now.getTime() - deps.ringTimeoutMs + 1);
    const missed = await missRinging(db, before, callIds, now);
    await announceAll(missed);
  }

  function ringTimer(callId: string): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      track('call.missed', () => missStale(new Date(), [callId], true));
    }, deps.ringTimeoutMs);
    timer.unref();
    timers.add(timer);
  }

  async function endLiveOfMatch(matchId: string, reason: CallEndReason): Promise<void> {
    await announceAll(await endCallsOfMatch(db, matchId, reason));
  }

  async function setting(memberId: string, matchId: string): Promise<VideoCallSetting> {
    const { otherId } = await deps.liveAccessTo(memberId, matchId);
    const on = await consentingMembers(db, matchId);
    const mine = on.has(memberId);
    return { matchId, mine, bothOn: mine && on.has(otherId) };
  }

  const unsubscribe = [
    // An unmatch or a block ends the pair's calls and drops both switches.
    events.on('match.ended', ({ matchId }) => {
      track('match.ended', async () => {
        await dropConsents(db, matchId);
        await endLiveOfMatch(matchId, 'match-ended');
      });
    }),
  ];

  return {
    /** GET /matches/{id}/video-calls. */
    setting,

    /** PUT /matches/{id}/video-calls: turning it off ends a call of the match in progress. */
    async setSetting(memberId: string, matchId: string, enabled: boolean): Promise<VideoCallSetting> {
      const { otherId } = await deps.liveAccessTo(memberId, matchId);
      await setConsent(db, matchId, memberId, enabled);
      if (!enabled) await endLiveOfMatch(matchId, 'turned-off');
      events.emit('video-calls.changed', { matchId, memberIds: [memberId, otherId] });
      return setting(memberId, matchId);
    },

    /** GET /calls/ice-servers: TURN credentials made for this member, short-lived. */
    iceConfig(memberId: string, now = new Date()): IceConfig {
      return {
        iceServers: iceServersFor(
          deps.ice.servers,
          memberId,
          { secret: deps.ice.turnSecret, seconds: deps.ice.turnCredentialSeconds },
          now,
        ),
        iceTransportPolicy: deps.ice.policy,
        ringSeconds: Math.round(deps.ringTimeoutMs / 1000),
      };
    },

    /** `call:start`: rings the other member's devices, or ends at once as busy. */
    async start(memberId: string, sessionId: string, matchId: string): Promise<Call> {
      const otherId = await requireBothOn(memberId, matchId);
      if (!(await startLimit.take(memberId))) throw new TooManyRequests(CALL_MESSAGES.tooManyCalls);
      // A call whose process went away before its timer fired is missed now, not busy for ever.
      const members = [memberId, otherId];
      const stale = (await liveCallsOf(db, members)).filter((call) => call.state === 'ringing').map((call) => call.id);
      if (stale.length) await missStale(new Date(), stale, false);
      const row = await insertCall(db, { matchId, callerId: memberId, calleeId: otherId, callerSessionId: sessionId });
      // Checked after the insert: of two calls made at once, neither rings (both see the other).
      if ((await liveCallsOf(db, members, row.id)).length > 0) {
        const busy = await updateCallIf(db, row.id, ['ringing'], {
          state: 'ended',
          endReason: 'busy',
          endedAt: new Date(),
        });
        return busy ? viewOf(busy) : viewOf(row);
      }
      ringTimer(row.id);
      return announce(row);
    },

    /** `call:accept`: the callee's device that answers first holds the call; the others stop ringing. */
    async accept(memberId: string, sessionId: string, callId: string): Promise<Call> {
      const row = await callOf(memberId, callId);
      if (row.calleeId !== memberId) throw new Forbidden(CALL_MESSAGES.onlyCallee);
      if (row.state !== 'ringing') throw new Conflict(CALL_MESSAGES.notRinging);
      await requireBothOn(memberId, row.matchId);
      if (Date.now() - row.startedAt.getTime() >= deps.ringTimeoutMs) {
        await missStale(new Date(), [row.id], true);
        throw new Conflict(CALL_MESSAGES.notRinging);
      }
      const answered = await updateCallIf(db, row.id, ['ringing'], {
        state: 'active',
        answeredAt: new Date(),
        calleeSessionId: sessionId,
      });
      if (!answered) throw new Conflict(CALL_MESSAGES.notRinging);
      return announce(answered);
    },

    /** `call:decline`: the callee says no while it rings. */
    async decline(memberId: string, callId: string): Promise<Call> {
      const row = await callOf(memberId, callId);
      if (row.calleeId !== memberId) throw new Forbidden(CALL_MESSAGES.onlyCallee);
      const ended = await updateCallIf(db, row.id, ['ringing'], {
        state: 'ended',
        endReason: 'declined',
        endedAt: new Date(),
      });
      if (!ended) throw new Conflict(CALL_MESSAGES.notRinging);
      return announce(ended);
    },

    /** `call:hangup`: either member, ringing (cancelled, or declined by the callee) or under way; an ended call answers as it is. */
    async hangUp(memberId: string, callId: string): Promise<Call> {
      const row = await callOf(memberId, callId);
      if (row.state === 'ended') return viewOf(row);
      const reason: CallEndReason =
        row.state === 'active' ? 'hung-up' : row.callerId === memberId ? 'cancelled' : 'declined';
      const ended = await updateCallIf(db, row.id, [row.state], {
        state: 'ended',
        endReason: reason,
        endedAt: new Date(),
      });
      if (!ended) return viewOf((await findCall(db, row.id))!);
      return announce(ended);
    },

    /**
     * `call:signal`: an offer (caller), an answer (callee), an ICE candidate or the camera's state (either), from the
     * device holding an active call to the other member's device holding it. With the relay policy,
     * only TURN candidates pass.
     */
    async signal(memberId: string, sessionId: string, payload: CallSignalPayload): Promise<void> {
      if (!(await signalLimit.take(memberId))) throw new TooManyRequests(CALL_MESSAGES.tooManySignals);
      const row = await callOf(memberId, payload.callId);
      if (row.state !== 'active') throw new Conflict(CALL_MESSAGES.notActive);
      const caller = row.callerId === memberId;
      if ((caller ? row.callerSessionId : row.calleeSessionId) !== sessionId) {
        throw new Forbidden(CALL_MESSAGES.notYourDevice);
      }
      if ((payload.kind === 'offer' && !caller) || (payload.kind === 'answer' && caller)) {
        throw new Forbidden(CALL_MESSAGES.wrongDirection);
      }
      try {
        await requireBothOn(memberId, row.matchId);
      } catch (error) {
        // The match ended or a switch went off without this call ending (a listener still at work): end it now.
        await endLiveOfMatch(row.matchId, error instanceof Forbidden ? 'turned-off' : 'match-ended');
        throw error;
      }
      const toSessionId = caller ? row.calleeSessionId : row.callerSessionId;
      if (!toSessionId) throw new Conflict(CALL_MESSAGES.notActive);
      let signal = payload;
      if (deps.ice.policy === 'relay') {
        if (signal.kind === 'ice') {
          if (signal.candidate.candidate !== '' && !isRelayCandidate(signal.candidate.candidate)) return;
        } else if (signal.kind !== 'media') {
          signal = { ...signal, description: { ...signal.description, sdp: relayOnlySdp(signal.description.sdp) } };
        }
      }
      events.emit('call.signal', { toSessionId, signal: { ...signal, fromId: memberId } });
    },

    /** The calls ringing for the member now: a device that connects mid-ring rings too. */
    async ringingFor(memberId: string, now = new Date()): Promise<Call[]> {
      const rows = await ringingCallsFor(db, memberId, new Date(now.getTime() - deps.ringTimeoutMs));
      return Promise.all(rows.map(viewOf));
    },

    /** A device's last socket left: the calls it holds end (a closed tab does not leave the other waiting). */
    async sessionLeft(sessionId: string): Promise<void> {
      await announceAll(await endCallsOfSession(db, sessionId));
    },

    /** Resolves once listeners and timers under way are done (tests and shutdown). */
    async settle(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },
    close(): void {
      for (const off of unsubscribe) off();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type CallService = ReturnType<typeof createCallService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests wait for the calls a match's end ends. */
    calls: CallService;
  }
}
