import { describe, expect, it } from 'vitest';
import { compatibilityOverall } from '../compatibility/compatibility';
import type { CompatibilityMember } from '../compatibility/compatibility-member';
import { randomContext, randomMember, seededRandom } from '../../../test/compatibility-members';
import { indexedMember, uuidOf } from '../../../test/indexed-members';
import { createMemberColumns, type IndexedMember } from './member-columns';
import { createPackedScorer } from './packed-score';

const today = new Date('2026-11-26T12:00:00Z');

/** A candidate of the index for an engine member, born so that they are `age` today. */
const indexed = (member: CompatibilityMember, id: string): IndexedMember =>
  indexedMember(member, {
    id,
    shownLat: 40,
    shownLng: -74,
    gender: 'female',
    showMe: 'Everyone',
    birthdate: member.age === null ? null : `${2026 - member.age}-11-26`,
    lastActiveAt: today,
  });

describe('the packed scorer', () => {
  it('gives exactly the engine overall score and exclusion for 2,000 random pairs', () => {
    const random = seededRandom(54);
    let excluded = 0;
    for (let i = 0; i < 2000; i++) {
      // Ranked pairs have never chatted: no reply stats on either side.
      const seeker = { ...randomMember(random), replyStats: undefined };
      const candidate = { ...randomMember(random), replyStats: undefined };
      const ctx = randomContext(random);
      const store = createMemberColumns(4);
      const { slot } = store.write(indexed(candidate, uuidOf(i)));
      const shares = { share: ctx.interestFrequency, popular: [] };
      const packed = createPackedScorer(store, seeker, shares, today)(slot, ctx.distanceMiles);
      const engine = compatibilityOverall(seeker, candidate, ctx);
      if (engine.excluded) excluded++;
      expect(packed).toBe(engine.excluded ? null : engine.overall);
    }
    // The sample holds both kinds of pair.
    expect(excluded).toBeGreaterThan(50);
    expect(excluded).toBeLessThan(1950);
  });

  it('scores many members of one store against one seeker like the engine', () => {
    const random = seededRandom(7);
    const store = createMemberColumns(2);
    const members = Array.from({ length: 300 }, () => ({ ...randomMember(random), replyStats: undefined }));
    const slots = members.map((member, i) => store.write(indexed(member, uuidOf(i))).slot);
    const seeker = { ...randomMember(random), replyStats: undefined };
    const ctx = randomContext(random);
    const score = createPackedScorer(store, seeker, { share: ctx.interestFrequency, popular: [] }, today);
    slots.forEach((slot, i) => {
      const engine = compatibilityOverall(seeker, members[i]!, { ...ctx, distanceMiles: 12 });
      expect(score(slot, 12)).toBe(engine.excluded ? null : engine.overall);
    });
  });
});

describe('answers read back from the index (decision 059)', () => {
  it('are the answers written, for the questions asked, with the answered count', () => {
    const random = seededRandom(59);
    const store = createMemberColumns(2);
    const members = Array.from({ length: 300 }, () => randomMember(random));
    members.forEach((member, i) => store.write(indexed(member, uuidOf(i))));
    const sorted = (answers: Readonly<Record<string, { answer: string; accepted: readonly string[] }>>) =>
      Object.fromEntries(
        Object.entries(answers).map(([id, answer]) => [id, { ...answer, accepted: [...answer.accepted].sort() }]),
      );
    members.forEach((member, i) => {
      const asked = Object.keys(member.answers).filter((_, index) => index % 2 === 0);
      const read = store.answersOf(uuidOf(i), [...asked, 'not-a-question'])!;
      const expected = Object.fromEntries(asked.map((id) => [id, member.answers[id]!]));
      expect(sorted(read.shared)).toEqual(sorted(expected));
      expect(read.answeredCount).toBe(member.answeredCount);
    });
    expect(store.answersOf(uuidOf(9999), ['q'])).toBeNull();
  });
});
