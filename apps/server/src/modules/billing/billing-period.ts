import type { BoostPeriod } from '@kindred/contract/plans';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The same moment `months` calendar months later, in UTC, the day clamped to the month's last
 * (31 January + 1 month is 28 or 29 February), as card subscriptions renew.
 */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = from.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * Where the boost allowance's window starts (decision 046): Platinum's monthly boost renews on the
 * first of each calendar month (UTC); Diamond's weekly one is the last 7 days, rolling like Super Likes.
 */
export function boostWindowStart(per: BoostPeriod, now: Date): Date {
  return per === 'month'
    ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
    : new Date(now.getTime() - 7 * DAY_MS);
}

/** When the boost started at `oldestInWindow` stops counting against the allowance. */
export function boostWindowEnd(per: BoostPeriod, now: Date, oldestInWindow: Date): Date {
  return per === 'month'
    ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
    : new Date(oldestInWindow.getTime() + 7 * DAY_MS);
}
