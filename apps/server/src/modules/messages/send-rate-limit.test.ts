import { describe, expect, it } from 'vitest';
import { createSendRateLimit } from './send-rate-limit';

describe('the send rate limit', () => {
  it('allows a burst, refuses past it, and refills with time, per member', () => {
    let time = 0;
    const limit = createSendRateLimit({ perSecond: 2, burst: 3 }, () => time);
    expect([1, 2, 3, 4].map(() => limit.take('a'))).toEqual([true, true, true, false]);
    expect(limit.take('b')).toBe(true);
    time += 500;
    expect(limit.take('a')).toBe(true);
    expect(limit.take('a')).toBe(false);
    time += 10_000;
    expect([1, 2, 3, 4].map(() => limit.take('a'))).toEqual([true, true, true, false]);
  });
});
