import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { IMPORTANCE_LEVELS } from '@kindred/contract/compatibility';
import type { Recommendation } from '@kindred/contract/discovery';
import { INTEREST_CATALOGUE, ONBOARDING_QUESTIONS } from '@kindred/contract/enums';
import { questionAnswers } from '../../db/schema/compatibility';
import { profiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import { useTestApp } from '../../../test/app';
import { recommendedIds, storedDeck } from '../../../test/recommendation-decks';
import { seededRandom } from '../../../test/compatibility-members';
import {
  bearer,
  createDiscoverableMember,
  createMember,
  randomSpot,
  type CreatedMember,
} from '../../../test/factories';
import { QUESTION_BANK } from '../compatibility/question-bank';
import { createCandidateIndex, type CandidateIndex } from './candidate-index';
import { createRecommendationService } from './recommendations.service';

const t = useTestApp();

const shown = (token: string, query = 'limit=50') => recommendedIds(t().app, token, query);
const deckOf = (userId: string) => storedDeck(t().db, userId);

/** A recommendation service whose candidate index never loads: it ranks the nearest 100 in SQL. */
function nearestOnly() {
  const neverLoads = {
    readyWithin: async () => false,
    loaded: false,
    exposureOf: () => 0,
    countShown: () => undefined,
  } as unknown as CandidateIndex;
  return createRecommendationService({
    db: t().db,
    photos: { cardPhotosOfMany: async () => new Map() },
    candidateIndex: neverLoads,
    // The same interest shares as the app's: a count is kept for minutes (interest-frequencies.ts).
    interestFrequencies: t().app.interestFrequencies,
  });
}

describe('decks ranked by compatibility over the whole radius (decision 054)', () => {
  it('rank every eligible member the way the engine ranks them, whatever their distance', async () => {
    const random = seededRandom(Math.floor(Math.random() * 1e9));
    const spot = randomSpot();
    const seeker = await createDiscoverableMember(t().app, t().db, {
      profile: { gender: 'female', showMe: 'Men', age: 30, ageRange: [25, 40] },
      columns: { ...spot, maxDistance: 40 },
    });
    const men: CreatedMember[] = [];
    for (let i = 0; i < 24; i++) {
      // Spread over 36 miles, and every sixth 60 miles away: outside her radius.
      const miles = i % 6 === 5 ? 60 : 36 * random();
      const bearing = 2 * Math.PI * random();
      const man = await createDiscoverableMember(t().app, t().db, {
        profile: { gender: 'male', showMe: 'Women', age: 26 + (i % 12), ageRange: [25, 40] },
        columns: {
          lat: spot.lat + (miles * Math.cos(bearing)) / 69,
          lng: spot.lng + (miles * Math.sin(bearing)) / (69 * Math.cos((spot.lat * Math.PI) / 180)),
          maxDistance: 50,
          interests: INTEREST_CATALOGUE.filter(() => random() < 0.08),
          lastActiveAt: new Date(Date.now() - random() * 20 * 24 * 3600 * 1000),
        },
      });
      men.push(man);
    }
    for (const member of [seeker, ...men]) {
      for (const question of QUESTION_BANK.filter(() => random() < 0.3)) {
        const options = question.options.map((option) => option.id);
        await t()
          .db.insert(questionAnswers)
          .values({
            userId: member.user.id,
            questionId: question.id,
            answer: options[Math.floor(random() * options.length)]!,
            accepted: options.filter(() => random() < 0.6),
            importance: IMPORTANCE_LEVELS[1 + Math.floor(random() * 3)]!,
          });
      }
    }

    // Both rankings below read the app's interest shares: counted with these members in.
    await t().app.interestFrequencies.recount();
    const refreshed = await t().app.inject({
      method: 'POST',
      url: '/api/v1/recommendations/refresh',
      headers: bearer(seeker.token),
      payload: { limit: 50 },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const fromIndex = (refreshed.json().recommendations as Recommendation[]).map((card) => card.id);
    // Built from the loaded index (a deck from the nearest-first fallback is dated 1970).
    expect((await deckOf(seeker.user.id))!.builtAt.getTime()).toBeGreaterThan(0);
    const exhaustive = (await nearestOnly().refresh(seeker.user.id, { limit: 50 })).map((card) => card.id);

    // Other files' members share this worker's database, and one may stand within her radius.
    const ours = exhaustive.filter((id) => men.some((man) => man.user.id === id));
    const outsideRadius = men.filter((_, i) => i % 6 === 5).map((man) => man.user.id);
    expect(ours.length).toBeGreaterThan(5);
    expect(ours.filter((id) => outsideRadius.includes(id))).toEqual([]);
    expect(fromIndex).toEqual(exhaustive);
  });

  it('the candidate index follows changes made straight in the database', async () => {
    const member = await createDiscoverableMember(t().app, t().db, { columns: randomSpot() });
    const index = t().app.candidateIndex;
    await index.catchUp();
    expect(index.has(member.user.id)).toBe(true);

    await t().db.update(profiles).set({ profileVisibility: 'Hidden' }).where(eq(profiles.userId, member.user.id));
    await index.catchUp();
    expect(index.has(member.user.id)).toBe(false);

    await t().db.update(profiles).set({ profileVisibility: 'Everyone' }).where(eq(profiles.userId, member.user.id));
    await index.catchUp();
    expect(index.has(member.user.id)).toBe(true);

    await t().db.update(users).set({ status: 'suspended' }).where(eq(users.id, member.user.id));
    await index.catchUp();
    expect(index.has(member.user.id)).toBe(false);
  });

  it('the candidate index reads past a burst of more changes than one page holds', async () => {
    const index = t().app.candidateIndex;
    await index.catchUp();
    // One statement that touches 6,000 members (a migration, a bulk edit) notes 6,000 changes at once.
    await t().db.execute(sql`INSERT INTO candidate_changes (user_id, changed_at)
      SELECT gen_random_uuid(), clock_timestamp() FROM generate_series(1, 6000)`);
    const member = await createDiscoverableMember(t().app, t().db, { columns: randomSpot() });
    await index.catchUp();
    expect(index.has(member.user.id)).toBe(true);
  });

  it('a member who joins enters the deck of a member they fit within a minute, without a rebuild', async () => {
    // A small town no other test uses, and an age of this run's own, so earlier runs' members stay out.
    const age = 20 + Math.floor(Math.random() * 60);
    const profile = {
      location: 'Wibaux, MT',
      age,
      ageRange: [age, age] as [number, number],
      maxDistance: 10,
      interests: ['Hiking', 'Coffee', 'Reading'],
      questions: ONBOARDING_QUESTIONS.map((question) => ({ question, answer: 'Something true.' })),
    };
    const her = await createMember(t().app, { profile: { ...profile, gender: 'female', showMe: 'Men' } });
    await shown(her.token);
    const built = await deckOf(her.user.id);
    expect(built).toBeDefined();

    const him = await createMember(t().app, { profile: { ...profile, gender: 'male', showMe: 'Women' } });
    await vi.waitFor(async () => expect(await shown(her.token)).toContain(him.user.id), {
      timeout: 60_000,
      interval: 100,
    });
    const after = await deckOf(her.user.id);
    expect(after!.builtAt).toEqual(built!.builtAt);
    expect(after!.candidateIds).toContain(him.user.id);
  });

  it('a member already put on many first pages yields to an equal who was not (fairness)', async () => {
    const spot = randomSpot();
    const seeker = await createDiscoverableMember(t().app, t().db, {
      profile: { gender: 'female', showMe: 'Men', age: 30, ageRange: [25, 40] },
      columns: { ...spot, maxDistance: 10 },
    });
    const lastActiveAt = new Date(Date.now() - 3600_000);
    const twins = [];
    for (let i = 0; i < 2; i++) {
      twins.push(
        await createDiscoverableMember(t().app, t().db, {
          profile: { gender: 'male', showMe: 'Women', age: 32, ageRange: [25, 40] },
          columns: { ...spot, maxDistance: 10, lastActiveAt },
        }),
      );
    }
    const [first, second] = twins.map((twin) => twin.user.id) as [string, string];
    const order = async () => {
      const response = await t().app.inject({
        method: 'POST',
        url: '/api/v1/recommendations/refresh',
        headers: bearer(seeker.token),
        payload: {},
      });
      expect(response.statusCode, response.body).toBe(200);
      // The twins' order: members of other files (and earlier runs, on PostgreSQL) may share the spot.
      return (response.json().recommendations as Recommendation[])
        .map((card) => card.id)
        .filter((id) => id === first || id === second);
    };
    const index = t().app.candidateIndex;
    await index.catchUp();

    index.countShown(new Array<string>(4).fill(first));
    await index.snapshotExposure();
    expect(index.exposureOf(first)).toBeGreaterThan(index.exposureOf(second));
    expect(await order()).toEqual([second, first]);

    // Exposure is read against the average over everyone in the index, which holds the members of
    // every test file sharing this database: at least as many cards as members keeps the first
    // twin's share below the penalty's cap whatever that number (4 cards against the average of a
    // large index would already reach it, and the twins would tie).
    index.countShown(new Array<string>(Math.max(40, index.size)).fill(second));
    await index.snapshotExposure();
    expect(await order()).toEqual([first, second]);
  });

  it('reads exposure against the average member, even when most were shown to no one', async () => {
    const spot = randomSpot();
    const [shownOnce, notShown] = await Promise.all(
      [0, 1].map(() =>
        createDiscoverableMember(t().app, t().db, {
          profile: { gender: 'male', showMe: 'Women', age: 30, ageRange: [25, 40] },
          columns: spot,
        }),
      ),
    );
    const index = createCandidateIndex(t().db, { exposureSnapshotMs: 0 });
    try {
      await index.catchUp();
      expect(index.size).toBeGreaterThan(1);
      index.countShown([shownOnce!.user.id]);
      await index.snapshotExposure();
      // One card among all the members: the average is 1/size, so that member had size shares
      // (a floor of one card would have read it as 1: decision 055).
      expect(index.exposureOf(shownOnce!.user.id)).toBeCloseTo(index.size, 6);
      expect(index.exposureOf(notShown!.user.id)).toBe(0);
    } finally {
      await index.stop();
    }
  });
});
