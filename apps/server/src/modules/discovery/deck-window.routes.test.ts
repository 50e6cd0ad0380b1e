import { describe, expect, inject, it } from 'vitest';
import type { Database } from '../../db/database';
import { interactions } from '../../db/schema/discovery';
import { statementsAtOnce } from '../../db/prepared-query';
import { useTestApp } from '../../../test/app';
import { createDiscoverableMember, randomSpot } from '../../../test/factories';
import { findCandidatesAmong, inParts } from './candidates.repo';
import { birthdateBounds } from './recommendations.service';

const t = useTestApp();

describe('inParts', () => {
  it('splits in order into runs of near-equal length, never an empty one', () => {
    expect(inParts([1, 2, 3, 4, 5], 2)).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(inParts([1, 2, 3, 4], 2)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(inParts([1], 2)).toEqual([[1]]);
    expect(inParts([1, 2, 3], 1)).toEqual([[1, 2, 3]]);
    expect(inParts([], 2)).toEqual([]);
  });
});

describe('a deck window re-checked in parts (decision 056)', () => {
  it('runs side by side only where the database can: a server pool, not PGlite nor a transaction', async () => {
    const onServer = inject('testDatabase').kind === 'postgres';
    expect(statementsAtOnce(t().db) > 1).toBe(onServer);
    expect(await t().db.transaction(async (tx) => statementsAtOnce(tx))).toBe(1);
  });

  it('finds the same members whether the window is read in parts or in one statement', async () => {
    const spot = randomSpot();
    const seeker = await createDiscoverableMember(t().app, t().db, {
      profile: { gender: 'female', showMe: 'Men', age: 30, ageRange: [25, 40] },
      columns: { ...spot, maxDistance: 40 },
    });
    const near = (i: number) => ({ lat: spot.lat + i * 0.01, lng: spot.lng });
    const men = [];
    for (let i = 0; i < 9; i++) {
      men.push(
        await createDiscoverableMember(t().app, t().db, {
          profile: { gender: 'male', showMe: 'Women', age: 28 + i, ageRange: [25, 40] },
          columns: near(i),
        }),
      );
    }
    // Out of the window's answer: a woman (she wants men), a man she passed, a man out of her age range.
    const woman = await createDiscoverableMember(t().app, t().db, {
      profile: { gender: 'female', showMe: 'Everyone', age: 30, ageRange: [25, 40] },
      columns: near(1),
    });
    const passed = men.pop()!;
    await t().db.insert(interactions).values({ actorId: seeker.user.id, targetId: passed.user.id, status: 'dislike' });
    const tooOld = await createDiscoverableMember(t().app, t().db, {
      profile: { gender: 'male', showMe: 'Women', age: 55, ageRange: [25, 40] },
      columns: near(2),
    });

    const ids = [woman, ...men.slice(0, 4), passed, ...men.slice(4), tooOld].map((member) => member.user.id);
    const seekerOf = { id: seeker.user.id, ...spot, showMeKey: 'Women', wantedGenders: ['male'], age: 30 };
    const search = { radiusMiles: 40, ...birthdateBounds(25, 40, new Date()) };
    const found = (db: Database) =>
      findCandidatesAmong(db, seekerOf, search, ids, []).then((rows) => rows.map((row) => row.row.id).sort());

    const split = await found(t().db);
    const inOne = await t().db.transaction((tx) => found(tx));
    expect(split).toEqual(men.map((man) => man.user.id).sort());
    expect(inOne).toEqual(split);
  });
});
