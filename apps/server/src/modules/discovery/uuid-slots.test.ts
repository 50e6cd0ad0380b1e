import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUuidSlots } from './uuid-slots';

describe('uuid slots', () => {
  it('finds every id it holds, gives each back as written, and forgets removed ones', () => {
    const slots = createUuidSlots();
    const ids = Array.from({ length: 5000 }, () => randomUUID());
    ids.forEach((id, slot) => slots.set(id, slot));
    ids.forEach((id, slot) => {
      expect(slots.get(id)).toBe(slot);
      expect(slots.idOf(slot)).toBe(id);
    });
    expect(slots.get(randomUUID())).toBe(-1);
    expect(slots.get('not-a-uuid')).toBe(-1);

    // Churn: remove half, add as many new ones in their slots; the table stays correct.
    for (let round = 0; round < 4; round++) {
      for (let slot = round % 2; slot < ids.length; slot += 2) {
        slots.delete(ids[slot]!);
        ids[slot] = randomUUID();
        slots.set(ids[slot]!, slot);
      }
    }
    ids.forEach((id, slot) => expect(slots.get(id)).toBe(slot));
  });

  it('reads ids in upper case as the same member', () => {
    const slots = createUuidSlots();
    const id = randomUUID();
    slots.set(id, 7);
    expect(slots.get(id.toUpperCase())).toBe(7);
  });
});
