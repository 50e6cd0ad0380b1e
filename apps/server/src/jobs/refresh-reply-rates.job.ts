import type { Job } from './job';

/** How often members' reply rates are read again: a first reply reaches ranking at most this late. */
export const REFRESH_REPLY_RATES_MS = 60_000;

/**
 * Reply rates (decision 107) of the members this process saw write or be written to, and of those
 * whose unanswered conversation has come of age. Per process: each knows its own messages.
 */
export function refreshReplyRatesJob(refresh: (now: Date) => Promise<number>): Job {
  return {
    name: 'refresh-reply-rates',
    everyMs: REFRESH_REPLY_RATES_MS,
    scope: 'process',
    run: () => refresh(new Date()),
  };
}
