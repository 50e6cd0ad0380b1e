import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { bearer, createMatchedPair, type CreatedMember } from '../../../test/factories';

// Decision 110: each member's video-call switch per match, and the ICE servers with TURN
// credentials made for the member.
const TURN_SECRET = 'a-coturn-static-auth-secret';
const t = useTestApp({
  ICE_SERVERS: JSON.stringify([
    { urls: 'stun:stun.kindred.test:3478' },
    { urls: ['turn:turn.kindred.test:3478?transport=udp', 'turns:turn.kindred.test:5349'] },
  ]),
  TURN_SECRET,
  TURN_CREDENTIAL_SECONDS: '600',
});

const path = (matchId: string) => `/api/v1/matches/${matchId}/video-calls`;
const get = (member: CreatedMember, matchId: string) =>
  t().app.inject({ method: 'GET', url: path(matchId), headers: bearer(member.token) });
const put = (member: CreatedMember, matchId: string, payload: unknown) =>
  t().app.inject({ method: 'PUT', url: path(matchId), headers: bearer(member.token), payload: payload as object });

describe('the video-call switch of a match', () => {
  it('is off by default, says "both on" only once both have turned it on, and never the other’s alone', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    expect((await get(her, matchId)).json()).toEqual({ data: { matchId, mine: false, bothOn: false } });

    const on = await put(him, matchId, { enabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ data: { matchId, mine: true, bothOn: false } });
    // Sam's switch is on; Ava, with hers off, does not learn it.
    expect((await get(her, matchId)).json()).toEqual({ data: { matchId, mine: false, bothOn: false } });

    expect((await put(her, matchId, { enabled: true })).json()).toEqual({
      data: { matchId, mine: true, bothOn: true },
    });
    expect((await get(him, matchId)).json()).toEqual({ data: { matchId, mine: true, bothOn: true } });
    // Turning it on twice is the same as once; off is off for both.
    expect((await put(her, matchId, { enabled: true })).json().data.bothOn).toBe(true);
    expect((await put(her, matchId, { enabled: false })).json()).toEqual({
      data: { matchId, mine: false, bothOn: false },
    });
    expect((await get(him, matchId)).json()).toEqual({ data: { matchId, mine: true, bothOn: false } });
  });

  it('belongs to the match’s members alone, and only while the match is live', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const stranger = (await createMatchedPair(t().app, t().db)).her;
    expect((await get(stranger, matchId)).statusCode).toBe(404);
    expect((await put(stranger, matchId, { enabled: true })).statusCode).toBe(404);
    expect((await get(her, 'not-a-match')).statusCode).toBe(400);
    expect((await t().app.inject({ method: 'GET', url: path(matchId) })).statusCode).toBe(401);

    const bad = await put(her, matchId, { enabled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/enabled/);
    expect((await put(her, matchId, {})).statusCode).toBe(400);

    await put(her, matchId, { enabled: true });
    const block = await t().app.inject({
      method: 'POST',
      url: `/api/v1/matches/${matchId}/block`,
      headers: bearer(him.token),
      payload: {},
    });
    expect(block.statusCode).toBe(201);
    expect((await get(her, matchId)).statusCode).toBe(404);
    expect((await put(her, matchId, { enabled: true })).statusCode).toBe(404);
  });
});

describe('GET /calls/ice-servers', () => {
  it('gives each member TURN credentials of their own that expire (coturn use-auth-secret), and no static secret', async () => {
    const { her } = await createMatchedPair(t().app, t().db);
    const before = Math.floor(Date.now() / 1000);
    const response = await t().app.inject({
      method: 'GET',
      url: '/api/v1/calls/ice-servers',
      headers: bearer(her.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json<{
      data: {
        iceServers: { urls: string | string[]; username?: string; credential?: string }[];
        iceTransportPolicy: string;
      };
    }>();
    expect(data.iceTransportPolicy).toBe('all');
    expect(data.iceServers[0]).toEqual({ urls: 'stun:stun.kindred.test:3478' });
    const turn = data.iceServers[1]!;
    const [expiry, memberId] = turn.username!.split(':');
    expect(memberId).toBe(her.user.id);
    expect(Number(expiry)).toBeGreaterThanOrEqual(before + 600);
    expect(Number(expiry)).toBeLessThanOrEqual(before + 602);
    expect(turn.credential).toBe(createHmac('sha1', TURN_SECRET).update(turn.username!).digest('base64'));
    expect(response.body).not.toContain(TURN_SECRET);
  });

  it('is for members only', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/v1/calls/ice-servers' });
    expect(response.statusCode).toBe(401);
  });
});
