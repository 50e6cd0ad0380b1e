import { describe, expect, it } from 'vitest';
import { randomMember, seededRandom } from '../../../test/compatibility-members';
import { indexedMember, uuidOf } from '../../../test/indexed-members';
import { createMemberColumns } from './member-columns';
import { rankRadius, type IndexRanking, type IndexView } from './radius-ranking';

const CELL_DEGREES = 0.25;
const cellOf = (lat: number, lng: number) =>
  Math.floor((lat + 90) / CELL_DEGREES) * 2000 + Math.floor((lng + 180) / CELL_DEGREES);
const today = new Date('2026-11-30T12:00:00Z');

/** 3,000 random members within about 40 miles of (40, -74), in the index's grid. */
function crowd(seed: number): IndexView {
  const random = seededRandom(seed);
  const store = createMemberColumns(64);
  const cellHeads = new Map<number, number>();
  for (let i = 0; i < 3000; i++) {
    const member = randomMember(random);
    const lat = 40 + (random() - 0.5) * 1.1;
    const lng = -74 + (random() - 0.5) * 1.4;
    const { slot } = store.write(
      indexedMember(member, {
        id: uuidOf(i),
        shownLat: lat,
        shownLng: lng,
        gender: 'male',
        showMe: random() < 0.8 ? 'Women' : 'Everyone',
        birthdate: `${1986 + Math.floor(random() * 14)}-06-15`,
        ageMin: 22,
        ageMax: 45,
        maxDistance: 30 + Math.floor(random() * 70),
        locationSharing: random() < 0.5 ? 'Exact location' : 'City only',
        lastActiveAt: new Date(today.getTime() - random() * 30 * 86_400_000),
        boostedUntil: random() < 0.05 ? new Date(today.getTime() + 3_600_000) : null,
      }),
    );
    const key = cellOf(lat, lng);
    store.columns.cell[slot] = key;
    store.columns.cellNext[slot] = cellHeads.get(key) ?? -1;
    cellHeads.set(key, slot);
    store.columns.exposure[slot] = random() < 0.3 ? random() * 4 : 0;
  }
  return { store, cellHeads, cellOf, cellDegrees: CELL_DEGREES, exposureScale: 1 };
}

function seeking(seed: number, limit: number): IndexRanking {
  const random = seededRandom(seed);
  const member = { ...randomMember(random), age: 33, ageRange: [25, 40] as [number, number], replyStats: undefined };
  return {
    seeker: { id: uuidOf(99_999), lat: 40, lng: -74, showMeKey: 'Women', wantedGenders: ['male'], age: 33 },
    member,
    search: { radiusMiles: 40, bornAfter: '1985-11-30', bornOnOrBefore: '2001-11-30' },
    excluded: new Set([uuidOf(5), uuidOf(6)]),
    likedBy: new Map([
      [uuidOf(7), 'superlike'],
      [uuidOf(8), 'like'],
    ]),
    shares: { share: (interest) => (interest.length % 5) / 10, popular: [] },
    today,
    limit,
  };
}

describe('ranking a radius from the candidate index', () => {
  it('keeps the same best members when it skips those who cannot beat the last card kept', () => {
    for (const seed of [1, 2, 3]) {
      const view = crowd(seed);
      // With room for everyone nothing is skipped: the reference order.
      const everyone = rankRadius(view, seeking(seed, 10_000));
      expect(everyone.ranked.length).toBeGreaterThan(100);
      for (const limit of [1, 20, 200]) {
        const best = rankRadius(view, seeking(seed, limit));
        expect(best.eligible).toBe(everyone.eligible);
        expect(best.ranked).toEqual(everyone.ranked.slice(0, limit));
      }
    }
  });
});
