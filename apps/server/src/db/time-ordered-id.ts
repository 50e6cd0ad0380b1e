import { randomFillSync } from 'node:crypto';

const COUNTER_MAX = 0xfff;
// Entropy is drawn a few kilobytes at a time, as node:crypto's randomUUID does: one call into
// OpenSSL per id cost about 10 µs, 2 % of the server's time per chat message (bench/chat).
const POOL_IDS = 256;

/**
 * A source of UUIDs version 7 (RFC 9562): 48 bits of Unix milliseconds, then a 12-bit counter, then
 * 62 random bits. Each id sorts after the one before, also within one millisecond (the counter;
 * past 4,096 in a millisecond the time moves on by one). Rows ordered by a timestamp and then by
 * this id keep the order they were written in when the timestamps tie: PGlite's clock counts whole
 * milliseconds, and two messages sent in one millisecond would otherwise read back in a random
 * order.
 */
export function createTimeOrderedIds() {
  let lastMs = 0;
  let counter = 0;
  const pool = Buffer.alloc(16 * POOL_IDS);
  let pooled = 0;
  return function next(now = Date.now()): string {
    if (now > lastMs) {
      lastMs = now;
      counter = 0;
    } else if (counter < COUNTER_MAX) {
      counter += 1;
    } else {
      lastMs += 1;
      counter = 0;
    }
    if (pooled === 0) {
      randomFillSync(pool);
      pooled = POOL_IDS;
    }
    pooled -= 1;
    const at = pooled * 16;
    pool.writeUIntBE(lastMs, at, 6);
    pool[at + 6] = 0x70 | (counter >> 8);
    pool[at + 7] = counter & 0xff;
    pool[at + 8] = 0x80 | (pool[at + 8]! & 0x3f);
    const hex = pool.toString('hex', at, at + 16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
}

/** The process's ids (message ids): one sequence, so they sort in the order they were made. */
export const timeOrderedUuid = createTimeOrderedIds();
