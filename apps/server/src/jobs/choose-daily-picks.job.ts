import type { Job } from './job';

/**
 * How often the job looks whether today's (UTC) picks are written: the first run of a day chooses
 * them, the others find them written and stop at one statement. Also how long a new database
 * (the demo's seed) waits for its first picks.
 */
export const CHOOSE_DAILY_PICKS_MS = 5 * 60 * 1000;

/**
 * Most Compatible, once a day (discovery/daily-picks.ts, docs/decisions/105): every active
 * member's pick of the day, chosen across the whole pool so picks are mutual. Works on the
 * database, so one run serves every process; a day is written once however many processes run it.
 */
export function chooseDailyPicksJob(choose: () => Promise<number>): Job {
  return {
    name: 'choose-daily-picks',
    everyMs: CHOOSE_DAILY_PICKS_MS,
    scope: 'shared',
    run: choose,
  };
}
