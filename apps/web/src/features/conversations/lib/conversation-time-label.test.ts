import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, conversationTimeLabel } from './conversation-time-label';

// Local times: the label follows the member's own calendar.
const now = new Date(2026, 2, 12, 15, 30); // Thursday 12 March 2026, 3:30 PM
const at = (month: number, day: number, hour = 12, minute = 0) =>
  new Date(2026, month, day, hour, minute).toISOString();

describe('conversationTimeLabel (SPEC 2 Messages list)', () => {
  it('shows hour and minute on the same day', () => {
    expect(conversationTimeLabel(at(2, 12, 9, 5), now)).toBe('9:05 AM');
    expect(conversationTimeLabel(at(2, 12, 0, 1), now)).toBe('12:01 AM');
  });

  it("says 'Yesterday' for the calendar day before, even less than 24 hours ago", () => {
    expect(conversationTimeLabel(at(2, 11, 23, 59), now)).toBe('Yesterday');
    expect(conversationTimeLabel(at(2, 11, 0, 0), now)).toBe('Yesterday');
  });

  it('shows the weekday under 7 days', () => {
    expect(conversationTimeLabel(at(2, 10), now)).toBe('Tue');
    expect(conversationTimeLabel(at(2, 6), now)).toBe('Fri');
  });

  it('shows month and day from 7 days on', () => {
    expect(conversationTimeLabel(at(2, 5), now)).toBe('Mar 5');
    expect(conversationTimeLabel(new Date(2025, 11, 24).toISOString(), now)).toBe('Dec 24');
  });

  it('treats a time slightly in the future (clock skew) as today', () => {
    expect(conversationTimeLabel(at(2, 12, 15, 31), now)).toBe('3:31 PM');
  });

  it('counts calendar days across a month boundary', () => {
    expect(calendarDaysBetween(new Date(2026, 1, 28, 23), new Date(2026, 2, 1, 1))).toBe(1);
  });
});
