// A day and a time as the member's own date and time inputs hold them, and the instant they mean
// in the member's time zone (the browser's).

const pad = (value: number) => String(value).padStart(2, '0');
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** The member's own calendar day as a date input's value ('YYYY-MM-DD'). */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The member's own clock time as a time input's value ('HH:MM'). */
export function localTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A date input's day and a time input's time, in the member's time zone, as an instant (ISO 8601);
 * null when either is missing or not a real day and time ('2030-02-30').
 */
export function instantFrom(day: string, time: string): string | null {
  const dayMatch = DAY.exec(day);
  const timeMatch = TIME.exec(time);
  if (!dayMatch || !timeMatch) return null;
  const [year, month, date] = [Number(dayMatch[1]), Number(dayMatch[2]), Number(dayMatch[3])];
  const at = new Date(year, month - 1, date, Number(timeMatch[1]), Number(timeMatch[2]));
  if (at.getFullYear() !== year || at.getMonth() !== month - 1 || at.getDate() !== date) return null;
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** The member's time zone (IANA), which the server states times in for them. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * "Sat, Jun 15, 7:30 PM": an instant in the reader's time zone; with the zone's short name
 * ("7:30 PM EDT") when it was planned in another one, so two members in two zones read it right.
 */
export function formatLocalDateTime(iso: string, plannedIn?: string): string {
  const at = new Date(iso);
  const elsewhere = plannedIn !== undefined && plannedIn !== viewerTimeZone();
  return at.toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(elsewhere ? { timeZoneName: 'short' } : {}),
  });
}
