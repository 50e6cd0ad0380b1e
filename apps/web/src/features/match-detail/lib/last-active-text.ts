import { MATCH_DETAIL_TEXTS } from '@kindred/contract/matches';
import { formatRelativeTime } from '@/lib/format-relative-time';

/**
 * SPEC 9: the relative time of a last-active date, and 'Recently' when the date is missing or
 * unreadable. (A null lastActive means the member hid their activity; the screen then says
 * nothing about it rather than 'Recently'.)
 */
export function lastActiveText(iso: string | undefined, now: Date = new Date()): string {
  if (!iso || Number.isNaN(new Date(iso).getTime())) return MATCH_DETAIL_TEXTS.recently;
  return formatRelativeTime(iso, now);
}
