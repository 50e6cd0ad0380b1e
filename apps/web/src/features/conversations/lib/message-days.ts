import { CHAT_TEXTS } from '@kindred/contract/conversations';
import { calendarDaysBetween } from './conversation-time-label';

export interface DayGroup<T> {
  /** The local date, 'YYYY-MM-DD'. */
  key: string;
  label: string;
  items: T[];
}

function localDateKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** SPEC 2 Chat: the heading over a day's messages: 'Today', 'Yesterday', else 'Monday, March 9'. */
export function dayLabel(date: Date, now: Date = new Date()): string {
  const days = calendarDaysBetween(date, now);
  if (days <= 0) return CHAT_TEXTS.today;
  if (days === 1) return CHAT_TEXTS.yesterday;
  return date.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** Messages (oldest first) grouped by the local day they were sent. */
export function groupByDay<T extends { createdAt: string }>(
  items: readonly T[],
  now: Date = new Date(),
): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const date = new Date(item.createdAt);
    const key = localDateKey(date);
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.items.push(item);
    else groups.push({ key, label: dayLabel(date, now), items: [item] });
  }
  return groups;
}

/** The time under a message: '9:05 AM'. */
export function messageTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}
