import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine, formatOffset, offsetMinutesAt } from './calendar-file';
import { planWhen } from './plan-when';

const event = (overrides: Partial<Parameters<typeof calendarFile>[0]> = {}) => ({
  uid: '0193e0a0-0000-7000-8000-000000000001@kindred',
  stamp: new Date('2026-11-30T10:15:30.456Z'),
  start: new Date('2026-07-04T18:00:00Z'),
  durationMinutes: 120,
  timeZone: 'Europe/London',
  summary: 'Sunset picnic with Sam',
  location: 'Hyde Park',
  description: 'Bring a blanket',
  ...overrides,
});

describe('the iCalendar file of a date plan (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines longer than 75 octets, never inside a character, each continuation after one space', () => {
    const long = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(long).split('\r\n');
    expect(folded.map((line) => Buffer.byteLength(line))).toEqual([75, 75, 64]);
    expect(folded.slice(1).every((line) => line.startsWith(' ') && !line.startsWith('  '))).toBe(true);
    expect(folded.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(long);

    const accents = `SUMMARY:${'é'.repeat(60)}`;
    const parts = foldLine(accents).split('\r\n');
    expect(parts.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(parts.every((line) => !line.includes('\uFFFD'))).toBe(true);
    expect(parts.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(accents);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('knows the offset at the instant, on either side of a clock change', () => {
    expect(offsetMinutesAt(new Date('2026-01-15T12:00:00Z'), 'Europe/London')).toBe(0);
    expect(offsetMinutesAt(new Date('2026-07-15T12:00:00Z'), 'Europe/London')).toBe(60);
    // London goes back at 01:00 UTC on 25 October 2026.
    expect(offsetMinutesAt(new Date('2026-10-25T00:59:00Z'), 'Europe/London')).toBe(60);
    expect(offsetMinutesAt(new Date('2026-10-25T01:00:00Z'), 'Europe/London')).toBe(0);
    // New York goes forward at 07:00 UTC on 8 March 2026.
    expect(offsetMinutesAt(new Date('2026-03-08T06:59:00Z'), 'America/New_York')).toBe(-300);
    expect(offsetMinutesAt(new Date('2026-03-08T07:00:00Z'), 'America/New_York')).toBe(-240);
    expect(offsetMinutesAt(new Date('2026-07-01T00:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect([formatOffset(60), formatOffset(-300), formatOffset(330), formatOffset(0)]).toEqual([
      '+0100',
      '-0500',
      '+0530',
      '+0000',
    ]);
  });

  it('states the start in the time zone asked, with a VTIMEZONE carrying that offset, and ends two hours later', () => {
    const summer = calendarFile(event());
    expect(summer.endsWith('\r\n')).toBe(true);
    expect(
      summer
        .split('\r\n')
        .slice(0, -1)
        .every((line) => Buffer.byteLength(line) <= 75),
    ).toBe(true);
    expect(summer.replace(/\r\n/g, '')).not.toMatch(/[^\r]\n/);
    const lines = summer.split('\r\n');
    expect(lines).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Kindred//Date plans//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VTIMEZONE',
      'TZID:Europe/London',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:0193e0a0-0000-7000-8000-000000000001@kindred',
      'DTSTAMP:20261130T101530Z',
      'DTSTART;TZID=Europe/London:20260704T190000',
      'DTEND;TZID=Europe/London:20260704T210000',
      'SUMMARY:Sunset picnic with Sam',
      'LOCATION:Hyde Park',
      'DESCRIPTION:Bring a blanket',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
    const winter = calendarFile(event({ start: new Date('2026-12-05T19:00:00Z'), timeZone: 'America/New_York' }));
    expect(winter).toContain('\r\nTZOFFSETTO:-0500\r\n');
    expect(winter).toContain('\r\nDTSTART;TZID=America/New_York:20261205T140000\r\n');
    expect(winter).toContain('\r\nDTEND;TZID=America/New_York:20261205T160000\r\n');
    // The same instant read in London after New York has changed its clocks but London has not.
    const between = calendarFile(event({ start: new Date('2026-03-20T18:00:00Z'), timeZone: 'America/New_York' }));
    expect(between).toContain('\r\nTZOFFSETTO:-0400\r\n');
    expect(between).toContain('\r\nDTSTART;TZID=America/New_York:20260320T140000\r\n');
  });

  it('escapes and folds what members wrote', () => {
    const file = calendarFile(
      event({ description: `Meet at the gate, by the café; bring:\n${'a long note '.repeat(10)}` }),
    );
    const unfolded = file.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      `DESCRIPTION:Meet at the gate\\, by the café\\; bring:\\n${'a long note '.repeat(10)}\r\n`,
    );
    expect(file.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });
});

describe('the time a chat line says', () => {
  it('is the weekday, day, month and 24-hour time in the proposer’s time zone', () => {
    expect(planWhen(new Date('2026-12-05T19:00:00Z'), 'Europe/London')).toBe('Sat 5 Dec, 19:00');
    expect(planWhen(new Date('2026-07-04T18:05:00Z'), 'Europe/London')).toBe('Sat 4 Jul, 19:05');
    expect(planWhen(new Date('2026-12-06T03:30:00Z'), 'America/New_York')).toBe('Sat 5 Dec, 22:30');
  });
});
