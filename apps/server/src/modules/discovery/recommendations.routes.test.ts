import { describe, expect, it } from 'vitest';
import { DISCOVERY_MESSAGES } from '@kindred/contract/discovery';
import type { Recommendation } from '@kindred/contract/discovery';
import { blocks } from '../../db/schema/safety';
import { useTestApp } from '../../../test/app';
import { bearer, createDiscoverableMember, insertMatch, type DiscoverableOverrides } from '../../../test/factories';

const t = useTestApp();

/** Each test gets its own city, so members made by other tests never crowd its results. */
function pairIn(location: string, him: DiscoverableOverrides = {}, her: DiscoverableOverrides = {}) {
  return Promise.all([
    createDiscoverableMember(t().app, t().db, {
      ...her,
      profile: { location, gender: 'female', showMe: 'Men', age: 30, ageRange: [25, 40], ...her.profile },
    }),
    createDiscoverableMember(t().app, t().db, {
      ...him,
      profile: { name: 'Sam', location, gender: 'male', showMe: 'Women', age: 32, ageRange: [25, 40], ...him.profile },
    }),
  ]);
}

async function recommendationsFor(token: string, query = ''): Promise<Recommendation[]> {
  const response = await t().app.inject({
    method: 'GET',
    url: `/api/v1/recommendations?limit=50${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().recommendations;
}

const ids = (list: Recommendation[]) => list.map((item) => item.id);

describe('GET /recommendations', () => {
  it('recommends a mutual fit with the declared fields only, never e-mail or coordinates', async () => {
    const [her, him] = await pairIn('Denver, CO');
    const list = await recommendationsFor(her.token);
    const card = list.find((item) => item.id === him.user.id);
    expect(card).toBeDefined();
    expect(card).toMatchObject({ name: 'Sam', age: 32, location: 'Denver, CO', hasLikedYou: false, youLiked: false });
    expect(card!.photos).toHaveLength(1);
    expect(card!.compatibilityScore).toBe(card!.compatibility.overall);
    expect(Object.keys(card!.compatibility.subScores).sort()).toEqual([
      'communication',
      'interests',
      'lifestyle',
      'values',
    ]);
    const raw = JSON.stringify(card);
    expect(raw).not.toContain(him.email);
    expect(raw).not.toMatch(/"lat"|"lng"|latitude|longitude/);
    // Both in the same city centre, shared as "City only" (the default): rounded to 5 miles.
    expect(card!.distance).toBe(5);
    expect(ids(list)).not.toContain(her.user.id);
  });

  it('leaves out members who hide their profile or show it only to matches', async () => {
    const [her, hidden] = await pairIn('Boston, MA', { columns: { profileVisibility: 'Hidden' } });
    const onlyMatches = await createDiscoverableMember(t().app, t().db, {
      profile: { location: 'Boston, MA', gender: 'male', showMe: 'Women', age: 31 },
      columns: { profileVisibility: 'Only matches' },
    });
    const visible = await createDiscoverableMember(t().app, t().db, {
      profile: { location: 'Boston, MA', gender: 'male', showMe: 'Women', age: 31 },
    });
    const list = ids(await recommendationsFor(her.token));
    expect(list).toContain(visible.user.id);
    expect(list).not.toContain(hidden.user.id);
    expect(list).not.toContain(onlyMatches.user.id);
  });

  it('leaves out members blocked either way', async () => {
    const [her, blockedByHer] = await pairIn('Chicago, IL');
    const blockedHer = await createDiscoverableMember(t().app, t().db, {
      profile: { location: 'Chicago, IL', gender: 'male', showMe: 'Women', age: 33 },
    });
    const other = await createDiscoverableMember(t().app, t().db, {
      profile: { location: 'Chicago, IL', gender: 'male', showMe: 'Women', age: 33 },
    });
    await t()
      .db.insert(blocks)
      .values([
        { blockerId: her.user.id, blockedId: blockedByHer.user.id },
        { blockerId: blockedHer.user.id, blockedId: her.user.id },
      ]);
    const list = ids(await recommendationsFor(her.token));
    expect(list).toContain(other.user.id);
    expect(list).not.toContain(blockedByHer.user.id);
    expect(list).not.toContain(blockedHer.user.id);
    // And they cannot open each other's card either.
    const card = await t().app.inject({
      method: 'GET',
      url: `/api/v1/recommendations/${blockedHer.user.id}`,
      headers: bearer(her.token),
    });
    expect(card.statusCode).toBe(404);
  });

  it('leaves out members already liked, super-liked or passed, and matches', async () => {
    const [her, liked] = await pairIn('Seattle, WA', {}, { columns: { subscription: 'Gold' } });
    const passed = await createDiscoverableMember(t().app, t().db, {
      profile: { location: 'Seattle, WA', gender: 'male', showMe: 'Women', age: 34 },
    });
    const superLiked = await createDiscoverableMember(t().app, t().db, {
      profile: { location: 'Seattle, WA', gender: 'male', showMe: 'Women', age: 34 },
    });
    const matched = await createDiscoverableMember(t().app, t().db, {
      profile: { location: 'Seattle, WA', gender: 'male', showMe: 'Women', age: 34 },
    });
    const fresh = await createDiscoverableMember(t().app, t().db, {
      profile: { location: 'Seattle, WA', gender: 'male', showMe: 'Women', age: 34 },
    });
    expect(ids(await recommendationsFor(her.token))).toEqual(
      expect.arrayContaining([liked.user.id, passed.user.id, superLiked.user.id, matched.user.id, fresh.user.id]),
    );
    for (const [target, status] of [
      [liked, 'like'],
      [passed, 'dislike'],
      [superLiked, 'superlike'],
    ] as const) {
      const response = await t().app.inject({
        method: 'POST',
        url: '/api/v1/matches/likes',
        headers: bearer(her.token),
        payload: { likedId: target.user.id, status },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    await insertMatch(t().db, her.user.id, matched.user.id, 70);
    const list = ids(await recommendationsFor(her.token));
    expect(list).toContain(fresh.user.id);
    for (const gone of [liked, passed, superLiked, matched]) expect(list).not.toContain(gone.user.id);
  });

  it('needs the gender preference to fit both ways', async () => {
    const [her, him] = await pairIn('Portland, OR');
    const wantsMen = await createDiscoverableMember(t().app, t().db, {
      profile: { location: 'Portland, OR', gender: 'male', showMe: 'Men', age: 31 },
    });
    const woman = await createDiscoverableMember(t().app, t().db, {
      profile: { location: 'Portland, OR', gender: 'female', showMe: 'Everyone', age: 31 },
    });
    const list = ids(await recommendationsFor(her.token));
    expect(list).toContain(him.user.id);
    // He wants men: she is not shown to him, so he is not shown to her.
    expect(list).not.toContain(wantsMen.user.id);
    // She shows "Men": a woman open to everyone is still not shown to her.
    expect(list).not.toContain(woman.user.id);
    // An "Everyone" seeker sees both men and women who would see her.
    const open = await createDiscoverableMember(t().app, t().db, {
      profile: { location: 'Portland, OR', gender: 'female', showMe: 'Everyone', age: 30 },
    });
    const openList = ids(await recommendationsFor(open.token));
    expect(openList).toContain(woman.user.id);
    expect(openList).toContain(him.user.id);
    expect(openList).not.toContain(her.user.id);
  });

  it('needs each age to sit in the other’s range', async () => {
    const [her, him] = await pairIn('Miami, FL');
    const tooYoungForHer = await createDiscoverableMember(t().app, t().db, {
      profile: { location: 'Miami, FL', gender: 'male', showMe: 'Women', age: 22, ageRange: [18, 40] },
    });
    const wantsYounger = await createDiscoverableMember(t().app, t().db, {
      profile: { location: 'Miami, FL', gender: 'male', showMe: 'Women', age: 30, ageRange: [20, 27] },
    });
    const list = ids(await recommendationsFor(her.token));
    expect(list).toContain(him.user.id);
    expect(list).not.toContain(tooYoungForHer.user.id);
    expect(list).not.toContain(wantsYounger.user.id);
    // The filter narrows her own range: 33-40 leaves out a 32-year-old.
    expect(ids(await recommendationsFor(her.token, '&minAge=33&maxAge=40'))).not.toContain(him.user.id);
  });

  it('needs the distance to be within both maximum distances', async () => {
    // Round Rock is about 18 miles north of Austin.
    const her = await createDiscoverableMember(t().app, t().db, {
      profile: { location: 'Austin, TX', gender: 'female', showMe: 'Men', age: 30, maxDistance: 50 },
    });
    const near = await createDiscoverableMember(t().app, t().db, {
      profile: { location: 'Round Rock, TX', gender: 'male', showMe: 'Women', age: 31, maxDistance: 50 },
    });
    const staysClose = await createDiscoverableMember(t().app, t().db, {
      profile: { location: 'Round Rock, TX', gender: 'male', showMe: 'Women', age: 31, maxDistance: 10 },
    });
    const list = ids(await recommendationsFor(her.token));
    expect(list).toContain(near.user.id);
    expect(list).not.toContain(staysClose.user.id);
    expect(ids(await recommendationsFor(her.token, '&maxDistance=10'))).not.toContain(near.user.id);
  });

  it('leaves out a pair when a mandatory answer is not accepted', async () => {
    const [her, him] = await pairIn('Nashville, TN');
    const dealbreaker = await createDiscoverableMember(t().app, t().db, {
      profile: { location: 'Nashville, TN', gender: 'male', showMe: 'Women', age: 31 },
    });
    const answer = (token: string, payload: object) =>
      t().app.inject({ method: 'PUT', url: '/api/v1/profile/answers/want-children', headers: bearer(token), payload });
    expect(
      (await answer(her.token, { answer: 'yes', accepted: ['yes', 'open'], importance: 'mandatory' })).statusCode,
    ).toBe(200);
    expect(
      (await answer(dealbreaker.token, { answer: 'no', accepted: ['no'], importance: 'somewhat' })).statusCode,
    ).toBe(200);
    expect(
      (await answer(him.token, { answer: 'open', accepted: ['yes', 'open'], importance: 'very' })).statusCode,
    ).toBe(200);
    const list = ids(await recommendationsFor(her.token));
    expect(list).toContain(him.user.id);
    expect(list).not.toContain(dealbreaker.user.id);
    // Both ways: he is not recommended her either.
    expect(ids(await recommendationsFor(dealbreaker.token))).not.toContain(her.user.id);
  });

  it('marks and ranks first a member who already liked you', async () => {
    const [her, admirer] = await pairIn('Atlanta, GA', {
      columns: { lastActiveAt: new Date(Date.now() - 20 * 86_400_000) },
    });
    await createDiscoverableMember(t().app, t().db, {
      profile: { location: 'Atlanta, GA', gender: 'male', showMe: 'Women', age: 31, interests: ['Hiking', 'Coffee'] },
    });
    const liked = await t().app.inject({
      method: 'POST',
      url: `/api/v1/matches/${her.user.id}/like`,
      headers: bearer(admirer.token),
    });
    expect(liked.statusCode, liked.body).toBe(200);
    const list = await recommendationsFor(her.token);
    const card = list.find((item) => item.id === admirer.user.id);
    expect(card?.hasLikedYou).toBe(true);
    expect(list.filter((item) => item.hasLikedYou).map((item) => item.id)).toContain(admirer.user.id);
  });

  it('filters by lookingFor and interests', async () => {
    const [her, him] = await pairIn('Phoenix, AZ', {
      profile: { lookingFor: 'Casual', interests: ['Crafts', 'Yoga'] },
    });
    expect(ids(await recommendationsFor(her.token, '&lookingFor=Casual'))).toContain(him.user.id);
    expect(ids(await recommendationsFor(her.token, '&lookingFor=Friendship'))).not.toContain(him.user.id);
    expect(ids(await recommendationsFor(her.token, '&interests=crafts'))).toContain(him.user.id);
    expect(ids(await recommendationsFor(her.token, '&interests=Gaming&interests=Reading'))).not.toContain(him.user.id);
  });

  it('shows whole miles for Exact location and nothing for Hidden', async () => {
    const [her, exact] = await pairIn('Detroit, MI', { columns: { locationSharing: 'Exact location' } });
    const hidden = await createDiscoverableMember(t().app, t().db, {
      profile: { location: 'Detroit, MI', gender: 'male', showMe: 'Women', age: 31 },
      columns: { locationSharing: 'Hidden', activityStatus: false },
    });
    const list = await recommendationsFor(her.token);
    // Whole miles to his shown point (decision 028): 2.8 to 5.7 miles from Detroit, never less.
    const shown = list.find((item) => item.id === exact.user.id)?.distance;
    expect(Number.isInteger(shown)).toBe(true);
    expect(shown).toBeGreaterThanOrEqual(3);
    expect(shown).toBeLessThanOrEqual(6);
    const hiddenCard = list.find((item) => item.id === hidden.user.id);
    expect(hiddenCard).toMatchObject({ distance: null, location: '', lastActive: null, isOnline: false });
  });

  it('refuses bad filters with a clear 400', async () => {
    const [her] = await pairIn('Pittsburgh, PA');
    for (const query of [
      '&minAge=40&maxAge=30',
      '&minAge=abc',
      '&maxDistance=0',
      '&lookingFor=Everything',
      '&minAge=12',
    ]) {
      const response = await t().app.inject({
        method: 'GET',
        url: `/api/v1/recommendations?${query.slice(1)}`,
        headers: bearer(her.token),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    const reversed = await t().app.inject({
      method: 'GET',
      url: '/api/v1/recommendations?minAge=40&maxAge=30',
      headers: bearer(her.token),
    });
    expect(reversed.json().message).toBe(DISCOVERY_MESSAGES.ageRangeInvalid);
    expect((await t().app.inject({ method: 'GET', url: '/api/v1/recommendations' })).statusCode).toBe(401);
  });
});

describe('one recommendation, refresh, interests, views and reports', () => {
  it('reads one member’s card, and 404s for the hidden, the unknown and nonsense ids', async () => {
    const [her, him] = await pairIn('Minneapolis, MN');
    const hidden = await createDiscoverableMember(t().app, t().db, {
      profile: { location: 'Minneapolis, MN', gender: 'male', showMe: 'Women', age: 31 },
      columns: { profileVisibility: 'Hidden' },
    });
    const get = (id: string) =>
      t().app.inject({ method: 'GET', url: `/api/v1/recommendations/${id}`, headers: bearer(her.token) });
    const card = await get(him.user.id);
    expect(card.statusCode).toBe(200);
    expect(card.json().data).toMatchObject({ id: him.user.id, name: 'Sam' });
    for (const id of [hidden.user.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', her.user.id]) {
      const response = await get(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe(DISCOVERY_MESSAGES.memberNotFound);
    }
  });

  it('refreshes with the same filter, lists popular interests, and records views and reports', async () => {
    const [her, him] = await pairIn('Kansas City, MO', { profile: { interests: ['Swimming', 'Hiking'] } });
    const refreshed = await t().app.inject({
      method: 'POST',
      url: '/api/v1/recommendations/refresh',
      headers: bearer(her.token),
      payload: { maxDistance: 30, minAge: 20, maxAge: 40 },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(ids(refreshed.json().recommendations)).toContain(him.user.id);

    // Counted when the app starts (before this pair existed when this file runs first on the
    // worker's database) and then every 10 minutes: count again now.
    await t().app.interestFrequencies.recount();
    const interests = await t().app.inject({
      method: 'GET',
      url: '/api/v1/recommendations/interests',
      headers: bearer(her.token),
    });
    expect(interests.json().interests).toEqual(expect.arrayContaining(['Hiking']));

    for (const url of ['/api/recommendations/view', '/api/v1/recommendations/view']) {
      const view = await t().app.inject({
        method: 'POST',
        url,
        headers: bearer(her.token),
        payload: { profileId: him.user.id, duration: 4200 },
      });
      expect(view.statusCode, url).toBe(204);
    }
    const report = await t().app.inject({
      method: 'POST',
      url: `/api/v1/recommendations/${him.user.id}/report`,
      headers: bearer(her.token),
      payload: { reason: 'fake_profile', details: 'Photos are from a stock site' },
    });
    expect(report.statusCode).toBe(201);
    expect(report.json().message).toBe(DISCOVERY_MESSAGES.reportReceived);
    const badReason = await t().app.inject({
      method: 'POST',
      url: `/api/v1/recommendations/${him.user.id}/report`,
      headers: bearer(her.token),
      payload: { reason: 'boring' },
    });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().message).toBe(DISCOVERY_MESSAGES.reportReasonInvalid);
  });
});
