import { randomBytes } from 'node:crypto';

const COUNTER_MAX = 0xfff;
let lastMs = 0;
let counter = 0;

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then a 12-bit counter, then 62 random
 * bits. Within this process each id sorts after the one before, also within one millisecond (the
 * counter; past 4,096 in a millisecond the time moves on by one). Rows ordered by a timestamp and
 * then by this id keep the order they were written in when the timestamps tie: PGlite's clock
 * counts whole milliseconds, and two messages sent in one millisecond would otherwise read back in
 * a random order.
 */
export function timeOrderedUuid(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    counter = 0;
  } else if (counter < COUNTER_MAX) {
    counter += 1;
  } else {
    lastMs += 1;
    counter = 0;
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
