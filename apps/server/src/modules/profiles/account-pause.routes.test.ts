import { describe, expect, it, vi } from 'vitest';
import { PAUSE_MESSAGES } from '@kindred/contract/account-pause';
import { DISCOVERY_MESSAGES } from '@kindred/contract/discovery';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/profiles';
import { useTestApp } from '../../../test/app';
import {
  bearer,
  createDiscoverableMember,
  createMatchedPair,
  randomSpot,
  type CreatedMember,
} from '../../../test/factories';

const t = useTestApp();

const call = (member: CreatedMember, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown) =>
  t().app.inject({ method, url: `/api/v1${path}`, headers: bearer(member.token), payload: payload as object });
const pause = (member: CreatedMember) => call(member, 'POST', '/account/pause');
const resume = (member: CreatedMember) => call(member, 'DELETE', '/account/pause');
const act = (actor: CreatedMember, target: CreatedMember, status: string) =>
  call(actor, 'POST', '/matches/likes', { likedId: target.user.id, status });

async function idsOf(member: CreatedMember, path: string, key: string): Promise<string[]> {
  const response = await call(member, 'GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json()[key] as { id: string }[]).map((item) => item.id);
}
const recommended = (member: CreatedMember) => idsOf(member, '/recommendations?limit=50', 'recommendations');
const discovered = (member: CreatedMember) => idsOf(member, '/discover?minPhotos=0', 'profiles');
const likedYou = (member: CreatedMember) => idsOf(member, '/matches/liked-you', 'members');

/** Him (matched with Ava) about to take a break, and Jo, who fits him and has not met him, in a spot of their own. */
async function scene() {
  const { her, him, matchId } = await createMatchedPair(t().app, t().db);
  // The pair's own spot, so Jo is near him and nobody else.
  const [spot] = await t()
    .db.select({ lat: profiles.lat, lng: profiles.lng })
    .from(profiles)
    .where(eq(profiles.userId, him.user.id));
  const jo = await createDiscoverableMember(t().app, t().db, {
    profile: { name: 'Jo', gender: 'female', showMe: 'Men', age: 29, ageRange: [25, 40] },
    columns: { lat: spot!.lat, lng: spot!.lng, maxDistance: 5 },
  });
  // Jo can see who liked her (Likes You lists names on paid plans).
  expect((await call(jo, 'POST', '/billing/checkout', { planId: 'gold', months: 1 })).statusCode).toBe(200);
  return { her, him, jo, matchId };
}

describe('taking a break', () => {
  it('reads, starts and ends a break; starting twice keeps when it began', async () => {
    const member = await createDiscoverableMember(t().app, t().db, { columns: randomSpot() });
    const state = await call(member, 'GET', '/account/pause');
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json()).toEqual({ data: { paused: false, pausedAt: null } });

    const first = await pause(member);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.paused).toBe(true);
    const began = first.json().data.pausedAt as string;
    expect(Number.isNaN(Date.parse(began))).toBe(false);
    expect((await pause(member)).json().data).toEqual({ paused: true, pausedAt: began });
    expect((await call(member, 'GET', '/account/pause')).json().data).toEqual({ paused: true, pausedAt: began });

    const exported = await call(member, 'GET', '/account/export');
    expect(exported.json().account.pausedAt).toBe(began);

    const back = await resume(member);
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toEqual({ paused: false, pausedAt: null });
    expect((await resume(member)).json().data).toEqual({ paused: false, pausedAt: null });
  });

  it('hides the member from recommendations, Discover, Likes You and direct links at once, and refuses new likes', async () => {
    const { her, him, jo } = await scene();
    expect((await act(him, jo, 'like')).statusCode).toBe(200);
    expect(await recommended(jo)).toContain(him.user.id);
    expect(await discovered(jo)).toContain(him.user.id);
    expect(await likedYou(jo)).toEqual([him.user.id]);

    expect((await pause(him)).statusCode).toBe(200);
    expect(await recommended(jo)).not.toContain(him.user.id);
    expect(await discovered(jo)).not.toContain(him.user.id);
    expect(await likedYou(jo)).toEqual([]);
    expect((await call(jo, 'GET', '/matches/liked-you')).json().count).toBe(0);

    // A direct link to his profile, and likes sent his way, find nobody.
    const direct = await call(jo, 'GET', `/recommendations/${him.user.id}`);
    expect(direct.statusCode).toBe(404);
    expect(direct.json().message).toBe(DISCOVERY_MESSAGES.memberNotFound);
    for (const status of ['like', 'superlike']) {
      const refused = await act(jo, him, status);
      expect(refused.statusCode, status).toBe(404);
      expect(refused.json().message).toBe(DISCOVERY_MESSAGES.memberNotFound);
    }

    // He sends no likes while paused (one would show him to someone new); a pass is fine.
    const other = await createDiscoverableMember(t().app, t().db, {
      profile: { gender: 'female', showMe: 'Men', age: 30, ageRange: [25, 40] },
    });
    const refused = await act(him, other, 'like');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PAUSE_MESSAGES.likeWhilePaused);
    expect((await act(him, other, 'dislike')).statusCode).toBe(200);

    // Ava, his match, still reads his profile.
    expect((await call(her, 'GET', `/recommendations/${him.user.id}`)).statusCode).toBe(200);

    expect((await resume(him)).statusCode).toBe(200);
    // Back in others' stored decks once the background placement has run (decision 054).
    await vi.waitFor(async () => expect(await recommended(jo)).toContain(him.user.id), { timeout: 10_000 });
    expect(await likedYou(jo)).toEqual([him.user.id]);
    expect((await call(jo, 'GET', `/recommendations/${him.user.id}`)).statusCode).toBe(200);
  });

  it('keeps matches and chats, both ways', async () => {
    const { her, him, matchId } = await scene();
    expect((await pause(him)).statusCode).toBe(200);

    expect((await idsOf(her, '/matches', 'matches')).length).toBeGreaterThan(0);
    const send = (from: CreatedMember, content: string) =>
      call(from, 'POST', `/conversations/${matchId}/messages`, { content, clientId: crypto.randomUUID() });
    expect((await send(her, 'Still up for Friday?')).statusCode).toBe(201);
    expect((await send(him, 'Yes, see you then')).statusCode).toBe(201);
    const thread = await call(him, 'GET', `/conversations/${matchId}/messages`);
    expect(thread.statusCode).toBe(200);
    expect(JSON.stringify(thread.json())).toContain('Still up for Friday?');
    // A like between matched members changes nothing and is not refused.
    expect((await act(him, her, 'like')).statusCode).toBe(200);
  });

  it('answers 401 without a session and ignores any body (decision 031)', async () => {
    const anonymous = await t().app.inject({ method: 'POST', url: '/api/v1/account/pause' });
    expect(anonymous.statusCode).toBe(401);
    const member = await createDiscoverableMember(t().app, t().db, { columns: randomSpot() });
    const withBody = await t().app.inject({
      method: 'POST',
      url: '/api/v1/account/pause',
      headers: { ...bearer(member.token), 'content-type': 'application/json' },
      payload: '{"paused":false,"pausedAt":"1999-01-01T00:00:00Z"}',
    });
    expect(withBody.statusCode).toBe(200);
    expect(withBody.json().data.paused).toBe(true);
    expect(withBody.json().data.pausedAt).not.toContain('1999');
    const garbage = await t().app.inject({
      method: 'POST',
      url: '/api/v1/account/pause',
      headers: { ...bearer(member.token), 'content-type': 'application/json' },
      payload: '{"paused":',
    });
    expect(garbage.statusCode).toBe(200);
    expect(garbage.json().data.pausedAt).toBe(withBody.json().data.pausedAt);
  });
});
