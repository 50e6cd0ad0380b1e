// Quiet hours (decision 047): pure rules shared by the server (which holds pushes back) and the web
// settings (which offer the times).

/** "HH:MM", 00:00 to 23:59. */
export const QUIET_HOURS_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

// Names already accepted, so every response that carries quiet hours (GET /profiles/me among
// them) does not build an Intl.DateTimeFormat to check its time zone again. Bounded: the runtime
// also accepts other casings of each name.
const MAX_REMEMBERED_TIME_ZONES = 2_000;
const knownTimeZones = new Set<string>(['UTC']);

/** Whether the runtime knows `name` as a time zone (IANA names, and UTC). */
export function isTimeZone(name: string): boolean {
  if (knownTimeZones.has(name)) return true;
  if (name === '' || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    return false;
  }
  if (knownTimeZones.size < MAX_REMEMBERED_TIME_ZONES) knownTimeZones.add(name);
  return true;
}

/** Minutes since midnight of "HH:MM". */
export function minutesOfTime(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** "HH:MM" of minutes since midnight. */
export function timeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = wallClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    if (wallClocks.size < MAX_REMEMBERED_TIME_ZONES) wallClocks.set(timeZone, clock);
  }
  return clock;
}

/** Minutes since midnight at `now` on the wall clock of `timeZone`. */
export function minutesIn(timeZone: string, now: Date): number {
  const parts = wallClockOf(timeZone).formatToParts(now);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

/**
 * Whether `now` falls in the quiet hours: from `start` (included) to `end` (excluded) on the
 * member's clock, across midnight when `end` is earlier than `start`. Equal times: never quiet.
 */
export function isQuietTime(
  quietHours: { enabled: boolean; start: string; end: string; time_zone: string },
  now: Date,
): boolean {
  if (!quietHours.enabled) return false;
  const start = minutesOfTime(quietHours.start);
  const end = minutesOfTime(quietHours.end);
  if (start === end) return false;
  const time = minutesIn(quietHours.time_zone, now);
  return start < end ? time >= start && time < end : time >= start || time < end;
}
