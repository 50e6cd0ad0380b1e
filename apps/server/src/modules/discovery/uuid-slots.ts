/**
 * Member ids (uuids) to slots and back, kept in typed arrays: an open-addressing hash table over the
 * ids' 128 bits. A million members cost the JavaScript heap nothing, so the server's capped old
 * space (decision 027) and its garbage collector never walk them (decision 054).
 */
export function createUuidSlots(restored?: UuidSlotsState) {
  let words = restored?.words ?? new Uint32Array(4 * 1024);
  /** slot + 1 per bucket; 0 is empty, -1 a removed entry. */
  let table = restored?.table ?? new Int32Array(2048);
  /** Buckets not empty (live and removed), and live entries. */
  let used = restored?.used ?? 0;
  let live = restored?.live ?? 0;
  const probe = new Uint32Array(4);

  function parse(id: string, into: Uint32Array, at: number): boolean {
    const hex = id.replace(/-/g, '');
    if (hex.length !== 32) return false;
    for (let i = 0; i < 4; i++) {
      const word = Number.parseInt(hex.slice(8 * i, 8 * i + 8), 16);
      if (Number.isNaN(word)) return false;
      into[at + i] = word >>> 0;
    }
    return true;
  }

  const hash = (k: Uint32Array, at: number) =>
    (Math.imul(k[at]! ^ Math.imul(k[at + 1]!, 0x9e3779b1), 0x85ebca6b) ^
      Math.imul(k[at + 2]! ^ k[at + 3]!, 0xc2b2ae35)) >>>
    0;

  const sameAsProbe = (slot: number) =>
    words[4 * slot] === probe[0] &&
    words[4 * slot + 1] === probe[1] &&
    words[4 * slot + 2] === probe[2] &&
    words[4 * slot + 3] === probe[3];

  /** The bucket holding the probe's id, or -1. */
  function find(): number {
    const mask = table.length - 1;
    for (let i = hash(probe, 0) & mask; ; i = (i + 1) & mask) {
      const entry = table[i]!;
      if (entry === 0) return -1;
      if (entry > 0 && sameAsProbe(entry - 1)) return i;
    }
  }

  function insert(slot: number): void {
    const mask = table.length - 1;
    let i = hash(words, 4 * slot) & mask;
    while (table[i]! > 0) i = (i + 1) & mask;
    if (table[i] === 0) used++;
    table[i] = slot + 1;
    live++;
  }

  function rehash(size: number): void {
    const old = table;
    table = new Int32Array(size);
    used = 0;
    live = 0;
    for (const entry of old) if (entry > 0) insert(entry - 1);
  }

  return {
    /**
     * The table for the same ids renumbered: the id in slot `order[i]` is in slot `i`, the slots
     * not in `order` are gone (member-columns.ts reordered).
     */
    reordered(order: Int32Array): UuidSlotsState {
      const next = new Uint32Array(Math.max(4 * 1024, 4 * order.length));
      for (let i = 0; i < order.length; i++) {
        const from = 4 * order[i]!;
        next[4 * i] = words[from]!;
        next[4 * i + 1] = words[from + 1]!;
        next[4 * i + 2] = words[from + 2]!;
        next[4 * i + 3] = words[from + 3]!;
      }
      // At most half full, as after set()'s doubling.
      let size = 2048;
      while (order.length * 2 > size) size *= 2;
      const nextTable = new Int32Array(size);
      const mask = size - 1;
      for (let i = 0; i < order.length; i++) {
        let bucket = hash(next, 4 * i) & mask;
        while (nextTable[bucket] !== 0) bucket = (bucket + 1) & mask;
        nextTable[bucket] = i + 1;
      }
      return { words: next, table: nextTable, used: order.length, live: order.length };
    },
    /** Everything it holds, for a snapshot of the candidate index (the arrays themselves, not copies). */
    state: (): UuidSlotsState => ({ words, table, used, live }),
    /** The slot of `id`, or -1 (also for a string that is not a uuid). */
    get(id: string): number {
      if (!parse(id, probe, 0)) return -1;
      const bucket = find();
      return bucket < 0 ? -1 : table[bucket]! - 1;
    },
    set(id: string, slot: number): void {
      if (4 * slot + 4 > words.length) {
        const grown = new Uint32Array(Math.max(words.length * 2, 4 * slot + 4));
        grown.set(words);
        words = grown;
      }
      if (!parse(id, words, 4 * slot)) throw new Error(`not a uuid: ${id}`);
      // Removed entries are dropped by a rehash; the table doubles only when live entries need it.
      if ((used + 1) * 10 > table.length * 6)
        rehash((live + 1) * 10 > table.length * 3 ? table.length * 2 : table.length);
      insert(slot);
    },
    delete(id: string): void {
      if (!parse(id, probe, 0)) return;
      const bucket = find();
      if (bucket >= 0) {
        table[bucket] = -1;
        live--;
      }
    },
    /** The id in `slot`, as PostgreSQL writes a uuid. */
    idOf(slot: number): string {
      const hex = Array.from(words.subarray(4 * slot, 4 * slot + 4), (word) => word.toString(16).padStart(8, '0')).join(
        '',
      );
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
  };
}

export type UuidSlots = ReturnType<typeof createUuidSlots>;

/** The hash table as createUuidSlots keeps it: `table.length` is a power of two. */
export interface UuidSlotsState {
  words: Uint32Array;
  table: Int32Array;
  used: number;
  live: number;
}
