import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './retry-after';

describe('retryAfterSeconds', () => {
  it('reads delta-seconds', () => {
    expect(retryAfterSeconds('5')).toBe(5);
    expect(retryAfterSeconds(' 0 ')).toBe(0);
  });

  it('reads an HTTP date as the seconds until then', () => {
    const now = Date.parse('2026-01-01T10:00:00Z');
    expect(retryAfterSeconds('Thu, 01 Jan 2026 10:00:07 GMT', now)).toBe(7);
    expect(retryAfterSeconds('Thu, 01 Jan 2026 09:59:00 GMT', now)).toBe(0);
  });

  it('is null when the header is missing or unreadable', () => {
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('')).toBeNull();
    expect(retryAfterSeconds('soon')).toBeNull();
    expect(retryAfterSeconds('-3')).toBeNull();
  });
});
