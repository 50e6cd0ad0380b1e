import { describe, expect, it } from 'vitest';
import type { Call } from '@kindred/contract/calls';
import { useTestApp } from '../../../test/app';
import { bearer, createMatchedPair } from '../../../test/factories';
import { emitWithAck, recordEvents, roundTrip, useSocketServer } from '../../../test/sockets';

// Decision 110: with ICE_TRANSPORT_POLICY=relay only TURN candidates reach the other member, even
// from a client that sends others.
const t = useTestApp({
  ICE_SERVERS: JSON.stringify([{ urls: 'turn:turn.kindred.test:3478' }]),
  ICE_TRANSPORT_POLICY: 'relay',
});
const sockets = useSocketServer(t);

const HOST = 'candidate:2 1 udp 2122260223 192.168.1.20 54321 typ host';
const RELAY = 'candidate:1 1 udp 41885439 203.0.113.5 50000 typ relay raddr 0.0.0.0 rport 0';

describe('calls with the relay policy', () => {
  it('tells the browser to relay, and passes on only relay candidates, in ICE messages and in the offer', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    for (const member of [her, him]) {
      const on = await t().app.inject({
        method: 'PUT',
        url: `/api/v1/matches/${matchId}/video-calls`,
        headers: bearer(member.token),
        payload: { enabled: true },
      });
      expect(on.statusCode).toBe(200);
    }
    const ice = await t().app.inject({ method: 'GET', url: '/api/v1/calls/ice-servers', headers: bearer(her.token) });
    expect(ice.json().data.iceTransportPolicy).toBe('relay');

    const ava = await sockets.connect(her.token);
    const sam = await sockets.connect(him.token);
    const samEvents = recordEvents(sam);
    const started = await emitWithAck<'call:start', Call>(ava, 'call:start', { matchId });
    if (!started.ok) throw new Error(started.message);
    const callId = started.data.id;
    expect(await emitWithAck(sam, 'call:accept', { callId })).toMatchObject({ ok: true });

    const sdp = `v=0\r\na=${HOST}\r\na=${RELAY}\r\n`;
    await emitWithAck(ava, 'call:signal', { callId, kind: 'offer', description: { type: 'offer', sdp } });
    await emitWithAck(ava, 'call:signal', { callId, kind: 'ice', candidate: { candidate: HOST, sdpMid: '0' } });
    await emitWithAck(ava, 'call:signal', { callId, kind: 'ice', candidate: { candidate: RELAY, sdpMid: '0' } });
    await emitWithAck(ava, 'call:signal', { callId, kind: 'media', camera: false });
    await roundTrip(sam, him.user.id);
    await samEvents.next('call:signal', (signal) => signal.kind === 'media');
    const signals = samEvents.all('call:signal');
    expect(signals.map((signal) => signal.kind)).toEqual(['offer', 'ice', 'media']);
    expect(JSON.stringify(signals)).not.toContain('192.168.1.20');
    expect(signals[0]).toMatchObject({ description: { sdp: `v=0\r\na=${RELAY}\r\n` } });
    expect(signals[1]).toMatchObject({ candidate: { candidate: RELAY } });
  });
});
