import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { blocks } from '../../db/schema/safety';
import { recommendationDecks } from '../../db/schema/discovery';
import { profiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import { useTestApp } from '../../../test/app';
import { recommendedIds, storedDeck } from '../../../test/recommendation-decks';
import { bearer, createDiscoverableMember, ownSpot, type CreatedMember } from '../../../test/factories';

const t = useTestApp();

/** A spot of its own for each test: a deck here holds that test's members only. */
interface Spot {
  location: string;
  lat: number;
  lng: number;
}
const spotIn = (location: string): Spot => ({ location, ...ownSpot() });
const placed = (spot: Spot) => ({ lat: spot.lat, lng: spot.lng, maxDistance: 5 });

function seekerIn(spot: Spot) {
  return createDiscoverableMember(t().app, t().db, {
    profile: { location: spot.location, gender: 'female', showMe: 'Men', age: 30, ageRange: [25, 40] },
    columns: placed(spot),
  });
}

async function menIn(spot: Spot, count: number): Promise<CreatedMember[]> {
  const men: CreatedMember[] = [];
  for (let i = 0; i < count; i++) {
    men.push(
      await createDiscoverableMember(t().app, t().db, {
        profile: { location: spot.location, gender: 'male', showMe: 'Women', age: 31 + (i % 5), ageRange: [25, 40] },
        columns: placed(spot),
      }),
    );
  }
  return men;
}

const recommendationsFor = (token: string, query = 'limit=1') => recommendedIds(t().app, token, query);
const deckOf = async (userId: string) => (await storedDeck(t().db, userId))!;

const answer = (token: string, payload: object) =>
  t().app.inject({ method: 'PUT', url: '/api/v1/profile/answers/want-children', headers: bearer(token), payload });

describe('the stored recommendation deck', () => {
  it('serves pages from the deck and re-checks every rule for the members it shows', async () => {
    const here = spotIn('Salt Lake City, UT');
    const her = await seekerIn(here);
    expect(
      (await answer(her.token, { answer: 'yes', accepted: ['yes', 'open'], importance: 'mandatory' })).statusCode,
    ).toBe(200);
    const men = await menIn(here, 8);
    const first = await recommendationsFor(her.token);
    const built = await deckOf(her.user.id);
    expect([...built.candidateIds].sort()).toEqual(men.map((man) => man.user.id).sort());
    expect(first).toEqual([built.candidateIds[0]]);

    const byId = new Map(men.map((man) => [man.user.id, man]));
    const [hides, blocksHer, passed, wantsMen, dealbreaker, suspended, ...kept] = built.candidateIds;
    await t().db.update(profiles).set({ profileVisibility: 'Hidden' }).where(eq(profiles.userId, hides!));
    await t().db.insert(blocks).values({ blockerId: blocksHer!, blockedId: her.user.id });
    const pass = await t().app.inject({
      method: 'POST',
      url: `/api/v1/matches/${passed}/pass`,
      headers: bearer(her.token),
    });
    expect(pass.statusCode, pass.body).toBe(200);
    await t().db.update(profiles).set({ showMe: 'Men' }).where(eq(profiles.userId, wantsMen!));
    expect(
      (await answer(byId.get(dealbreaker!)!.token, { answer: 'no', accepted: ['no'], importance: 'somewhat' }))
        .statusCode,
    ).toBe(200);
    await t().db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended!));

    expect(await recommendationsFor(her.token)).toEqual([kept[0]]);
    const after = await deckOf(her.user.id);
    // Read from the same deck (not rebuilt), with the members who dropped out taken off it.
    expect(after.builtAt).toEqual(built.builtAt);
    expect(after.candidateIds).toEqual(kept);
  });

  it('builds a new deck when the filter or the member’s own preferences change', async () => {
    const here = spotIn('Omaha, NE');
    const her = await seekerIn(here);
    const men = await menIn(here, 3);
    await recommendationsFor(her.token);
    const byDefault = await deckOf(her.user.id);
    const older = men.filter((_, i) => 31 + i >= 33).map((man) => man.user.id);

    expect(await recommendationsFor(her.token, 'limit=5&minAge=33')).toEqual(expect.arrayContaining(older));
    const filtered = await deckOf(her.user.id);
    expect(filtered.key).not.toBe(byDefault.key);
    expect([...filtered.candidateIds].sort()).toEqual(older.sort());

    await t().db.update(profiles).set({ maxDistance: 4 }).where(eq(profiles.userId, her.user.id));
    await recommendationsFor(her.token, 'limit=5&minAge=33');
    expect((await deckOf(her.user.id)).key).not.toBe(filtered.key);
  });

  it('serves a short deck that held everyone eligible without building it again', async () => {
    const here = spotIn('Bozeman, MT');
    const her = await seekerIn(here);
    const men = await menIn(here, 2);
    const first = await recommendationsFor(her.token, 'limit=20');
    const built = await deckOf(her.user.id);
    expect(built.complete).toBe(true);
    expect([...first].sort()).toEqual(men.map((man) => man.user.id).sort());
    expect(await recommendationsFor(her.token, 'limit=20')).toEqual(first);
    expect((await deckOf(her.user.id)).builtAt).toEqual(built.builtAt);
  });

  it('rebuilds a deck that has run out, so members who joined since show up', async () => {
    const here = spotIn('Tulsa, OK');
    const her = await seekerIn(here);
    const [only] = await menIn(here, 1);
    expect(await recommendationsFor(her.token)).toEqual([only!.user.id]);
    const pass = await t().app.inject({
      method: 'POST',
      url: `/api/v1/matches/${only!.user.id}/pass`,
      headers: bearer(her.token),
    });
    expect(pass.statusCode).toBe(200);
    const [newcomer] = await menIn(here, 1);
    expect(await recommendationsFor(her.token)).toEqual([newcomer!.user.id]);
  });

  it('serves an old deck and rebuilds it after the response', async () => {
    const here = spotIn('Boise, ID');
    const her = await seekerIn(here);
    await menIn(here, 4);
    await recommendationsFor(her.token);
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await t()
      .db.update(recommendationDecks)
      .set({ builtAt: hourAgo })
      .where(eq(recommendationDecks.userId, her.user.id));
    const [newcomer] = await menIn(here, 1);

    expect(await recommendationsFor(her.token)).toHaveLength(1);
    await vi.waitFor(async () => {
      const deck = await deckOf(her.user.id);
      expect(deck.builtAt.getTime()).toBeGreaterThan(hourAgo.getTime());
      expect(deck.candidateIds).toContain(newcomer!.user.id);
    }, 10_000);
  });

  it('rebuilds a deck after the response once swipes leave it running low', async () => {
    const here = spotIn('Fargo, ND');
    const her = await seekerIn(here);
    await menIn(here, 3);
    await recommendationsFor(her.token);
    const built = await deckOf(her.user.id);
    for (const passed of built.candidateIds.slice(0, 2)) {
      const pass = await t().app.inject({
        method: 'POST',
        url: `/api/v1/matches/${passed}/pass`,
        headers: bearer(her.token),
      });
      expect(pass.statusCode).toBe(200);
    }
    // One left: still a page (limit 1), but under two pages, so it is rebuilt after the response.
    expect(await recommendationsFor(her.token)).toEqual([built.candidateIds[2]]);
    await vi.waitFor(async () => {
      const deck = await deckOf(her.user.id);
      expect(deck.builtAt.getTime()).toBeGreaterThan(built.builtAt.getTime());
      expect(deck.candidateIds).toEqual([built.candidateIds[2]]);
      // After the response, on a machine that may be busy: up to 10 s, not waitFor's default second.
    }, 10_000);
  });

  it('refresh always builds anew', async () => {
    const here = spotIn('Reno, NV');
    const her = await seekerIn(here);
    await menIn(here, 3);
    await recommendationsFor(her.token);
    const built = await deckOf(her.user.id);
    const [newcomer] = await menIn(here, 1);
    const refreshed = await t().app.inject({
      method: 'POST',
      url: '/api/v1/recommendations/refresh',
      headers: bearer(her.token),
      payload: { limit: 1 },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const rebuilt = await deckOf(her.user.id);
    expect(rebuilt.builtAt.getTime()).toBeGreaterThan(built.builtAt.getTime());
    expect(rebuilt.candidateIds).toContain(newcomer!.user.id);
  });

  it("refresh's filter takes numbers, and numeric text as a query string would have it, but no other type", async () => {
    const her = await seekerIn(spotIn('Reno, NV'));
    const refresh = (payload: object) =>
      t().app.inject({ method: 'POST', url: '/api/v1/recommendations/refresh', headers: bearer(her.token), payload });
    for (const payload of [{ limit: true }, { maxDistance: true }, { minAge: '' }, { limit: [5] }, { limit: 2.5 }]) {
      const response = await refresh(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(Object.keys(payload)[0]!);
    }
    for (const payload of [{ limit: 5 }, { limit: '5', maxDistance: '25' }])
      expect((await refresh(payload)).statusCode, JSON.stringify(payload)).toBe(200);
  });
});
