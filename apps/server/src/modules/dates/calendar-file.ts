// An accepted date plan as an iCalendar file (RFC 5545), for "Add to calendar" (decision 101).

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** One event, its start stated in `timeZone` (an IANA name). */
export interface CalendarEvent {
  uid: string;
  /** When the file was made (DTSTAMP, in UTC). */
  stamp: Date;
  start: Date;
  durationMinutes: number;
  timeZone: string;
  summary: string;
  location: string;
  description: string;
}

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks escaped in a TEXT value. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 3.1: a content line longer than 75 octets is folded, each continuation starting with
 * one space; never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; the others 74 after their leading space.
    const room = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The wall-clock time in `timeZone` at `instant`, as if it were UTC (whole seconds). */
function wallClock(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)!.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** `timeZone`'s offset from UTC at `instant`, in minutes (Europe/London in July: 60). */
export function offsetMinutesAt(instant: Date, timeZone: string): number {
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((wallClock(new Date(whole), timeZone) - whole) / 60_000);
}

/** An offset as iCalendar writes it: +0100, -0500, +0530. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${sign}${pad(Math.floor(absolute / 60))}${pad(absolute % 60)}`;
}

/** A time as iCalendar writes it from its UTC fields: 20261205T190000 (Z added by the caller when UTC). */
function basicFormat(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(/[-:]/g, '').slice(0, 15);
}

/**
 * The file: one VEVENT whose DTSTART and DTEND are local times in `timeZone`, and a VTIMEZONE for
 * it with a single STANDARD observance carrying the offset at the event's start, so any calendar
 * places it at the right instant without a time zone database. DTEND is the start plus the
 * duration on that same offset (a clock change inside the date does not stretch it).
 */
export function calendarFile(event: CalendarEvent): string {
  const offset = offsetMinutesAt(event.start, event.timeZone);
  const startMs = Math.floor(event.start.getTime() / 1000) * 1000;
  const localStart = startMs + offset * 60_000;
  const localEnd = localStart + event.durationMinutes * 60_000;
  const tzOffset = formatOffset(offset);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kindred//Date plans//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${event.timeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${tzOffset}`,
    `TZOFFSETTO:${tzOffset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${basicFormat(event.stamp.getTime())}Z`,
    `DTSTART;TZID=${event.timeZone}:${basicFormat(localStart)}`,
    `DTEND;TZID=${event.timeZone}:${basicFormat(localEnd)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
