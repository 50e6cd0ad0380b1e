import { describe, expect, it } from 'vitest';
import { createTimeOrderedIds } from './time-ordered-id';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('timeOrderedUuid', () => {
  it('is a version 7 UUID whose first 48 bits are the time in milliseconds', () => {
    // A sequence of the test's own: the process's ids may already be past any fixed time.
    const at = Date.UTC(2026, 10, 30, 5, 40);
    const id = createTimeOrderedIds()(at);
    expect(id).toMatch(UUID_V7);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
  });

  it('sorts after the one before, within one millisecond and past 4,096 of them', () => {
    const timeOrderedUuid = createTimeOrderedIds();
    const at = Date.UTC(2026, 10, 30, 5, 40);
    const ids = Array.from({ length: 5_000 }, () => timeOrderedUuid(at));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    // A clock that steps back does not take the order with it.
    const later = timeOrderedUuid(at - 5);
    expect(later > ids.at(-1)!).toBe(true);
  });

  it('draws fresh random bits for every id, past each refill of its pool', () => {
    const timeOrderedUuid = createTimeOrderedIds();
    const tails = Array.from({ length: 2_000 }, () => timeOrderedUuid().slice(19));
    expect(new Set(tails).size).toBe(tails.length);
  });
});
