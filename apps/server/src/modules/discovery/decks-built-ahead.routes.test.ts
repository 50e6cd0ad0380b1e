import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recommendationDecks } from '../../db/schema/discovery';
import { useTestApp } from '../../../test/app';
import { recommendedIds, storedDeck } from '../../../test/recommendation-decks';
import { createDiscoverableMember, randomSpot, type CreatedMember } from '../../../test/factories';
import { createRecommendationService } from './recommendations.service';

// Building ahead rebuilds every deck of the day before: this file has a database of its own.
const t = useTestApp({}, { freshDatabase: true });
const DAY_MS = 24 * 60 * 60 * 1000;

/** The recommendation service as it runs `days` from now. */
function serviceOn(days: number) {
  const at = Date.now() + days * DAY_MS;
  return createRecommendationService({
    db: t().db,
    photos: { cardPhotosOfMany: async () => new Map() },
    interestFrequencies: t().app.interestFrequencies,
    candidateIndex: t().app.candidateIndex,
    now: () => new Date(at),
  });
}

async function seekerWithMen(): Promise<{ seeker: CreatedMember; men: CreatedMember[] }> {
  const spot = randomSpot();
  const seeker = await createDiscoverableMember(t().app, t().db, {
    profile: { gender: 'female', showMe: 'Men', age: 30, ageRange: [25, 45] },
    columns: { ...spot, maxDistance: 30 },
  });
  const men: CreatedMember[] = [];
  for (let i = 0; i < 3; i++) {
    men.push(
      await createDiscoverableMember(t().app, t().db, {
        profile: { gender: 'male', showMe: 'Women', age: 31 + i, ageRange: [25, 45] },
        columns: { lat: spot.lat + 0.01 * i, lng: spot.lng },
      }),
    );
  }
  return { seeker, men };
}

describe("decks built ahead (issue 34): the next day's first request reads a stored deck", () => {
  it("builds tomorrow's deck for members who opened For You, and tomorrow's request serves it", async () => {
    expect(await t().app.candidateIndex.readyWithin(60_000)).toBe(true);
    const { seeker, men } = await seekerWithMen();
    // Today: her first request builds her deck.
    expect(await recommendedIds(t().app, seeker.token, 'limit=20')).toEqual(
      expect.arrayContaining(men.map((man) => man.user.id)),
    );
    const today = (await storedDeck(t().db, seeker.user.id))!;

    // Tomorrow, before she comes back: her deck is built for the new day's age bounds.
    const tomorrow = serviceOn(1);
    expect(await tomorrow.buildAhead(50)).toBeGreaterThanOrEqual(1);
    const ahead = (await storedDeck(t().db, seeker.user.id))!;
    expect(ahead.key).not.toBe(today.key);
    expect(ahead.builtAt.getTime()).toBeGreaterThan(today.builtAt.getTime() + DAY_MS / 2);

    // Her first request of that day is a read of it: nothing is built again.
    const page = await tomorrow.recommend(seeker.user.id, { limit: 20 });
    expect(page.map((card) => card.id)).toEqual(expect.arrayContaining(men.map((man) => man.user.id)));
    const after = (await storedDeck(t().db, seeker.user.id))!;
    expect(after.key).toBe(ahead.key);
    expect(after.builtAt).toEqual(ahead.builtAt);

    // Built already: a second run that day leaves it be.
    await tomorrow.buildAhead(50);
    expect((await storedDeck(t().db, seeker.user.id))!.builtAt).toEqual(ahead.builtAt);
  });

  it('pages through decks built at the same moment', async () => {
    expect(await t().app.candidateIndex.readyWithin(60_000)).toBe(true);
    const seekers = await Promise.all([0, 1, 2].map(() => seekerWithMen()));
    for (const { seeker } of seekers) await recommendedIds(t().app, seeker.token, 'limit=20');
    const ids = seekers.map(({ seeker }) => seeker.user.id);
    const moment = new Date(Date.now() - 60_000);
    await t()
      .db.update(recommendationDecks)
      .set({ builtAt: moment })
      .where(
        sql`${recommendationDecks.userId} IN (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );

    // Two a page: the third deck, built at the same moment, is on the second page.
    expect(await serviceOn(1).buildAhead(50, 2)).toBeGreaterThanOrEqual(3);
    for (const id of ids) expect((await storedDeck(t().db, id))!.builtAt.getTime()).toBeGreaterThan(moment.getTime());
  });

  it('leaves decks of a filter of their own, and of members away for days', async () => {
    expect(await t().app.candidateIndex.readyWithin(60_000)).toBe(true);
    const filtered = await seekerWithMen();
    const away = await seekerWithMen();
    await recommendedIds(t().app, filtered.seeker.token, 'limit=20&maxDistance=20');
    await recommendedIds(t().app, away.seeker.token, 'limit=20');
    await t()
      .db.update(recommendationDecks)
      .set({ builtAt: sql`built_at - interval '4 days'` })
      .where(eq(recommendationDecks.userId, away.seeker.user.id));
    const before = await Promise.all([filtered, away].map(({ seeker }) => storedDeck(t().db, seeker.user.id)));

    await serviceOn(1).buildAhead(50);

    const after = await Promise.all([filtered, away].map(({ seeker }) => storedDeck(t().db, seeker.user.id)));
    expect(after.map((deck) => deck?.builtAt)).toEqual(before.map((deck) => deck?.builtAt));
    expect(after.map((deck) => deck?.key)).toEqual(before.map((deck) => deck?.key));
  });
});
