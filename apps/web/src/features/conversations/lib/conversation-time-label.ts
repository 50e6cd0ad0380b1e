import { CONVERSATION_TEXTS } from '@kindred/contract/conversations';

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Calendar days from `then` to `now` in local time (0 = the same day). */
export function calendarDaysBetween(then: Date, now: Date): number {
  return Math.round((startOfDay(now) - startOfDay(then)) / DAY_MS);
}

/**
 * SPEC 2 Messages list time label: the same day shows hour and minute ('9:05 AM'), the day
 * before 'Yesterday', under 7 days the weekday ('Mon'), otherwise month and day ('Mar 4').
 */
export function conversationTimeLabel(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const days = calendarDaysBetween(then, now);
  if (days <= 0) return then.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  if (days === 1) return CONVERSATION_TEXTS.yesterday;
  if (days < 7) return then.toLocaleDateString('en-US', { weekday: 'short' });
  return then.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}
