import { describe, expect, it } from 'vitest';
import { ageOn } from '@kindred/contract/age';
import { randomMember, seededRandom } from '../../../test/compatibility-members';
import { indexedMember, uuidOf } from '../../../test/indexed-members';
import { createMemberColumns } from './member-columns';
import { WE_MET_TASTE_RANGE, tastePoints, tasteOfSlots, weMetTaste, type TasteAnswer } from './we-met-taste';

const today = new Date('2026-11-30T12:00:00Z');
const again = (interests: readonly string[], birthdate: string | null = null): TasteAnswer => ({
  again: true,
  interests,
  birthdate,
});
const notAgain = (interests: readonly string[], birthdate: string | null = null): TasteAnswer => ({
  again: false,
  interests,
  birthdate,
});

describe('the "We met" taste rule (decision 106)', () => {
  it('says nothing without answers, or with only "did not meet"', () => {
    expect(weMetTaste([], today)).toBeNull();
  });

  it('likes the interests of people the member would see again, +2 each, at most +4', () => {
    const taste = weMetTaste([again(['Hiking', 'Jazz', 'Chess'])], today)!;
    expect(tastePoints(taste, ['hiking'], null)).toBe(2);
    expect(tastePoints(taste, ['Hiking', 'jazz'], null)).toBe(4);
    expect(tastePoints(taste, ['Hiking', 'Jazz', 'Chess'], null)).toBe(4);
    expect(tastePoints(taste, ['Cooking'], null)).toBe(0);
  });

  it('adds +2 within the age band of people they would see again (youngest - 2 to oldest + 2)', () => {
    const taste = weMetTaste([again([], '1996-01-01'), again([], '1992-01-01')], today)!;
    // Aged 30 and 34 on the day: the band is 28 to 36.
    expect(taste.ageBand).toEqual([28, 36]);
    expect(tastePoints(taste, [], 28)).toBe(2);
    expect(tastePoints(taste, [], 36)).toBe(2);
    expect(tastePoints(taste, [], 27)).toBe(0);
    expect(tastePoints(taste, [], null)).toBe(0);
  });

  it('takes 1 point for each interest only people they would not see again hold, at most 2', () => {
    const taste = weMetTaste([again(['Hiking']), notAgain(['Hiking', 'Clubbing', 'Poker', 'Darts'])], today)!;
    // Hiking: one for, one against: neither liked nor avoided.
    expect(taste.liked.has('hiking')).toBe(false);
    expect(taste.avoided.has('hiking')).toBe(false);
    expect(tastePoints(taste, ['Clubbing'], null)).toBe(-1);
    expect(tastePoints(taste, ['Clubbing', 'Poker', 'Darts'], null)).toBe(-2);
  });

  it('stays between its stated bounds', () => {
    expect(WE_MET_TASTE_RANGE).toEqual({ max: 6, min: -2 });
    const taste = weMetTaste([again(['A', 'B', 'C'], '1995-05-05'), notAgain(['D', 'E', 'F'])], today)!;
    expect(tastePoints(taste, ['A', 'B', 'C'], 31)).toBe(6);
    expect(tastePoints(taste, ['D', 'E', 'F'], 60)).toBe(-2);
  });

  it('gives the same points on the candidate index columns as on rows', () => {
    const random = seededRandom(106);
    const store = createMemberColumns(64);
    const members = Array.from({ length: 300 }, (_, i) => {
      const member = randomMember(random);
      const birthdate = `${1980 + Math.floor(random() * 20)}-03-10`;
      const { slot } = store.write(
        indexedMember(member, {
          id: uuidOf(i),
          shownLat: 40,
          shownLng: -74,
          gender: 'female',
          showMe: 'Everyone',
          birthdate,
          lastActiveAt: today,
        }),
      );
      return { slot, interests: member.interests, birthdate };
    });
    const taste = weMetTaste(
      [again(members[0]!.interests, members[0]!.birthdate), notAgain(members[1]!.interests, members[1]!.birthdate)],
      today,
    )!;
    const bySlot = tasteOfSlots(taste, store, today);
    let moved = 0;
    for (const { slot, interests, birthdate } of members) {
      const points = tastePoints(taste, interests, ageOn(birthdate, today));
      expect(bySlot(slot)).toBe(points);
      if (points !== 0) moved++;
    }
    expect(moved).toBeGreaterThan(0);
  });
});
