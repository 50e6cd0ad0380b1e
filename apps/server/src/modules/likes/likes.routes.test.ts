import { describe, expect, it } from 'vitest';
import { and, eq, or } from 'drizzle-orm';
import { DISCOVERY_MESSAGES } from '@kindred/contract/discovery';
import { matches } from '../../db/schema/matches';
import { notifications } from '../../db/schema/notifications';
import { useTestApp } from '../../../test/app';
import { bearer, createDiscoverableMember, type CreatedMember } from '../../../test/factories';

const t = useTestApp();

const woman = (location: string, subscription = 'Free') =>
  createDiscoverableMember(t().app, t().db, {
    profile: { location, gender: 'female', showMe: 'Men', age: 30 },
    columns: { subscription },
  });
const men = (location: string, count: number) =>
  Promise.all(
    Array.from({ length: count }, () =>
      createDiscoverableMember(t().app, t().db, {
        profile: { name: 'Sam', location, gender: 'male', showMe: 'Women', age: 32 },
      }),
    ),
  );

const act = (actor: CreatedMember, target: CreatedMember | string, status: string) =>
  t().app.inject({
    method: 'POST',
    url: '/api/v1/matches/likes',
    headers: bearer(actor.token),
    payload: { likedId: typeof target === 'string' ? target : target.user.id, status },
  });

async function matchesBetween(a: CreatedMember, b: CreatedMember) {
  return t()
    .db.select()
    .from(matches)
    .where(
      or(
        and(eq(matches.userLow, a.user.id), eq(matches.userHigh, b.user.id)),
        and(eq(matches.userLow, b.user.id), eq(matches.userHigh, a.user.id)),
      ),
    );
}

describe('likes, super likes and passes', () => {
  it('a like answered by a like makes one match with its score frozen, and notifies both', async () => {
    const her = await woman('Salt Lake City, UT');
    const [him] = await men('Salt Lake City, UT', 1);
    const first = await act(her, him!, 'like');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ likedId: him!.user.id, status: 'like', matched: false, match: null });

    const second = await act(him!, her, 'like');
    expect(second.statusCode, second.body).toBe(200);
    const { data } = second.json();
    expect(data.matched).toBe(true);
    expect(data.match.otherUser).toMatchObject({ id: her.user.id, name: 'Jordan' });
    expect(data.match.otherUser.photo).toMatch(/^\/uploads\//);

    const [stored, ...more] = await matchesBetween(her, him!);
    expect(more).toHaveLength(0);
    expect(stored!.id).toBe(data.match.id);
    expect(stored!.compatibilityScore).toBe(data.match.compatibilityScore);
    expect(Object.keys(stored!.subScores).sort()).toEqual(['communication', 'interests', 'lifestyle', 'values']);

    await t().app.notifications.settle();
    const notes = await t().db.select().from(notifications).where(eq(notifications.matchId, stored!.id));
    expect(notes.map((note) => note.userId).sort()).toEqual([her.user.id, him!.user.id].sort());
    expect(notes.every((note) => note.type === 'match')).toBe(true);
    const likeNote = await t()
      .db.select()
      .from(notifications)
      .where(and(eq(notifications.userId, him!.user.id), eq(notifications.type, 'like')));
    expect(likeNote).toHaveLength(1);
  });

  it('a super like answered by a like makes a match; a pass never does', async () => {
    const her = await woman('Pittsburgh, PA', 'Gold');
    const [him, other] = await men('Pittsburgh, PA', 2);
    expect((await act(her, him!, 'superlike')).json().data.matched).toBe(false);
    expect((await act(him!, her, 'like')).json().data.matched).toBe(true);

    expect((await act(her, other!, 'dislike')).statusCode).toBe(200);
    expect((await act(other!, her, 'like')).json().data.matched).toBe(false);
    expect(await matchesBetween(her, other!)).toHaveLength(0);
  });

  it('two members liking each other at the same moment make exactly one match', async () => {
    const her = await woman('Boise, ID');
    const [him] = await men('Boise, ID', 1);
    const results = await Promise.all([act(her, him!, 'like'), act(him!, her, 'like')]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.filter((r) => r.json().data.matched)).toHaveLength(1);
    expect(await matchesBetween(her, him!)).toHaveLength(1);
  });

  it('Basic allows 10 likes a day, passes stay free, and a repeated like is not spent twice', async () => {
    const her = await woman('Tulsa, OK');
    const them = await men('Tulsa, OK', 12);
    for (const target of them.slice(0, 10)) expect((await act(her, target, 'like')).statusCode).toBe(200);
    // Retrying a like already sent changes nothing and costs nothing.
    expect((await act(her, them[0]!, 'like')).statusCode).toBe(200);
    const eleventh = await act(her, them[10]!, 'like');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe(DISCOVERY_MESSAGES.dailyLikesUsed);
    expect((await act(her, them[11]!, 'dislike')).statusCode).toBe(200);
    const superLike = await act(her, them[10]!, 'superlike');
    expect(superLike.statusCode).toBe(402);
    expect(superLike.json().message).toBe(DISCOVERY_MESSAGES.superLikesNeedPremium);
  });

  it('Gold has unlimited likes and 5 super likes a week; Platinum and Diamond unlimited super likes', async () => {
    const gold = await woman('Omaha, NE', 'Gold');
    const them = await men('Omaha, NE', 12);
    for (const target of them.slice(0, 11)) expect((await act(gold, target, 'like')).statusCode).toBe(200);
    const superTargets = await men('Omaha, NE', 6);
    for (const target of superTargets.slice(0, 5)) expect((await act(gold, target, 'superlike')).statusCode).toBe(200);
    const sixth = await act(gold, superTargets[5]!, 'superlike');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(DISCOVERY_MESSAGES.weeklySuperLikesUsed);

    for (const plan of ['Platinum', 'Diamond']) {
      const member = await woman('Omaha, NE', plan);
      for (const target of superTargets) {
        const response = await t().app.inject({
          method: 'POST',
          url: `/api/v1/recommendations/${target.user.id}/superlike`,
          headers: bearer(member.token),
        });
        expect(response.statusCode, `${plan}: ${response.body}`).toBe(200);
      }
    }
  });

  it('puts likes, passes, matches and notifications in the member’s data export', async () => {
    const her = await woman('Eugene, OR');
    const [him, other] = await men('Eugene, OR', 2);
    await act(her, him!, 'like');
    await act(him!, her, 'like');
    await act(her, other!, 'dislike');
    await t().app.notifications.settle();
    const response = await t().app.inject({ method: 'GET', url: '/api/v1/account/export', headers: bearer(her.token) });
    expect(response.statusCode).toBe(200);
    const data = JSON.parse(response.body);
    expect(data.interactions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ memberId: him!.user.id, status: 'like' }),
        expect.objectContaining({ memberId: other!.user.id, status: 'dislike' }),
      ]),
    );
    expect(data.matches).toEqual([expect.objectContaining({ memberId: him!.user.id })]);
    expect(data.notifications).toEqual([expect.objectContaining({ type: 'match' })]);
  });

  it('the path forms like and pass a member by id', async () => {
    const her = await woman('Spokane, WA');
    const [him, other] = await men('Spokane, WA', 2);
    const like = await t().app.inject({
      method: 'POST',
      url: `/api/v1/matches/${him!.user.id}/like`,
      headers: bearer(her.token),
    });
    expect(like.json().data).toMatchObject({ likedId: him!.user.id, status: 'like' });
    const pass = await t().app.inject({
      method: 'POST',
      url: `/api/v1/matches/${other!.user.id}/pass`,
      headers: bearer(her.token),
    });
    expect(pass.json().data).toMatchObject({ likedId: other!.user.id, status: 'dislike', matched: false });
  });

  it('refuses yourself, unknown or hidden members, and bad bodies with clear 4xx', async () => {
    const her = await woman('Fresno, CA');
    const hidden = await createDiscoverableMember(t().app, t().db, {
      profile: { location: 'Fresno, CA', gender: 'male', showMe: 'Women', age: 32 },
      columns: { profileVisibility: 'Hidden' },
    });
    const self = await act(her, her, 'like');
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(DISCOVERY_MESSAGES.cannotActOnSelf);
    for (const id of [hidden.user.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await act(her, id, 'like');
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe(DISCOVERY_MESSAGES.memberNotFound);
    }
    const badStatus = await act(her, hidden, 'love');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toBe(DISCOVERY_MESSAGES.statusInvalid);
    const noId = await t().app.inject({
      method: 'POST',
      url: '/api/v1/matches/likes',
      headers: bearer(her.token),
      payload: { status: 'like' },
    });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().message).toBe(DISCOVERY_MESSAGES.likedIdRequired);
  });
});
