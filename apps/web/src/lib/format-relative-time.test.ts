import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-relative-time';

const now = new Date('2025-03-20T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;

describe('formatRelativeTime (SPEC 9)', () => {
  it.each([
    [ago(59_000), 'Just now'],
    [ago(MINUTE), '1m ago'],
    [ago(59 * MINUTE), '59m ago'],
    [ago(60 * MINUTE), '1h ago'],
    [ago(23 * 60 * MINUTE), '23h ago'],
    [ago(24 * 60 * MINUTE), '1d ago'],
    [ago(6 * 24 * 60 * MINUTE), '6d ago'],
    [ago(7 * 24 * 60 * MINUTE), 'Mar 13'],
  ])('%s reads %s', (iso, text) => {
    expect(formatRelativeTime(iso, now)).toBe(text);
  });

  it('a time a little in the future (clock skew) reads Just now', () => {
    expect(formatRelativeTime(ago(-5_000), now)).toBe('Just now');
  });
});
