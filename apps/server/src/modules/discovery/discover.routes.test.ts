import { describe, expect, it } from 'vitest';
import type { Recommendation } from '@kindred/contract/discovery';
import { photos } from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { bearer, createDiscoverableMember, insertMatch, type CreatedMember } from '../../../test/factories';

const t = useTestApp();

const man = (location: string, profile: Record<string, unknown> = {}, columns: Record<string, unknown> = {}) =>
  createDiscoverableMember(t().app, t().db, {
    profile: { name: 'Sam', location, gender: 'male', showMe: 'Women', age: 32, ...profile },
    columns,
  });
const woman = (location: string) =>
  createDiscoverableMember(t().app, t().db, { profile: { location, gender: 'female', showMe: 'Men', age: 30 } });

async function discover(member: CreatedMember, query: string): Promise<Recommendation[]> {
  const response = await t().app.inject({
    method: 'GET',
    url: `/api/v1/discover?${query}`,
    headers: bearer(member.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().profiles;
}
const ids = (list: Recommendation[]) => list.map((item) => item.id);

/** Seeded members get several photos; registration gives one. */
async function givePhotos(member: CreatedMember, count: number) {
  await t()
    .db.insert(photos)
    .values(
      Array.from({ length: count }, (_, i) => ({ userId: member.user.id, position: i + 1, width: 640, height: 800 })),
    );
}

describe('GET /discover', () => {
  it('applies the defaults: at least 3 photos, ages 21-45, 25 miles', async () => {
    const her = await woman('Raleigh, NC');
    const [onePhoto, threePhotos, tooOld] = await Promise.all([
      man('Raleigh, NC'),
      man('Raleigh, NC'),
      man('Raleigh, NC', { age: 50, ageRange: [25, 55] }),
    ]);
    await givePhotos(threePhotos, 2);
    await givePhotos(tooOld, 2);
    const list = ids(await discover(her, ''));
    expect(list).toContain(threePhotos.user.id);
    expect(list).not.toContain(onePhoto.user.id);
    expect(list).not.toContain(tooOld.user.id);
    expect(ids(await discover(her, 'minPhotos=0'))).toContain(onePhoto.user.id);
  });

  it('searches name, location, bio and interests, case-insensitively', async () => {
    const her = await woman('Richmond, VA');
    const [byName, byBio, byInterest] = await Promise.all([
      man('Richmond, VA', { name: 'Zebediah' }),
      man('Richmond, VA', { bio: 'I restore vintage SAILBOATS on weekends.' }),
      man('Richmond, VA', { interests: ['Backpacking', 'Coffee'] }),
    ]);
    const search = async (q: string) => ids(await discover(her, `minPhotos=0&q=${encodeURIComponent(q)}`));
    expect(await search('zebed')).toEqual([byName.user.id]);
    expect(await search('sailboats')).toEqual([byBio.user.id]);
    expect(await search('BACKPACK')).toEqual([byInterest.user.id]);
    expect(await search('richmond')).toEqual(
      expect.arrayContaining([byName.user.id, byBio.user.id, byInterest.user.id]),
    );
    // LIKE wildcards are searched for literally.
    expect(await search('%')).toEqual([]);
  });

  it('sorts by distance, activity and newest as asked', async () => {
    const her = await woman('Madison, WI');
    const near = await man(
      'Madison, WI',
      {},
      { lastActiveAt: new Date(Date.now() - 5 * 86_400_000), locationSharing: 'Exact location' },
    );
    const far = await man(
      'Janesville, WI',
      { maxDistance: 50 },
      { lastActiveAt: new Date(), locationSharing: 'Exact location' },
    );
    const query = 'minPhotos=0&maxDistance=50';
    const byDistance = ids(await discover(her, `${query}&sort=distance`)).filter((id) =>
      [near.user.id, far.user.id].includes(id),
    );
    expect(byDistance).toEqual([near.user.id, far.user.id]);
    const byActivity = ids(await discover(her, `${query}&sort=activity`)).filter((id) =>
      [near.user.id, far.user.id].includes(id),
    );
    expect(byActivity).toEqual([far.user.id, near.user.id]);
    const byNewest = ids(await discover(her, `${query}&sort=newest`)).filter((id) =>
      [near.user.id, far.user.id].includes(id),
    );
    expect(byNewest).toEqual([far.user.id, near.user.id]);
  });

  it('keeps likes and matches visible with their state, drops passes, and shows only-matches profiles to matches', async () => {
    const her = await woman('Tucson, AZ');
    const [liked, passed, matched] = await Promise.all([
      man('Tucson, AZ'),
      man('Tucson, AZ'),
      man('Tucson, AZ', {}, { profileVisibility: 'Only matches' }),
    ]);
    for (const [target, status] of [
      [liked, 'like'],
      [passed, 'dislike'],
    ] as const) {
      await t().app.inject({
        method: 'POST',
        url: '/api/v1/matches/likes',
        headers: bearer(her.token),
        payload: { likedId: target.user.id, status },
      });
    }
    const list = await discover(her, 'minPhotos=0');
    expect(ids(list)).not.toContain(matched.user.id);
    const matchId = await insertMatch(t().db, her.user.id, matched.user.id);
    const after = await discover(her, 'minPhotos=0');
    expect(after.find((card) => card.id === liked.user.id)?.youLiked).toBe(true);
    expect(ids(after)).not.toContain(passed.user.id);
    expect(after.find((card) => card.id === matched.user.id)?.matchId).toBe(matchId);
  });

  it('filters verified members and interests, and refuses bad queries', async () => {
    const her = await woman('Albuquerque, NM');
    const [unverified, climber] = await Promise.all([
      man('Albuquerque, NM', {}, {}),
      man('Albuquerque, NM', { interests: ['Rock Climbing'] }),
    ]);
    // Registered members have no approved selfie (decision 079).
    expect(ids(await discover(her, 'minPhotos=0&verifiedOnly=true'))).not.toContain(unverified.user.id);
    expect(ids(await discover(her, 'minPhotos=0&interests=Rock%20Climbing'))).toEqual([climber.user.id]);
    for (const query of ['sort=popular', 'minAge=50&maxAge=30', 'maxDistance=500', 'verifiedOnly=maybe']) {
      const response = await t().app.inject({
        method: 'GET',
        url: `/api/v1/discover?${query}`,
        headers: bearer(her.token),
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
