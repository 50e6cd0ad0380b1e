import { eq } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import { CALL_LIMITS, CALL_MESSAGES, CALL_TEXTS, type Call } from '@kindred/contract/calls';
import { messages } from '../../db/schema/messages';
import { calls, videoCallConsents } from '../../db/schema/calls';
import { useTestApp } from '../../../test/app';
import { bearer, createMatchedPair, insertMatch, type CreatedMember } from '../../../test/factories';
import { emitWithAck, recordEvents, roundTrip, useSocketServer, type MemberSocket } from '../../../test/sockets';

// Decision 110: calls over the socket between two members of a live match who both turned video
// calls on. The ring time is short here so a missed call does not take 30 seconds.
const RING_MS = 600;
const t = useTestApp({ CALL_RING_TIMEOUT_MS: String(RING_MS) });
const sockets = useSocketServer(t);

const OFFER = { type: 'offer' as const, sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\n' };
const ANSWER = { type: 'answer' as const, sdp: 'v=0\r\no=- 3 4 IN IP4 127.0.0.1\r\ns=-\r\n' };
const CANDIDATE = {
  candidate: 'candidate:1 1 udp 2122260223 192.0.2.10 54321 typ host',
  sdpMid: '0',
  sdpMLineIndex: 0,
};

async function device(member: CreatedMember) {
  const socket = await sockets.connect(member.token);
  return { socket, events: recordEvents(socket), member };
}
type Device = Awaited<ReturnType<typeof device>>;

/** The member signed in again: a session (a device) of its own. */
async function signedInAgain(member: CreatedMember): Promise<CreatedMember> {
  const response = await t().app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: member.email, password: member.password },
  });
  return { ...member, token: response.json<{ token: string }>().token };
}

const secondDevice = async (member: CreatedMember): Promise<Device> => device(await signedInAgain(member));

async function videoCalls(member: CreatedMember, matchId: string, enabled: boolean) {
  const response = await t().app.inject({
    method: 'PUT',
    url: `/api/v1/matches/${matchId}/video-calls`,
    headers: bearer(member.token),
    payload: { enabled },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { mine: boolean; bothOn: boolean } }>().data;
}

async function optedInPair() {
  const pair = await createMatchedPair(t().app, t().db);
  await videoCalls(pair.her, pair.matchId, true);
  await videoCalls(pair.him, pair.matchId, true);
  return pair;
}

async function call<T = Call>(socket: MemberSocket, event: Parameters<typeof emitWithAck>[1], payload: object) {
  return emitWithAck<typeof event, T>(socket, event, payload as never);
}

async function ring(caller: Device, callee: Device, matchId: string): Promise<Call> {
  const started = await call(caller.socket, 'call:start', { matchId });
  if (!started.ok) throw new Error(started.message);
  expect(started.data).toMatchObject({ state: 'ringing', caller: { id: caller.member.user.id } });
  await callee.events.next('call:updated', (c) => c.id === started.data.id && c.state === 'ringing');
  return started.data;
}

async function chatLines(matchId: string): Promise<string[]> {
  return (await t().db.select().from(messages).where(eq(messages.matchId, matchId))).map((row) => row.content);
}

async function settled() {
  await t().app.calls.settle();
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('a video call', () => {
  it('rings all the callee’s devices, is taken by the first to accept, relays signals between the two holding devices, and leaves its length in the chat', async () => {
    const { her, him, matchId } = await optedInPair();
    const ava = await device(her);
    const sam = await device(him);
    const samPhone = await secondDevice(him);

    const ringing = await ring(ava, sam, matchId);
    await samPhone.events.next('call:updated', (c) => c.id === ringing.id && c.state === 'ringing');
    expect(ringing.callee).toMatchObject({ id: him.user.id, name: 'Sam' });

    const accepted = await call(sam.socket, 'call:accept', { callId: ringing.id });
    expect(accepted).toMatchObject({ ok: true, data: { state: 'active' } });
    // The phone stops ringing, and cannot take the call any more.
    await samPhone.events.next('call:updated', (c) => c.id === ringing.id && c.state === 'active');
    expect(await call(samPhone.socket, 'call:accept', { callId: ringing.id })).toMatchObject({
      ok: false,
      status: 409,
    });
    await ava.events.next('call:updated', (c) => c.id === ringing.id && c.state === 'active');

    expect(await call(ava.socket, 'call:signal', { callId: ringing.id, kind: 'offer', description: OFFER })).toEqual({
      ok: true,
    });
    const offer = await sam.events.next('call:signal', (s) => s.kind === 'offer');
    expect(offer).toMatchObject({ callId: ringing.id, fromId: her.user.id, description: OFFER });
    await call(sam.socket, 'call:signal', { callId: ringing.id, kind: 'answer', description: ANSWER });
    expect(await ava.events.next('call:signal', (s) => s.kind === 'answer')).toMatchObject({ description: ANSWER });
    await call(sam.socket, 'call:signal', { callId: ringing.id, kind: 'ice', candidate: CANDIDATE });
    expect(await ava.events.next('call:signal', (s) => s.kind === 'ice')).toMatchObject({ candidate: CANDIDATE });
    // Either side says when its camera goes off or on; anything but a boolean is refused.
    expect(await call(sam.socket, 'call:signal', { callId: ringing.id, kind: 'media', camera: false })).toEqual({
      ok: true,
    });
    expect(await ava.events.next('call:signal', (s) => s.kind === 'media')).toEqual({
      callId: ringing.id,
      kind: 'media',
      camera: false,
      fromId: him.user.id,
    });
    expect(await call(ava.socket, 'call:signal', { callId: ringing.id, kind: 'media', camera: 'off' })).toMatchObject({
      ok: false,
      status: 400,
    });
    // The device that did not answer hears no signal, and may send none.
    await roundTrip(samPhone.socket, him.user.id);
    expect(samPhone.events.all('call:signal')).toEqual([]);
    expect(
      await call(samPhone.socket, 'call:signal', { callId: ringing.id, kind: 'ice', candidate: CANDIDATE }),
    ).toEqual({ ok: false, status: 403, message: CALL_MESSAGES.notYourDevice });
    // Offers come from the caller, answers from the callee.
    expect(await call(sam.socket, 'call:signal', { callId: ringing.id, kind: 'offer', description: OFFER })).toEqual({
      ok: false,
      status: 403,
      message: CALL_MESSAGES.wrongDirection,
    });

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const ended = await call(sam.socket, 'call:hangup', { callId: ringing.id });
    expect(ended).toMatchObject({ ok: true, data: { state: 'ended', endReason: 'hung-up' } });
    const seen = await ava.events.next('call:updated', (c) => c.id === ringing.id && c.state === 'ended');
    expect(seen.durationSeconds).toBeGreaterThanOrEqual(1);
    await settled();
    expect(await chatLines(matchId)).toEqual([CALL_TEXTS.chatLineEnded(`0:0${seen.durationSeconds}`)]);
    // Over: no more signals.
    expect(await call(ava.socket, 'call:signal', { callId: ringing.id, kind: 'ice', candidate: CANDIDATE })).toEqual({
      ok: false,
      status: 409,
      message: CALL_MESSAGES.notActive,
    });
  });

  it('declined: both hear it, and the chat says so', async () => {
    const { her, him, matchId } = await optedInPair();
    const ava = await device(her);
    const sam = await device(him);
    const ringing = await ring(ava, sam, matchId);
    // Only the person called declines.
    expect(await call(ava.socket, 'call:decline', { callId: ringing.id })).toMatchObject({ ok: false, status: 403 });
    expect(await call(sam.socket, 'call:decline', { callId: ringing.id })).toMatchObject({
      ok: true,
      data: { state: 'ended', endReason: 'declined' },
    });
    await ava.events.next('call:updated', (c) => c.id === ringing.id && c.endReason === 'declined');
    await settled();
    expect(await chatLines(matchId)).toEqual([CALL_TEXTS.chatLineDeclined]);
    // Both members' data exports hold the call, each from their side, and their own switch.
    for (const [member, calledByMe, other] of [
      [her, true, him],
      [him, false, her],
    ] as const) {
      const exported = await t().app.inject({
        method: 'GET',
        url: '/api/v1/account/export',
        headers: bearer(member.token),
      });
      expect(exported.statusCode).toBe(200);
      const section = exported.json<{ videoCalls: unknown[]; videoCallsOn: { matchId: string }[] }>();
      expect(section.videoCalls).toEqual([
        expect.objectContaining({
          id: ringing.id,
          matchId,
          memberId: other.user.id,
          calledByMe,
          endReason: 'declined',
        }),
      ]);
      expect(section.videoCallsOn.map((row) => row.matchId)).toEqual([matchId]);
    }
  });

  it('missed after the ring time: both hear it once, the chat says so, and it can no longer be accepted', async () => {
    const { her, him, matchId } = await optedInPair();
    const ava = await device(her);
    const sam = await device(him);
    const ringing = await ring(ava, sam, matchId);
    const missed = await sam.events.next('call:updated', (c) => c.id === ringing.id && c.state === 'ended');
    expect(missed.endReason).toBe('missed');
    await ava.events.next('call:updated', (c) => c.id === ringing.id && c.endReason === 'missed');
    expect(await call(sam.socket, 'call:accept', { callId: ringing.id })).toMatchObject({ ok: false, status: 409 });
    await settled();
    expect(await chatLines(matchId)).toEqual([CALL_TEXTS.chatLineMissed]);
    expect(sam.events.all('call:updated').filter((c) => c.state === 'ended')).toHaveLength(1);
  });

  it('turning video calls off mid-call ends it for both, and no call rings again until both turn it back on', async () => {
    const { her, him, matchId } = await optedInPair();
    const ava = await device(her);
    const sam = await device(him);
    const ringing = await ring(ava, sam, matchId);
    await call(sam.socket, 'call:accept', { callId: ringing.id });
    expect(await videoCalls(him, matchId, false)).toEqual({ matchId, mine: false, bothOn: false });
    await ava.events.next('call:updated', (c) => c.id === ringing.id && c.endReason === 'turned-off');
    await sam.events.next('call:updated', (c) => c.id === ringing.id && c.endReason === 'turned-off');
    await ava.events.next('video-calls:updated', (e) => e.matchId === matchId);
    expect(await call(ava.socket, 'call:start', { matchId })).toEqual({
      ok: false,
      status: 403,
      message: CALL_MESSAGES.notBothOn,
    });
  });

  it('busy: a member already in a call cannot be rung by another match', async () => {
    const first = await optedInPair();
    const other = await createMatchedPair(t().app, t().db);
    const matchId = await insertMatch(t().db, other.her.user.id, first.him.user.id);
    await videoCalls(other.her, matchId, true);
    await videoCalls(first.him, matchId, true);
    const ava = await device(first.her);
    const sam = await device(first.him);
    const zoe = await device(other.her);
    // Sam answers Ava (an answered call does not time out, a ringing one is missed after RING_MS),
    // then his other match calls him.
    const ringing = await ring(ava, sam, first.matchId);
    expect(await call(sam.socket, 'call:accept', { callId: ringing.id })).toMatchObject({ ok: true });
    const busy = await call(zoe.socket, 'call:start', { matchId });
    expect(busy).toMatchObject({ ok: true, data: { state: 'ended', endReason: 'busy' } });
    await roundTrip(sam.socket, first.him.user.id);
    expect(sam.events.all('call:updated').filter((c) => c.matchId === matchId)).toEqual([]);
  });
});

describe('hostile signalling', () => {
  it('refuses a call to a match who has not opted in, to a pair that is not a match, and bad payloads', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    await videoCalls(her, matchId, true);
    const ava = await device(her);
    expect(await call(ava.socket, 'call:start', { matchId })).toEqual({
      ok: false,
      status: 403,
      message: CALL_MESSAGES.notBothOn,
    });
    const stranger = await createMatchedPair(t().app, t().db);
    expect(await call(ava.socket, 'call:start', { matchId: stranger.matchId })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await call(ava.socket, 'call:start', { matchId: 'not-a-uuid' })).toMatchObject({ ok: false, status: 400 });
    expect(await call(ava.socket, 'call:start', {})).toMatchObject({ ok: false, status: 400 });
    expect(
      await call(ava.socket, 'call:signal', {
        callId: matchId,
        kind: 'offer',
        description: { type: 'offer', sdp: 'x'.repeat(30_000) },
      }),
    ).toMatchObject({ ok: false, status: 400 });
    expect(await t().db.select().from(calls).where(eq(calls.callerId, her.user.id))).toEqual([]);
    void him;
  });

  it('limits how often a member starts calls and sends signals (429), without ringing the refused call', async () => {
    const { her, him, matchId } = await optedInPair();
    const ava = await device(her);
    const sam = await device(him);
    for (let i = 0; i < CALL_LIMITS.startBurst; i++) {
      const started = await call(ava.socket, 'call:start', { matchId });
      expect(started).toMatchObject({ ok: true, data: { state: 'ringing' } });
      if (started.ok)
        expect(await call(ava.socket, 'call:hangup', { callId: started.data.id })).toMatchObject({ ok: true });
    }
    expect(await call(ava.socket, 'call:start', { matchId })).toEqual({
      ok: false,
      status: 429,
      message: CALL_MESSAGES.tooManyCalls,
    });
    expect(await t().db.select().from(calls).where(eq(calls.callerId, her.user.id))).toHaveLength(
      CALL_LIMITS.startBurst,
    );

    // Sam calls back (his own limit), Ava answers; a flood of candidates is cut at the burst.
    const ringing = await ring(sam, ava, matchId);
    await call(ava.socket, 'call:accept', { callId: ringing.id });
    // The clock stands still for the flood, so no token comes back however slowly a busy machine
    // gets through it: exactly the burst passes.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const answers = await Promise.all(
        Array.from({ length: CALL_LIMITS.signalBurst + 20 }, () =>
          call(sam.socket, 'call:signal', { callId: ringing.id, kind: 'ice', candidate: CANDIDATE }),
        ),
      );
      expect(answers.filter((answer) => answer.ok)).toHaveLength(CALL_LIMITS.signalBurst);
      expect(answers.filter((answer) => !answer.ok)).toEqual(
        Array.from({ length: 20 }, () => ({ ok: false, status: 429, message: CALL_MESSAGES.tooManySignals })),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses signals, answers and hang-ups for a call id that is not yours, and ICE to a non-match', async () => {
    const { her, him, matchId } = await optedInPair();
    const ava = await device(her);
    const sam = await device(him);
    const ringing = await ring(ava, sam, matchId);
    await call(sam.socket, 'call:accept', { callId: ringing.id });
    const mallory = await device((await createMatchedPair(t().app, t().db)).her);
    for (const [event, payload] of [
      ['call:signal', { callId: ringing.id, kind: 'ice', candidate: CANDIDATE }],
      ['call:signal', { callId: ringing.id, kind: 'offer', description: OFFER }],
      ['call:accept', { callId: ringing.id }],
      ['call:decline', { callId: ringing.id }],
      ['call:hangup', { callId: ringing.id }],
    ] as const) {
      expect(await call(mallory.socket, event, payload)).toEqual({
        ok: false,
        status: 404,
        message: CALL_MESSAGES.callNotFound,
      });
    }
    await roundTrip(ava.socket, her.user.id);
    await roundTrip(sam.socket, him.user.id);
    expect([...ava.events.all('call:signal'), ...sam.events.all('call:signal')]).toEqual([]);
    const [row] = await t().db.select().from(calls).where(eq(calls.id, ringing.id));
    expect(row?.state).toBe('active');
  });

  it('a block mid-call ends it for both, drops both switches and refuses further signals', async () => {
    const { her, him, matchId } = await optedInPair();
    const ava = await device(her);
    const sam = await device(him);
    const ringing = await ring(ava, sam, matchId);
    await call(sam.socket, 'call:accept', { callId: ringing.id });
    const blocked = await t().app.inject({
      method: 'POST',
      url: `/api/v1/matches/${matchId}/block`,
      headers: bearer(him.token),
      payload: {},
    });
    expect(blocked.statusCode).toBe(201);
    await ava.events.next('call:updated', (c) => c.id === ringing.id && c.endReason === 'match-ended');
    await settled();
    expect(
      await call(ava.socket, 'call:signal', { callId: ringing.id, kind: 'ice', candidate: CANDIDATE }),
    ).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await call(ava.socket, 'call:start', { matchId })).toMatchObject({ ok: false, status: 404 });
    expect(await t().db.select().from(videoCallConsents).where(eq(videoCallConsents.matchId, matchId))).toEqual([]);
  });

  it('an unmatch mid-call ends it for both', async () => {
    const { her, him, matchId } = await optedInPair();
    const ava = await device(her);
    const sam = await device(him);
    const ringing = await ring(ava, sam, matchId);
    await call(sam.socket, 'call:accept', { callId: ringing.id });
    const unmatched = await t().app.inject({
      method: 'DELETE',
      url: `/api/v1/matches/${matchId}/unmatch`,
      headers: bearer(her.token),
    });
    expect(unmatched.statusCode).toBe(200);
    await sam.events.next('call:updated', (c) => c.id === ringing.id && c.endReason === 'match-ended');
    await ava.events.next('call:updated', (c) => c.id === ringing.id && c.endReason === 'match-ended');
  });

  it('a device that leaves ends the call it holds', async () => {
    const { her, him, matchId } = await optedInPair();
    const ava = await device(her);
    const sam = await device(him);
    const ringing = await ring(ava, sam, matchId);
    await call(sam.socket, 'call:accept', { callId: ringing.id });
    sam.socket.close();
    await ava.events.next('call:updated', (c) => c.id === ringing.id && c.endReason === 'disconnected');
  });
});

describe('a device that connects while a call rings', () => {
  it('rings too', async () => {
    const { her, him, matchId } = await optedInPair();
    const ava = await device(her);
    const sam = await device(him);
    const laptop = await signedInAgain(him);
    const ringing = await ring(ava, sam, matchId);
    // Listening before it connects, as the web app does: the ring may come with the connection.
    const late: MemberSocket = io(sockets.url(), {
      auth: { token: laptop.token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      autoConnect: false,
    });
    const heard = recordEvents(late);
    late.connect();
    try {
      expect(await heard.next('call:updated', (c) => c.id === ringing.id)).toMatchObject({ state: 'ringing' });
    } finally {
      late.close();
    }
  });
});
