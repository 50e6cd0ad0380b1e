import { describe, expect, it } from 'vitest';
import { isQuietTime, isTimeZone, minutesIn } from './quiet-hours';

const overnight = { enabled: true, start: '22:00', end: '08:00', time_zone: 'America/New_York' };

describe('quiet hours', () => {
  it('reads the wall clock of the member’s time zone, summer time included', () => {
    // 02:30 UTC in July is 22:30 in New York (EDT, UTC-4); in January 21:30 (EST, UTC-5).
    expect(minutesIn('America/New_York', new Date('2026-07-01T02:30:00Z'))).toBe(22 * 60 + 30);
    expect(minutesIn('America/New_York', new Date('2026-01-01T02:30:00Z'))).toBe(21 * 60 + 30);
  });

  it('spans midnight when the end is earlier than the start, the start included and the end not', () => {
    expect(isQuietTime(overnight, new Date('2026-07-01T02:00:00Z'))).toBe(true); // 22:00
    expect(isQuietTime(overnight, new Date('2026-07-01T07:00:00Z'))).toBe(true); // 03:00
    expect(isQuietTime(overnight, new Date('2026-07-01T12:00:00Z'))).toBe(false); // 08:00
    expect(isQuietTime(overnight, new Date('2026-07-01T01:59:00Z'))).toBe(false); // 21:59
  });

  it('is a plain window within one day, and nothing when off or when start equals end', () => {
    const lunch = { enabled: true, start: '12:00', end: '13:30', time_zone: 'UTC' };
    expect(isQuietTime(lunch, new Date('2026-07-01T12:45:00Z'))).toBe(true);
    expect(isQuietTime(lunch, new Date('2026-07-01T13:30:00Z'))).toBe(false);
    expect(isQuietTime({ ...lunch, enabled: false }, new Date('2026-07-01T12:45:00Z'))).toBe(false);
    expect(isQuietTime({ ...lunch, end: '12:00' }, new Date('2026-07-01T12:00:00Z'))).toBe(false);
  });

  it('knows IANA names and refuses made-up ones', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('answers the same when asked again (accepted names are remembered, refused ones are not)', () => {
    for (let i = 0; i < 2; i++) {
      expect(isTimeZone('America/Sao_Paulo')).toBe(true);
      expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
      expect(isTimeZone(`Europe/Paris${'x'.repeat(60)}`)).toBe(false);
    }
    expect(minutesIn('Asia/Kolkata', new Date('2026-07-01T00:00:00Z'))).toBe(330);
    expect(minutesIn('Asia/Kolkata', new Date('2026-07-01T01:00:00Z'))).toBe(390);
  });
});
