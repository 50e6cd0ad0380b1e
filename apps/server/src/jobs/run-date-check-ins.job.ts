import type { Job } from './job';

/** How often check-ins are looked at: "Are you OK?" and the contacts' e-mail go out at most this late. */
export const RUN_DATE_CHECK_INS_MS = 60_000;

/**
 * Date check-ins (decision 104): "Are you OK?" when a check-in's time is up, and an e-mail to the
 * shared contacts 15 minutes later without an answer. The date-safety service's runCheckIns marks
 * each check-in in the statement that finds it, so one run anywhere serves every process and none
 * is asked or alerted twice.
 */
export function runDateCheckInsJob(runCheckIns: (now: Date) => Promise<number>): Job {
  return {
    name: 'run-date-check-ins',
    everyMs: RUN_DATE_CHECK_INS_MS,
    scope: 'shared',
    run: () => runCheckIns(new Date()),
  };
}
