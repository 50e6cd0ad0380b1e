import { describe, expect, it } from 'vitest';
import { ageOn, birthdateForAge, parseIsoDate } from './age';

describe('ageOn', () => {
  const on = (iso: string) => new Date(`${iso}T12:00:00Z`);
  it('counts whole years, turning over on the birthday', () => {
    expect(ageOn('2000-05-20', on('2018-05-19'))).toBe(17);
    expect(ageOn('2000-05-20', on('2018-05-20'))).toBe(18);
  });
  it('rejects dates that do not exist', () => {
    expect(parseIsoDate('2001-02-29')).toBeNull();
    expect(ageOn('not a date')).toBeNull();
  });
});

describe('birthdateForAge', () => {
  it('gives a birth date whose age today is the given age', () => {
    for (const today of ['2026-11-22', '2028-02-29', '2027-01-01']) {
      const date = new Date(`${today}T00:00:00Z`);
      expect(ageOn(birthdateForAge(30, date), date)).toBe(30);
    }
  });
});
