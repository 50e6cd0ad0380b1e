import { describe, expect, inject, it } from 'vitest';
import type { Database } from '../../db/database';
import { and, eq } from 'drizzle-orm';
import { interactions } from '../../db/schema/likes';
import { questionAnswers } from '../../db/schema/compatibility';
import { statementsAtOnce } from '../../db/prepared-query';
import { useTestApp } from '../../../test/app';
import { bearer, createDiscoverableMember, randomSpot } from '../../../test/factories';
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

describe("a deck window's answers (decision 059)", () => {
  it('come from the candidate index as the statement would read them, changes included', async () => {
    const spot = randomSpot();
    const members = [];
    for (let i = 0; i < 4; i++) {
      members.push(
        await createDiscoverableMember(t().app, t().db, {
          profile: { gender: 'male', showMe: 'Women', age: 30 + i, ageRange: [25, 40] },
          columns: { lat: spot.lat + i * 0.01, lng: spot.lng },
        }),
      );
    }
    const answered = [
      ['want-children', { answer: 'yes', accepted: ['yes', 'open'], importance: 'mandatory' }],
      ['want-children', { answer: 'no', accepted: ['no'], importance: 'somewhat' }],
      ['date-a-parent', { answer: 'depends', accepted: ['yes', 'depends'], importance: 'very' }],
    ] as const;
    for (const [index, [question, payload]] of answered.entries()) {
      const response = await t().app.inject({
        method: 'PUT',
        url: `/api/v1/profile/answers/${question}`,
        headers: bearer(members[index]!.token),
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const index = t().app.candidateIndex;
    expect(await index.readyWithin(30_000)).toBe(true);
    await index.catchUp();

    const ids = members.map((member) => member.user.id);
    const questionIds = ['want-children', 'date-a-parent', 'marriage-goal'];
    const seekerOf = { id: crypto.randomUUID(), ...spot, showMeKey: 'Women', wantedGenders: ['male'], age: 30 };
    const search = { radiusMiles: 40, ...birthdateBounds(25, 40, new Date()) };
    const read = await findCandidatesAmong(t().db, seekerOf, search, ids, questionIds);
    expect(read).toHaveLength(4);
    for (const { row, answers } of read) {
      const fromIndex = index.answersOf(row.id, questionIds);
      const sortedAccepted = (shared: Record<string, { accepted: readonly string[] }>) =>
        Object.fromEntries(
          Object.entries(shared).map(([id, value]) => [id, { ...value, accepted: [...value.accepted].sort() }]),
        );
      expect(fromIndex).not.toBeNull();
      expect(sortedAccepted(fromIndex!.shared)).toEqual(sortedAccepted(answers!.shared));
      expect(fromIndex!.answeredCount).toBe(answers!.answeredCount);
    }
    expect(Object.keys(read.find((r) => r.row.id === ids[0])!.answers!.shared)).toEqual(['want-children']);
    // Without question ids the statement reads no answers at all.
    const bare = await findCandidatesAmong(t().db, seekerOf, search, ids, null);
    expect(bare.map((candidate) => candidate.answers)).toEqual([null, null, null, null]);
  });
});

describe('the candidate index before a deck read (decision 059)', () => {
  it('catches up when this process changed a member, even right after a catch-up', async () => {
    const member = await createDiscoverableMember(t().app, t().db, {
      profile: { gender: 'male', showMe: 'Women', age: 33, ageRange: [25, 40] },
      columns: randomSpot(),
    });
    const put = (payload: object) =>
      t().app.inject({
        method: 'PUT',
        url: '/api/v1/profile/answers/want-children',
        headers: bearer(member.token),
        payload,
      });
    expect((await put({ answer: 'yes', accepted: ['yes'], importance: 'very' })).statusCode).toBe(200);
    const index = t().app.candidateIndex;
    expect(await index.readyWithin(30_000)).toBe(true);
    await index.catchUp();
    expect(index.answersOf(member.user.id, ['want-children'])?.shared['want-children']?.answer).toBe('yes');

    // Written as another process would (no event here), then announced as this process's own change.
    await t()
      .db.update(questionAnswers)
      .set({ answer: 'no', accepted: ['no'] })
      .where(and(eq(questionAnswers.userId, member.user.id), eq(questionAnswers.questionId, 'want-children')));
    index.noteChange();
    await index.catchUpForRead();
    expect(index.answersOf(member.user.id, ['want-children'])?.shared['want-children']).toMatchObject({
      answer: 'no',
      accepted: ['no'],
    });
  });
});
