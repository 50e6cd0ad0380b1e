import { describe, expect, it } from 'vitest';
import type { Job } from './job';
import { withJobSettings } from './job-settings';

const job = (name: string, everyMs: number, run: () => Promise<unknown> = async () => name): Job => ({
  name,
  everyMs,
  scope: 'shared',
  run,
});

describe('the jobs as configured', () => {
  it("takes JOB_INTERVALS' interval over a job's own, 0 turning it off, and leaves the others be", () => {
    const jobs = withJobSettings([job('hourly', 3_600_000), job('minutely', 60_000), job('kept', 1000)], {
      intervals: { hourly: 2000, minutely: 0 },
      testDelays: {},
    });
    expect(jobs.map((each) => [each.name, each.everyMs])).toEqual([
      ['hourly', 2000],
      ['minutely', 0],
      ['kept', 1000],
    ]);
  });

  it('makes a job wait JOB_TEST_DELAYS before each run, then run', async () => {
    let ran = 0;
    const [slow] = withJobSettings([job('slow', 1000, async () => ++ran)], { intervals: {}, testDelays: { slow: 20 } });
    const run = slow!.run();
    expect(ran).toBe(0);
    await expect(run).resolves.toBe(1);
  });

  it('refuses a name that is no job, naming the variable and the jobs there are', () => {
    expect(() =>
      withJobSettings([job('renew-plans', 1000)], { intervals: { 'renew-plan': 5 }, testDelays: {} }),
    ).toThrow('JOB_INTERVALS names no job: renew-plan (the jobs: renew-plans)');
    expect(() => withJobSettings([job('renew-plans', 1000)], { intervals: {}, testDelays: { nope: 5 } })).toThrow(
      /^JOB_TEST_DELAYS names no job: nope/,
    );
  });
});
