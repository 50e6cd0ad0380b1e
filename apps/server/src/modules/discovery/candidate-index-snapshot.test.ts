import { describe, expect, it } from 'vitest';
import { randomMember, seededRandom } from '../../../test/compatibility-members';
import { QUESTION_BANK } from '../compatibility/question-bank';
import {
  decodeIndexSnapshot,
  encodeIndexSnapshot,
  UnusableSnapshot,
  type IndexSnapshot,
} from './candidate-index-snapshot';
import { indexedMember, uuidOf } from '../../../test/indexed-members';
import { COLUMN_NAMES, columnWidth, createMemberColumns, type IndexedMember } from './member-columns';
import { packingOrder } from './packed-members';

const questionIds = QUESTION_BANK.map((question) => question.id);

function someMembers(count: number): IndexedMember[] {
  const random = seededRandom(99);
  return Array.from({ length: count }, (_, i) => {
    const member = randomMember(random);
    return indexedMember(member, {
      id: uuidOf(i),
      shownLat: -60 + 120 * random(),
      shownLng: -170 + 340 * random(),
      gender: i % 2 ? 'female' : 'male',
      showMe: 'Everyone',
      birthdate: `${1970 + (i % 30)}-0${1 + (i % 9)}-1${i % 10}`,
      lastActiveAt: new Date(Date.UTC(2026, 10, 1 + (i % 28))),
      boostedUntil: i % 5 ? null : new Date(Date.UTC(2026, 11, 1)),
    });
  });
}

function snapshotOf(store: ReturnType<typeof createMemberColumns>): IndexSnapshot {
  return {
    database: '7439/16384',
    takenAt: new Date('2026-11-30T08:00:00Z'),
    watermarkUs: 1_796_000_000_000_000,
    exposureScale: 2.5,
    packing: packingOrder(),
    store: store.state(),
  };
}

describe('a snapshot of the candidate index', () => {
  it('gives back every member, their answers and the ids of every slot, freed slots too', async () => {
    const members = someMembers(300);
    const store = createMemberColumns(16);
    for (const member of members) store.write(member);
    // Two members leave: their slots are free, and a newcomer takes one of them.
    store.clear(uuidOf(7));
    store.clear(uuidOf(200));
    store.write({ ...members[3]!, id: uuidOf(1000) });
    store.columns.exposure[5] = 3.25;

    let turns = 0;
    const data = await encodeIndexSnapshot(snapshotOf(store), async () => {
      turns++;
    });
    expect(turns).toBeGreaterThan(0);
    const back = decodeIndexSnapshot(data);
    const restored = createMemberColumns(0, back.store);

    expect(back).toMatchObject({ database: '7439/16384', watermarkUs: 1_796_000_000_000_000, exposureScale: 2.5 });
    expect(back.takenAt.toISOString()).toBe('2026-11-30T08:00:00.000Z');
    expect(restored.size).toBe(store.size);
    for (const name of COLUMN_NAMES) {
      const used = store.size * columnWidth(name);
      expect(Array.from(restored.columns[name].subarray(0, used)), name).toEqual(
        Array.from(store.columns[name].subarray(0, used)),
      );
    }
    for (const id of [uuidOf(0), uuidOf(3), uuidOf(299), uuidOf(1000)]) {
      expect(restored.slotOf(id)).toBe(store.slotOf(id));
      expect(restored.answersOf(id, questionIds)).toEqual(store.answersOf(id, questionIds));
    }
    expect(restored.slotOf(uuidOf(7))).toBe(-1);
    expect(restored.idOf(restored.slotOf(uuidOf(42)))).toBe(uuidOf(42));
    expect(restored.dictionary.known('female')).toBe(store.dictionary.known('female'));

    // The restored store goes on: the other freed slot is reused, and it grows past its size.
    const { slot, isNew } = restored.write({ ...members[9]!, id: uuidOf(2000) });
    expect(isNew).toBe(true);
    expect(slot).toBe(store.write({ ...members[9]!, id: uuidOf(2000) }).slot);
    for (let i = 0; i < 400; i++) restored.write({ ...members[i % 300]!, id: uuidOf(3000 + i) });
    expect(restored.slotOf(uuidOf(3399))).toBeGreaterThan(300);
    expect(restored.slotOf(uuidOf(42))).toBe(store.slotOf(uuidOf(42)));
  });

  it('refuses bytes that are not one, another format and a file cut short', async () => {
    const store = createMemberColumns(4);
    for (const member of someMembers(20)) store.write(member);
    const data = await encodeIndexSnapshot(snapshotOf(store));

    expect(() => decodeIndexSnapshot(Buffer.from('not a snapshot at all, no'))).toThrow(UnusableSnapshot);
    expect(() => decodeIndexSnapshot(data.subarray(0, data.length - 64))).toThrow(/cut short/);
    const headerAt = data.indexOf('{');
    const otherFormat = Buffer.from(data);
    otherFormat.write('{"format":9', headerAt, 'latin1');
    expect(() => decodeIndexSnapshot(otherFormat)).toThrow(/format 9/);
  });
});
