import { describe, expect, it } from 'vitest';
import { dayLabel, groupByDay, messageTime } from './message-days';

const now = new Date(2026, 2, 12, 15, 30); // Thursday 12 March 2026
const at = (month: number, day: number, hour = 12, year = 2026) => new Date(year, month, day, hour).toISOString();

describe('groupByDay (SPEC 2 Chat: a date-grouped thread)', () => {
  it('puts messages of the same local day under one heading, in order', () => {
    const messages = [
      { id: 'a', createdAt: at(2, 9, 8) },
      { id: 'b', createdAt: at(2, 9, 22) },
      { id: 'c', createdAt: at(2, 11, 10) },
      { id: 'd', createdAt: at(2, 12, 9) },
      { id: 'e', createdAt: at(2, 12, 14) },
    ];
    const groups = groupByDay(messages, now);
    expect(groups.map((group) => [group.label, group.items.map((item) => item.id)])).toEqual([
      ['Monday, March 9', ['a', 'b']],
      ['Yesterday', ['c']],
      ['Today', ['d', 'e']],
    ]);
  });

  it('gives the year for another year', () => {
    expect(dayLabel(new Date(2025, 11, 31), now)).toBe('Wednesday, December 31, 2025');
  });

  it('is empty without messages', () => {
    expect(groupByDay([], now)).toEqual([]);
  });

  it('shows the time of a message as hour and minute', () => {
    expect(messageTime(new Date(2026, 2, 12, 21, 7).toISOString())).toBe('9:07 PM');
  });
});
