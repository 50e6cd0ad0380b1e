import type { JobSettings } from '../config';
import type { Job } from './job';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The jobs with JOB_INTERVALS' intervals and JOB_TEST_DELAYS' waits applied. A name that is no
 * job's is refused, so a typo does not silently leave a job on its default.
 */
export function withJobSettings(
  jobs: readonly Job[],
  { intervals, testDelays }: Pick<JobSettings, 'intervals' | 'testDelays'>,
): Job[] {
  const names = new Set(jobs.map((job) => job.name));
  for (const [variable, times] of [
    ['JOB_INTERVALS', intervals],
    ['JOB_TEST_DELAYS', testDelays],
  ] as const) {
    const unknown = Object.keys(times).filter((name) => !names.has(name));
    if (unknown.length > 0) {
      throw new Error(`${variable} names no job: ${unknown.join(', ')} (the jobs: ${[...names].join(', ')})`);
    }
  }
  return jobs.map((job) => {
    const delayMs = testDelays[job.name];
    return {
      ...job,
      everyMs: intervals[job.name] ?? job.everyMs,
      run: delayMs ? () => sleep(delayMs).then(() => job.run()) : job.run,
    };
  });
}
